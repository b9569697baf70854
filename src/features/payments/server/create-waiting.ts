import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Institution } from '../../../config/index';
import type { Db } from '../../../server/db/create-db';
import { inTransaction } from '../../../server/db/in-transaction';
import { badRequest, notFound } from '../../../server/http-errors';
import type { PaymentWaiting } from '../../../generated/entities/payment-waiting';
import { isInPaymentPeriod, paymentPeriodOf } from '../shared/payment-period';
import { paymentStanding } from '../shared/payment-status';
import { newTransferReference } from '../shared/transfer-reference';
import { ownBill, paidOn, todayOf } from './bill-service';
import { PAYMENT_MESSAGES } from './payment-messages';
import { semesterFees } from './semester-fees';
import { paymentTransactions } from './tables';
import { toTransactions } from './transaction-view';
import type { TransactionRow } from './transaction-view';

/** Tries at a fresh reference when a random one is already taken (31^7 choices: rare). */
const REFERENCE_ATTEMPTS = 5;

/** The signed-in student as a payer. */
export type Payer = { studentId: number; studentCode: string };

/** What create-waiting gives the owner: the transfer, its signing key and the fields to sign. */
export const toWaiting = async ({
  db,
  row,
  semester,
  payer,
  now,
}: {
  db: Db;
  row: TransactionRow;
  semester: string;
  payer: Payer;
  now: Date;
}): Promise<PaymentWaiting> => {
  const [transaction] = await toTransactions({ db, rows: [row], semesterOf: () => semester, now });
  return {
    transaction,
    checkoutKey: row.checkoutKey,
    checkout: {
      itemId: row.id,
      type: 'tuition',
      userId: payer.studentId,
      userCode: payer.studentCode,
      amount: row.amount,
      content: row.reference,
      provider: 'vietqr',
      paymentMethod: row.method as 'qr' | 'card',
    },
  };
};

/**
 * Opens a waiting transfer for the remaining debt of one of the student's bills. The bill row is
 * locked for the decision, so a double click gets the same open transfer (same amount, not
 * expired) instead of a second one; a stale one (expired, or for another amount after a partial
 * payment) is closed as expired first. Refused: another student's bill (404), outside the payment
 * period, nothing owed, or any amount but the remaining debt (400).
 */
export const createWaiting = async ({
  db,
  tenant,
  payer,
  paymentId,
  amount,
  now,
}: {
  db: Db;
  tenant: Institution;
  payer: Payer;
  paymentId: number;
  amount: number;
  now: Date;
}): Promise<PaymentWaiting> => {
  const found = await ownBill({ db, tenant, studentId: payer.studentId, id: paymentId });
  if (!found) throw notFound(PAYMENT_MESSAGES.billNotFound);
  const period = paymentPeriodOf({ semesterStart: found.semester.startDate, period: tenant.tuition.period });
  if (!isInPaymentPeriod({ today: todayOf({ tenant, now }), period }))
    throw badRequest({ field: 'paymentId', reason: PAYMENT_MESSAGES.outsidePeriod(period) });
  const bill = found.row;
  const fees = await semesterFees({ db, tenant, studentId: payer.studentId, semester: bill.semester });
  const row = await inTransaction({
    db,
    work: async (tx) => {
      const txDb = tx as unknown as Db;
      await txDb.execute(sql`select id from tuition_bills where id = ${bill.id} for update`);
      const { remaining } = paymentStanding({
        total: fees.total,
        paid: await paidOn({ db: txDb, billId: bill.id }),
      });
      if (remaining === 0) throw badRequest({ field: 'amount', reason: PAYMENT_MESSAGES.nothingOwed });
      if (amount !== remaining)
        throw badRequest({ field: 'amount', reason: PAYMENT_MESSAGES.amountMismatch(remaining) });
      const [open] = await txDb
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.billId, bill.id), eq(paymentTransactions.status, 'waiting')))
        .limit(1);
      if (open && open.expiresAt > now && open.amount === amount) return open;
      if (open)
        await txDb
          .update(paymentTransactions)
          .set({ status: 'expired' })
          .where(and(eq(paymentTransactions.id, open.id), eq(paymentTransactions.status, 'waiting')));
      for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt += 1) {
        const [created] = await txDb
          .insert(paymentTransactions)
          .values({
            rootId: tenant.rootId,
            studentId: payer.studentId,
            billId: bill.id,
            reference: newTransferReference({ prefix: tenant.tuition.referencePrefix }),
            amount,
            method: 'qr',
            status: 'waiting',
            expiresAt: new Date(now.getTime() + tenant.tuition.qrExpiryMinutes * 60_000),
            checkoutKey: randomBytes(24).toString('hex'),
            createdAt: now,
          })
          .onConflictDoNothing({ target: paymentTransactions.reference })
          .returning();
        if (created) return created;
      }
      throw new Error('No free transfer reference after several attempts');
    },
  });
  return toWaiting({ db, row, semester: bill.semester, payer, now });
};
