import encHex from 'crypto-js/enc-hex';
import hmacSha256 from 'crypto-js/hmac-sha256';

/** The checkout body fields signed by SPEC §5, in signing order. */
export const CHECKOUT_SIGNED_FIELDS = [
  'itemId',
  'type',
  'userId',
  'userCode',
  'amount',
  'content',
  'callbackUrl',
  'provider',
  'paymentMethod',
] as const;

/** The signed fields of a checkout body. */
export type CheckoutFields = {
  /** The waiting transaction id. */
  itemId: number;
  /** 'tuition'. */
  type: string;
  /** The signed-in student's id. */
  userId: number;
  /** The student code. */
  userCode: string;
  /** VND, integer. */
  amount: number;
  /** The transfer reference. */
  content: string;
  callbackUrl: string;
  /** 'vietqr'. */
  provider: string;
  /** 'qr' or 'card'. */
  paymentMethod: string;
};

/** Header carrying the checkout signature. */
export const CHECKOUT_SIGNATURE_HEADER = 'x-signature';

/** The signed message: the fields joined with `|` in CHECKOUT_SIGNED_FIELDS order. */
export const checkoutMessage = (fields: CheckoutFields) =>
  CHECKOUT_SIGNED_FIELDS.map((name) => String(fields[name])).join('|');

/**
 * SPEC §5 `X-Signature` of a checkout: hex HMAC-SHA256 of the joined fields, keyed with the waiting
 * transaction's `checkoutKey`. crypto-js, so the browser and the server compute the same value.
 */
export const checkoutSignature = ({ fields, key }: { fields: CheckoutFields; key: string }) =>
  hmacSha256(checkoutMessage(fields), key).toString(encHex);
