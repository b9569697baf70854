/**
 * The two steps of paying a bill, through the payment client: open a waiting transfer for the
 * remaining debt, then check it out with the SPEC §5 signature to get the QR and the transfer
 * details. Both answer the server's reasons as `validateErrors`, never throw on a refusal.
 */
import { paymentApi } from '../../../client/api/api-clients';
import { CHECKOUT_SIGNATURE_HEADER, checkoutSignature } from '../shared/checkout-signature';
import type { PaymentCheckout, PaymentMethod, PaymentWaiting, ValidateError } from './payment-types';

/** What create-waiting answers: the transfer to sign, or why not. */
export type WaitingOutcome =
  { waiting: PaymentWaiting; errors?: never } | { waiting?: never; errors: ValidateError[] };

/** Field of a failure the server did not explain (transport error, unreadable answer). */
const UNKNOWN_FIELD = 'network';

/** The reason of a refused call: its `field` and `reason` (400), else its `message`, else an empty list. */
function errorsOf(body: unknown): ValidateError[] {
  const answer = (body ?? {}) as { field?: unknown; reason?: unknown; message?: unknown };
  if (typeof answer.reason === 'string')
    return [{ field: typeof answer.field === 'string' ? answer.field : '', message: answer.reason }];
  if (typeof answer.message === 'string') return [{ field: '', message: answer.message }];
  return [{ field: UNKNOWN_FIELD, message: '' }];
}

/** POST /api/v1/transactions/create-waiting {paymentId, amount}: `amount` must be the remaining debt. */
export async function createWaiting({
  paymentId,
  amount,
}: {
  paymentId: number;
  amount: number;
}): Promise<WaitingOutcome> {
  try {
    const response = await paymentApi.post<{ data?: PaymentWaiting } | null>(
      '/api/v1/transactions/create-waiting',
      { paymentId, amount },
    );
    const waiting = response.data?.data;
    if (response.error || !waiting?.checkoutKey) return { errors: errorsOf(response.data) };
    return { waiting };
  } catch {
    return { errors: [{ field: UNKNOWN_FIELD, message: '' }] };
  }
}

/**
 * POST /api/payment/transactions/checkout: the transfer's fields plus `callbackUrl` and the chosen
 * method, signed with its checkoutKey in `X-Signature`. Any failure is SPEC §8's FAILED answer
 * (the server's validateErrors, or one unexplained error when it gave none).
 */
export async function checkout({
  waiting,
  paymentMethod,
  callbackUrl,
}: {
  waiting: PaymentWaiting;
  paymentMethod: PaymentMethod;
  callbackUrl: string;
}): Promise<PaymentCheckout> {
  const fields = { ...waiting.checkout, callbackUrl, paymentMethod };
  const failed = (validateErrors: ValidateError[]): PaymentCheckout => ({
    code: 'FAILED',
    data: null,
    qrData: null,
    genQRCode: null,
    validateErrors,
  });
  try {
    const response = await paymentApi.post<Partial<PaymentCheckout> | null>(
      '/api/payment/transactions/checkout',
      fields,
      { headers: { [CHECKOUT_SIGNATURE_HEADER]: checkoutSignature({ fields, key: waiting.checkoutKey }) } },
    );
    const answer = response.data;
    if (!response.error && answer?.code === 'SUCCESS' && answer.data && answer.genQRCode)
      return answer as PaymentCheckout;
    const reasons = Array.isArray(answer?.validateErrors) ? answer.validateErrors : [];
    return failed(reasons.length > 0 ? reasons : errorsOf(answer));
  } catch {
    return failed([{ field: UNKNOWN_FIELD, message: '' }]);
  }
}
