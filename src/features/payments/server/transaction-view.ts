import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import type { PaymentTransaction } from '../../../generated/entities/payment-transaction';
import { transactionState } from '../shared/payment-status';
import type { StoredTransactionStatus } from '../shared/payment-status';
import { bankNotifications, paymentLedger, paymentTransactions, tuitionBills } from './tables';

/** A stored waiting transfer. */
export type TransactionRow = typeof paymentTransactions.$inferSelect;

/** SPEC currency code of VND. */
export const CURRENCY_VND = 1;

type Applied = PaymentTransaction['notifications'][number] & { transactionId: number };

/** The notifications credited to some transfers, oldest first. */
const appliedTo = async ({ db, ids }: { db: Db; ids: number[] }): Promise<Applied[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .select({
            transactionId: paymentLedger.transactionId,
            bankTxnId: bankNotifications.bankTxnId,
            amount: paymentLedger.amount,
            paidAt: bankNotifications.paidAt,
          })
          .from(paymentLedger)
          .innerJoin(bankNotifications, eq(bankNotifications.id, paymentLedger.notificationId))
          .where(inArray(paymentLedger.transactionId, ids))
          .orderBy(asc(paymentLedger.id))
      ).map((row) => ({ ...row, paidAt: row.paidAt.toISOString() }));

/**
 * Transfers as the student sees them: the notifications credited to each, and the status as of
 * `now` (a waiting one past its expiry shows `expired`; one whose credits reach its amount is paid).
 */
export const toTransactions = async ({
  db,
  rows,
  semesterOf,
  now,
}: {
  db: Db;
  rows: TransactionRow[];
  /** The semester of each row's bill. */
  semesterOf: (row: TransactionRow) => string;
  now: Date;
}): Promise<PaymentTransaction[]> => {
  const applied = await appliedTo({ db, ids: rows.map((row) => row.id) });
  return rows.map((row) => {
    const notifications = applied
      .filter((entry) => entry.transactionId === row.id)
      .map(({ transactionId: _transactionId, ...entry }) => entry);
    const paidAmount = notifications.reduce((sum, entry) => sum + entry.amount, 0);
    const isPaid = row.status === 'paid' || (notifications.length > 0 && paidAmount >= row.amount);
    return {
      id: row.id,
      billId: row.billId,
      semester: semesterOf(row),
      reference: row.reference,
      amount: row.amount,
      currency: CURRENCY_VND,
      method: row.method as PaymentTransaction['method'],
      status: isPaid
        ? 'paid'
        : transactionState({
            status: row.status as StoredTransactionStatus,
            expiresAt: row.expiresAt,
            now,
          }),
      late: row.late,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      paidAt: isPaid ? (row.paidAt?.toISOString() ?? notifications.at(-1)?.paidAt ?? null) : null,
      paidAmount,
      notifications,
    };
  });
};

/** One transfer of the signed-in student (another student's, or another tenant's: null). */
export const ownTransaction = async ({
  db,
  rootId,
  studentId,
  id,
  now,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  id: number;
  now: Date;
}) => {
  const [found] = await db
    .select({ row: paymentTransactions, semester: tuitionBills.semester })
    .from(paymentTransactions)
    .innerJoin(tuitionBills, eq(tuitionBills.id, paymentTransactions.billId))
    .where(
      and(
        eq(paymentTransactions.id, id),
        eq(paymentTransactions.rootId, rootId),
        eq(paymentTransactions.studentId, studentId),
      ),
    )
    .limit(1);
  if (!found) return null;
  const [view] = await toTransactions({ db, rows: [found.row], semesterOf: () => found.semester, now });
  return { row: found.row, view, semester: found.semester };
};
