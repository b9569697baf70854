/** Shapes shared by the payment routes; entities and bodies live in schemas/ (one schema per shape). */
export const tags = ['payments'];

export const ERROR = { $ref: 'https://schemas.unigate.vn/common/error.json#' };
export const BILL = { $ref: 'https://schemas.unigate.vn/entities/tuition-bill.json#' };
export const TRANSACTION = { $ref: 'https://schemas.unigate.vn/entities/payment-transaction.json#' };
export const LEDGER_ENTRY = { $ref: 'https://schemas.unigate.vn/entities/payment-ledger-entry.json#' };
export const PERIOD = { $ref: 'https://schemas.unigate.vn/entities/payment-period.json#' };
export const WAITING = { $ref: 'https://schemas.unigate.vn/entities/payment-waiting.json#' };
export const CHECKOUT_ANSWER = { $ref: 'https://schemas.unigate.vn/entities/payment-checkout.json#' };
export const QUERY_BODY = { $ref: 'https://schemas.unigate.vn/requests/payment-query.json#' };
export const CREATE_WAITING_BODY = {
  $ref: 'https://schemas.unigate.vn/requests/payment-create-waiting.json#',
};
export const CHECKOUT_BODY = { $ref: 'https://schemas.unigate.vn/requests/payment-checkout.json#' };
export const HISTORY_BODY = { $ref: 'https://schemas.unigate.vn/requests/payment-history-query.json#' };

/** No body, or an empty JSON object. */
export const emptyBody = {
  type: ['object', 'null'],
  properties: {},
  additionalProperties: false,
};

/** `{ code, message, data }` with a SPEC §8 code. */
