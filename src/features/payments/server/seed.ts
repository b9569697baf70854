import { asc, eq } from 'drizzle-orm';
import type { SeedContext } from '../../../server/db/seed/seed-context';
import { students } from '../../people/shared/tables';
import { localDate } from '../../../core/local-date-time';
import { addDays } from '../shared/payment-period';
import { newTransferReference } from '../shared/transfer-reference';
import { ensureBill } from './bill-service';
import { currentSemester, semesterBefore } from './current-semester';
import { semesterFees } from './semester-fees';
import { bankNotifications, paymentLedger, paymentTransactions, policyBeneficiaries } from './tables';

/** After learn records (60): bills are computed from class registrations. */
export const seedOrder = 90;

/** The demo student of every tenant (README). */
const DEMO_STUDENT = '20230001';

/**
 * The demo student owes the current semester's tuition (their registered classes, a bill created
 * now) and paid the semester before in full: a paid transfer, its credited bank notification and
 * its ledger entry, so the history and a receipt exist. A few other students are policy
 * beneficiaries, so exemptions show in their bills.
 */
export const seed = async ({ db, tenant, faker }: SeedContext) => {
  const rootId = tenant.rootId;
  const roster = await db
    .select({ id: students.id, code: students.studentCode })
    .from(students)
    .where(eq(students.rootId, rootId))
    .orderBy(asc(students.studentCode));
  const demo = roster.find((student) => student.code === DEMO_STUDENT);
  const today = localDate({ now: new Date(), timeZone: tenant.registration.timezone });
  const current = await currentSemester({ db, rootId, today });
  if (!demo || !current) return;

  const beneficiaries = faker.helpers.arrayElements(
    roster.filter((student) => student.id !== demo.id),
    Math.min(6, Math.max(roster.length - 1, 0)),
  );
  if (beneficiaries.length > 0)
    await db.insert(policyBeneficiaries).values(
      beneficiaries.map((student) => ({
        rootId,
        studentId: student.id,
        category: faker.number.int({ min: 1, max: 14 }),
      })),
    );

  await ensureBill({ db, rootId, studentId: demo.id, semester: current.semester });
  const earlier = await semesterBefore({ db, rootId, before: current.startDate });
  if (!earlier) return;
  const bill = await ensureBill({ db, rootId, studentId: demo.id, semester: earlier.semester });
  const { total } = await semesterFees({ db, tenant, studentId: demo.id, semester: earlier.semester });
  if (total <= 0) return;
  const createdAt = new Date(`${addDays({ date: earlier.startDate, days: 3 })}T02:15:00Z`);
  const paidAt = new Date(createdAt.getTime() + 6 * 60_000);
  const reference = newTransferReference({
    prefix: tenant.tuition.referencePrefix,
    randomIndex: (size) => faker.number.int({ min: 0, max: size - 1 }),
  });
  const [transaction] = await db
    .insert(paymentTransactions)
    .values({
      rootId,
      studentId: demo.id,
      billId: bill.id,
      reference,
      amount: total,
      method: 'qr',
      status: 'paid',
      expiresAt: new Date(createdAt.getTime() + tenant.tuition.qrExpiryMinutes * 60_000),
      checkoutKey: faker.string.hexadecimal({ length: 48, casing: 'lower', prefix: '' }),
      createdAt,
      paidAt,
    })
    .returning({ id: paymentTransactions.id });
  const [notification] = await db
    .insert(bankNotifications)
    .values({
      rootId,
      bankTxnId: `FT${earlier.semester}${faker.string.numeric(8)}`,
      accountNumber: tenant.tuition.account.accountNumber,
      amount: total,
      currency: 'VND',
      description: `MBVCB.${faker.string.numeric(10)}.${reference} ${DEMO_STUDENT} nop hoc phi.CT tu ${faker.string.numeric(13)}`,
      reference,
      status: 'credited',
      transactionId: transaction.id,
      paidAt,
      receivedAt: paidAt,
    })
    .returning({ id: bankNotifications.id });
  await db.insert(paymentLedger).values({
    rootId,
    studentId: demo.id,
    billId: bill.id,
    notificationId: notification.id,
    transactionId: transaction.id,
    amount: total,
    createdAt: paidAt,
  });
};
