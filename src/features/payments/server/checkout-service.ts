import { timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import type { Institution } from '../../../config/index';
import type { Db } from '../../../server/db/create-db';
import type { PaymentCheckout } from '../../../generated/entities/payment-checkout';
import type { PaymentCheckoutRequest } from '../../../generated/requests/payment-checkout';
import { amountInWords } from '../shared/amount-in-words';
import { checkoutSignature } from '../shared/checkout-signature';
import { isInPaymentPeriod, paymentPeriodOf } from '../shared/payment-period';
import { vietQrPayload } from '../shared/vietqr-payload';
import { todayOf } from './bill-service';
import { semesterOf } from './current-semester';
import type { Payer } from './create-waiting';
import { PAYMENT_MESSAGES } from './payment-messages';
import { ownTransaction } from './transaction-view';

/** A checkout answer and its HTTP status. */
export type CheckoutOutcome = { statusCode: number; body: PaymentCheckout };

/** SPEC §8: every checkout failure is FAILED, data null, the fields at fault. */
export const checkoutFailure = ({
  statusCode,
  field,
  message,
}: {
  statusCode: number;
  field: string;
  message: string;
}): CheckoutOutcome => ({
  statusCode,
  body: { code: 'FAILED', data: null, qrData: null, genQRCode: null, validateErrors: [{ field, message }] },
});

const isSameHex = ({ given, expected }: { given: string; expected: string }) => {
  const normalized = given.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(normalized)) return false;
  return timingSafeEqual(Buffer.from(normalized, 'hex'), Buffer.from(expected, 'hex'));
};

/**
 * SPEC §7 checkout of a waiting transfer: the X-Signature must be the HMAC of the signed fields
 * under the transfer's checkoutKey, and the fields must be the transfer's own (its id, amount and
 * reference, the signed-in student). Answers the NAPAS VietQR payload, its QR code as a PNG data
 * URL and what to type by hand, until the transfer expires.
 */
export const checkout = async ({
  db,
  tenant,
  payer,
  body,
  signature,
  now,
}: {
  db: Db;
  tenant: Institution;
  payer: Payer;
  body: PaymentCheckoutRequest;
  signature: string | undefined;
  now: Date;
}): Promise<CheckoutOutcome> => {
  const found = await ownTransaction({
    db,
    rootId: tenant.rootId,
    studentId: payer.studentId,
    id: body.itemId,
    now,
  });
  if (!found)
    return checkoutFailure({
      statusCode: 404,
      field: 'itemId',
      message: PAYMENT_MESSAGES.transactionNotFound,
    });
  const { row, view } = found;
  const expected = checkoutSignature({ fields: body, key: row.checkoutKey });
  if (!signature || !isSameHex({ given: signature, expected }))
    return checkoutFailure({ statusCode: 400, field: 'signature', message: PAYMENT_MESSAGES.badSignature });
  const mismatched = (
    [
      ['userId', body.userId === payer.studentId],
      ['userCode', body.userCode === payer.studentCode],
      ['amount', body.amount === row.amount],
      ['content', body.content === row.reference],
    ] as const
  ).find(([, isSame]) => !isSame);
  if (mismatched)
    return checkoutFailure({
      statusCode: 400,
      field: mismatched[0],
      message: PAYMENT_MESSAGES.mismatch(mismatched[0]),
    });
  if (body.paymentMethod === 'card')
    return checkoutFailure({
      statusCode: 400,
      field: 'paymentMethod',
      message: tenant.tuition.hideCardPayment
        ? PAYMENT_MESSAGES.cardHidden
        : PAYMENT_MESSAGES.cardUnavailable,
    });
  if (view.status === 'paid')
    return checkoutFailure({ statusCode: 400, field: 'itemId', message: PAYMENT_MESSAGES.alreadyPaid });
  if (view.status === 'expired')
    return checkoutFailure({ statusCode: 400, field: 'itemId', message: PAYMENT_MESSAGES.expired });
  const semester = await semesterOf({ db, rootId: tenant.rootId, semester: found.semester });
  const period = semester
    ? paymentPeriodOf({ semesterStart: semester.startDate, period: tenant.tuition.period })
    : null;
  if (!period || !isInPaymentPeriod({ today: todayOf({ tenant, now }), period }))
    return checkoutFailure({
      statusCode: 400,
      field: 'itemId',
      message: PAYMENT_MESSAGES.outsidePeriod(period ?? { startDate: '', endDate: '' }),
    });
  const { account } = tenant.tuition;
  const qrData = vietQrPayload({
    bankBin: account.bankBin,
    accountNumber: account.accountNumber,
    amount: row.amount,
    purpose: row.reference,
  });
  const genQRCode = await QRCode.toDataURL(qrData, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return {
    statusCode: 200,
    body: {
      code: 'SUCCESS',
      data: {
        transaction: view,
        transfer: {
          bankBin: account.bankBin,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
          amount: row.amount,
          content: row.reference,
        },
        amountInWords: amountInWords(row.amount),
        expiresAt: view.expiresAt,
      },
      qrData,
      genQRCode,
      validateErrors: [],
    },
  };
};
