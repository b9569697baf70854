import { QRPay } from 'vietnam-qr-pay';

/** What a VietQR transfer carries. */
export type VietQrTransfer = {
  /** NAPAS bank BIN, 6 digits. */
  bankBin: string;
  accountNumber: string;
  /** VND, integer. */
  amount: number;
  /** Transfer content: the reference. */
  purpose: string;
};

/**
 * The NAPAS VietQR (EMVCo) payload of a dynamic transfer to the institution's account: bank BIN,
 * account, amount in VND and the reference as purpose, ending in its CRC-16. Banking apps read it
 * from the QR code and fill in the transfer.
 */
export const vietQrPayload = ({ bankBin, accountNumber, amount, purpose }: VietQrTransfer): string =>
  QRPay.initVietQR({ bankBin, bankNumber: accountNumber, amount: String(amount), purpose }).build();

/** A payload read back (null when it is not a valid VietQR payload or its CRC is wrong). */
export const readVietQrPayload = (payload: string): VietQrTransfer | null => {
  const parsed = new QRPay(payload);
  if (!parsed.isValid || !parsed.consumer.bankBin || !parsed.consumer.bankNumber) return null;
  return {
    bankBin: parsed.consumer.bankBin,
    accountNumber: parsed.consumer.bankNumber,
    amount: Number(parsed.amount ?? 0),
    purpose: parsed.additionalData.purpose ?? '',
  };
};
