import { createHmac, timingSafeEqual } from 'node:crypto';
import { BANK_SIGNATURE_PREFIX } from '../shared/bank-signature';

/**
 * True when `header` is `sha256=<hex>` of the raw body (bytes as received) under `secret`; the
 * comparison takes the same time whatever the header, so it tells nothing about the expected value.
 */
export const isBankSignatureValid = ({
  rawBody,
  secret,
  header,
}: {
  rawBody: Buffer | string;
  secret: string;
  header: string | string[] | undefined;
}): boolean => {
  if (typeof header !== 'string' || !header.startsWith(BANK_SIGNATURE_PREFIX)) return false;
  const given = header.slice(BANK_SIGNATURE_PREFIX.length).trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
};
