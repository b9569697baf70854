import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const id = () => bigint({ mode: 'number' });
const stamp = () => timestamp({ mode: 'date', withTimezone: true });

/**
 * A student's tuition bill of one semester (docs/payments.md): created when first asked for; `id`
 * is the SPEC "payment" id. The total is computed from registered classes and the tenant's config,
 * never stored from the browser.
 */
export const tuitionBills = pgTable(
  'tuition_bills',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    studentId: id().notNull(),
    /** Semester code, e.g. '20251'. */
    semester: text().notNull(),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rootId, t.studentId, t.semester)],
);

/**
 * A waiting transfer: `waiting` → `paid` | `expired` (an expired one paid late becomes `paid` with
 * `late` true). Whether a waiting one has expired is computed from `expiresAt`. At most one
 * `waiting` row per bill (partial unique index), so a double click cannot open two.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    studentId: id().notNull(),
    billId: id().notNull(),
    /** Transfer content the bank carries back, e.g. 'UG26A7K3Q9'. */
    reference: text().notNull(),
    /** VND, integer. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** qr or card. */
    method: text().notNull().default('qr'),
    /** waiting, paid or expired. */
    status: text().notNull().default('waiting'),
    late: boolean().notNull().default(false),
    /**
     * VND credited so far: the sum of this transaction's ledger entries, kept by the statement that
     * appends each entry (ingest-statements.ts), so crediting needs no read of the ledger.
     */
    credited: bigint({ mode: 'number' }).notNull().default(0),
    expiresAt: stamp().notNull(),
    /** Random key of the SPEC §5 checkout signature, given only to the owner. */
    checkoutKey: text().notNull(),
    createdAt: stamp().notNull().defaultNow(),
    paidAt: stamp(),
  },
  (t) => [
    uniqueIndex().on(t.reference),
    uniqueIndex('payment_transactions_one_waiting_per_bill')
      .on(t.billId)
      .where(sql`${t.status} = 'waiting'`),
    index().on(t.rootId, t.studentId),
    index().on(t.billId),
  ],
);

/**
 * Every bank notification with a good signature. A repeat (same root and bank transaction id) is a
 * no-op by the unique constraint (`insert … on conflict do nothing`). `credited` or `unmatched`
 * (no reference found: kept for staff).
 */
export const bankNotifications = pgTable(
  'bank_notifications',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    /** The bank's transaction id. */
    bankTxnId: text().notNull(),
    accountNumber: text().notNull().default(''),
    /** VND, integer. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('VND'),
    description: text().notNull().default(''),
    /** The reference found in the description ('' when none). */
    reference: text().notNull().default(''),
    /** credited or unmatched. */
    status: text().notNull(),
    /** The matched waiting transaction (-1 none). */
    transactionId: id().notNull().default(-1),
    paidAt: stamp().notNull(),
    receivedAt: stamp().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rootId, t.bankTxnId), index().on(t.rootId, t.status)],
);

/**
 * Append-only ledger (a database trigger refuses UPDATE and DELETE): one entry per credited
 * notification. Paid = sum of `amount`; under- and over-payments are kept, debt or credit is derived.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    studentId: id().notNull(),
    billId: id().notNull(),
    notificationId: id().notNull(),
    transactionId: id().notNull().default(-1),
    /** VND, signed. */
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.notificationId),
    index().on(t.rootId, t.studentId, t.createdAt),
    index().on(t.billId),
  ],
);

/**
 * SPEC §4 policy-beneficiary categories (1–14) a student is recognised under, as confirmed by the
 * student affairs office; the tenant's `tuition.exemptions` turn them into a tuition exemption.
 */
export const policyBeneficiaries = pgTable(
  'policy_beneficiaries',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    studentId: id().notNull(),
    /** SPEC §4 policyBeneficiary, 1..14. */
    category: integer().notNull(),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rootId, t.studentId, t.category)],
);
