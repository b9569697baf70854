import encHex from 'crypto-js/enc-hex';
import hmacSha256 from 'crypto-js/hmac-sha256';

/** Header carrying the bank's signature of a webhook call. */
export const BANK_SIGNATURE_HEADER = 'x-bank-signature';

/** Prefix of the header value: `sha256=<hex>`. */
export const BANK_SIGNATURE_PREFIX = 'sha256=';

/**
 * The `X-Bank-Signature` value of a webhook body: `sha256=` + hex HMAC-SHA256 of the raw body
 * (UTF-8 text) with the tenant's secret. The sandbox bank signs with it; the server compares in
 * constant time (server/verify-bank-signature.ts).
 */
export const bankSignature = ({ rawBody, secret }: { rawBody: string; secret: string }): string =>
  `${BANK_SIGNATURE_PREFIX}${hmacSha256(rawBody, secret).toString(encHex)}`;
