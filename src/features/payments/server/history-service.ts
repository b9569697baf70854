import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import type { PaymentLedgerEntry } from '../../../generated/entities/payment-ledger-entry';
import { bankNotifications, paymentLedger, paymentTransactions, tuitionBills } from './tables';
import { CURRENCY_VND } from './transaction-view';

/** GET URL of a ledger entry's receipt PDF. */
export const receiptUrl = (ledgerId: number) => `/api/v1/transactions/${ledgerId}/receipt`;

/**
 * The signed-in student's ledger entries (credited payments), newest first, one page, with the
 * total count; each with its reference, bank transaction and receipt URL.
 */
export const paymentHistory = async ({
  db,
  rootId,
  studentId,
  page,
  pageSize,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  page: number;
  pageSize: number;
}): Promise<{ data: PaymentLedgerEntry[]; total: number }> => {
  const own = and(eq(paymentLedger.rootId, rootId), eq(paymentLedger.studentId, studentId));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: paymentLedger.id,
        billId: paymentLedger.billId,
        semester: tuitionBills.semester,
        transactionId: paymentLedger.transactionId,
        transactionReference: paymentTransactions.reference,
        notificationReference: bankNotifications.reference,
        amount: paymentLedger.amount,
        bankTxnId: bankNotifications.bankTxnId,
        paidAt: bankNotifications.paidAt,
        createdAt: paymentLedger.createdAt,
      })
      .from(paymentLedger)
      .innerJoin(bankNotifications, eq(bankNotifications.id, paymentLedger.notificationId))
      .innerJoin(tuitionBills, eq(tuitionBills.id, paymentLedger.billId))
      .leftJoin(paymentTransactions, eq(paymentTransactions.id, paymentLedger.transactionId))
      .where(own)
      .orderBy(desc(paymentLedger.createdAt), desc(paymentLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<string>`count(*)` })
      .from(paymentLedger)
      .where(own),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      billId: row.billId,
      semester: row.semester,
      transactionId: row.transactionId,
      reference: row.transactionReference ?? row.notificationReference,
      amount: row.amount,
      currency: CURRENCY_VND,
      bankTxnId: row.bankTxnId,
      paidAt: row.paidAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      receiptUrl: row.amount > 0 ? receiptUrl(row.id) : null,
    })),
    total: Number(count?.total ?? 0),
  };
};
