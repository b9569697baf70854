import { and, eq } from 'drizzle-orm';
import type { Institution } from '../../../config/index';
import type { Db } from '../../../server/db/create-db';
import { students } from '../../people/shared/tables';
import { semesterOf } from './current-semester';
import { bankNotifications, paymentLedger, paymentTransactions, tuitionBills } from './tables';

/** Everything a receipt shows: one credited ledger entry of a student. */
export type Receipt = {
  ledgerId: number;
  tenantName: { vi: string; en: string };
  student: { id: number; code: string; fullName: string; className: string; email: string };
  semester: string;
  semesterName: string;
  reference: string;
  /** VND credited (> 0). */
  amount: number;
  /** When the money moved (bank). */
  paidAt: Date;
  /** When it was credited. */
  creditedAt: Date;
  bankTxnId: string;
  account: Institution['tuition']['account'];
};

/**
 * A credited ledger entry of the tenant as a receipt; with `studentId`, only that student's (the
 * owner). Null for another student's entry, an unknown one, or one that is not a credit (≤ 0).
 */
export const loadReceipt = async ({
  db,
  tenant,
  ledgerId,
  studentId,
}: {
  db: Db;
  tenant: Institution;
  ledgerId: number;
  studentId?: number;
}): Promise<Receipt | null> => {
  const [row] = await db
    .select({
      entry: paymentLedger,
      notification: bankNotifications,
      reference: paymentTransactions.reference,
      student: students,
      semester: tuitionBills.semester,
    })
    .from(paymentLedger)
    .innerJoin(bankNotifications, eq(bankNotifications.id, paymentLedger.notificationId))
    .innerJoin(tuitionBills, eq(tuitionBills.id, paymentLedger.billId))
    .innerJoin(students, eq(students.id, paymentLedger.studentId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, paymentLedger.transactionId))
    .where(
      and(
        eq(paymentLedger.id, ledgerId),
        eq(paymentLedger.rootId, tenant.rootId),
        ...(studentId === undefined ? [] : [eq(paymentLedger.studentId, studentId)]),
      ),
    )
    .limit(1);
  if (!row || row.entry.amount <= 0 || row.notification.status !== 'credited') return null;
  const semester = await semesterOf({ db, rootId: tenant.rootId, semester: row.semester });
  return {
    ledgerId: row.entry.id,
    tenantName: tenant.name,
    student: {
      id: row.student.id,
      code: row.student.studentCode,
      fullName: row.student.fullName,
      className: row.student.className,
      email: row.student.email,
    },
    semester: row.semester,
    semesterName: semester?.name ?? row.semester,
    reference: row.reference ?? row.notification.reference,
    amount: row.entry.amount,
    paidAt: row.notification.paidAt,
    creditedAt: row.entry.createdAt,
    bankTxnId: row.notification.bankTxnId,
    account: tenant.tuition.account,
  };
};
