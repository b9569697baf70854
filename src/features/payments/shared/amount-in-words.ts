import { ReadingConfig, doReadNumber } from 'read-vietnamese-number';

const config = new ReadingConfig();
config.unit = ['đồng'];

/**
 * A VND amount in Vietnamese words, capitalised, as printed on a receipt: 1200000 →
 * "Một triệu hai trăm nghìn đồng". Amounts are whole đồng; a negative one reads "Âm …".
 */
export const amountInWords = (amount: number): string => {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Amount must be a whole number of đồng: ${amount}`);
  const words = doReadNumber(String(amount), config);
  return words.charAt(0).toUpperCase() + words.slice(1);
};
