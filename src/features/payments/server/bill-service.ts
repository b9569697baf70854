import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Institution } from '../../../config/index';
import type { Db } from '../../../server/db/create-db';
import type { TuitionBill } from '../../../generated/entities/tuition-bill';
import { localDate } from '../../../core/local-date-time';
import { isInPaymentPeriod, paymentPeriodOf } from '../shared/payment-period';
import { paymentStanding } from '../shared/payment-status';
import { currentSemester, semesterOf, semestersOf } from './current-semester';
import type { SemesterRow } from './current-semester';
import { semesterFees } from './semester-fees';
import { paymentLedger, paymentTransactions, tuitionBills } from './tables';
import { CURRENCY_VND, toTransactions } from './transaction-view';

/** A stored bill: who owes for which semester (the amounts are always computed). */
export type BillRow = typeof tuitionBills.$inferSelect;

/** Today in the tenant's time zone ('YYYY-MM-DD'). */
export const todayOf = ({ tenant, now }: { tenant: Institution; now: Date }) =>
  localDate({ now, timeZone: tenant.registration.timezone });

/** The student's bill of a semester, created the first time it is asked for (concurrent askers get the same row). */
export const ensureBill = async ({
  db,
  rootId,
  studentId,
  semester,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  semester: string;
}): Promise<BillRow> => {
  await db.insert(tuitionBills).values({ rootId, studentId, semester }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(tuitionBills)
    .where(
      and(
        eq(tuitionBills.rootId, rootId),
        eq(tuitionBills.studentId, studentId),
        eq(tuitionBills.semester, semester),
      ),
    )
    .limit(1);
  return row;
};

/** VND credited to a bill so far (the ledger's sum). */
export const paidOn = async ({ db, billId }: { db: Db; billId: number }) => {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${paymentLedger.amount}), 0)` })
    .from(paymentLedger)
    .where(eq(paymentLedger.billId, billId));
  return Number(row?.paid ?? 0);
};

/** A bill with its fees, what was paid, what remains, its period and the open waiting transfer. */
export const toBill = async ({
  db,
  tenant,
  row,
  semester,
  now,
}: {
  db: Db;
  tenant: Institution;
  row: BillRow;
  semester: SemesterRow;
  now: Date;
}): Promise<TuitionBill> => {
  const [fees, paid, open] = await Promise.all([
    semesterFees({ db, tenant, studentId: row.studentId, semester: row.semester }),
    paidOn({ db, billId: row.id }),
    db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.billId, row.id),
          eq(paymentTransactions.status, 'waiting'),
          gt(paymentTransactions.expiresAt, now),
        ),
      )
      .orderBy(desc(paymentTransactions.id))
      .limit(1),
  ]);
  const [waiting] = await toTransactions({ db, rows: open, semesterOf: () => row.semester, now });
  const period = paymentPeriodOf({ semesterStart: semester.startDate, period: tenant.tuition.period });
  const standing = paymentStanding({ total: fees.total, paid });
  return {
    id: row.id,
    semester: row.semester,
    semesterName: { vi: semester.name, en: semester.nameEn || semester.name },
    items: fees.items,
    classFees: fees.classFees,
    fixedFees: fees.fixedFees,
    exemption: fees.exemption,
    total: standing.total,
    paid: standing.paid,
    remaining: standing.remaining,
    credit: standing.credit,
    status: standing.status,
    currency: CURRENCY_VND,
    dueDate: period.endDate,
    paymentPeriod: period,
    isInPaymentPeriod: isInPaymentPeriod({ today: todayOf({ tenant, now }), period }),
    waitingTransaction: waiting && waiting.status === 'waiting' ? waiting : null,
  };
};

/** One bill of the signed-in student by id, with its semester (another student's or another tenant's: null). */
export const ownBill = async ({
  db,
  tenant,
  studentId,
  id,
}: {
  db: Db;
  tenant: Institution;
  studentId: number;
  id: number;
}): Promise<{ row: BillRow; semester: SemesterRow } | null> => {
  const [row] = await db
    .select()
    .from(tuitionBills)
    .where(
      and(
        eq(tuitionBills.id, id),
        eq(tuitionBills.rootId, tenant.rootId),
        eq(tuitionBills.studentId, studentId),
      ),
    )
    .limit(1);
  const semester = row ? await semesterOf({ db, rootId: tenant.rootId, semester: row.semester }) : null;
  return row && semester ? { row, semester } : null;
};

/**
 * The signed-in student's bills, newest semester first: one semester when `semester` is given
 * (created on first ask; none when the tenant has no such semester), otherwise every bill so far
 * with the current semester's created on first ask.
 */
export const queryBills = async ({
  db,
  tenant,
  studentId,
  semester,
  now,
}: {
  db: Db;
  tenant: Institution;
  studentId: number;
  semester?: string;
  now: Date;
}): Promise<TuitionBill[]> => {
  const rootId = tenant.rootId;
  const wanted = semester
    ? await semesterOf({ db, rootId, semester })
    : await currentSemester({ db, rootId, today: todayOf({ tenant, now }) });
  if (wanted) await ensureBill({ db, rootId, studentId, semester: wanted.semester });
  if (semester && !wanted) return [];
  const rows = await db
    .select()
    .from(tuitionBills)
    .where(
      and(
        eq(tuitionBills.rootId, rootId),
        eq(tuitionBills.studentId, studentId),
        ...(semester ? [eq(tuitionBills.semester, semester)] : []),
      ),
    )
    .orderBy(desc(tuitionBills.semester));
  const known = await semestersOf({ db, rootId, codes: rows.map((row) => row.semester) });
  return Promise.all(
    rows.flatMap((row) => {
      const found = known.get(row.semester);
      return found ? [toBill({ db, tenant, row, semester: found, now })] : [];
    }),
  );
};
