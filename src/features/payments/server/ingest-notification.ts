import type { Db } from '../../../server/db/create-db';
import { isUniqueViolation } from '../../../server/db/is-unique-violation';
import { driverTransaction } from './driver-transaction';
import type { StatementRunner } from './driver-transaction';
import { CREDIT_NOTIFICATION, RECORD_NOTIFICATION } from './ingest-statements';

/** The bank's notification body (docs/payments.md "Bank webhook"), already schema-checked. */
export type BankNotification = {
  /** The bank's own transaction id: a repeat with the same id is a duplicate. */
  transactionId: string;
  accountNumber: string;
  /** VND received, integer > 0. */
  amount: number;
  currency: 'VND';
  /** The transfer content as the bank carries it (the reference somewhere inside). */
  description: string;
  /** ISO date-time the money moved. */
  paidAt: string;
};

/** What a credited notification did: the student's new ledger entry and its transaction's state. */
export type CreditedPayment = {
  notificationId: number;
  ledgerId: number;
  transactionId: number;
  studentId: number;
  billId: number;
  reference: string;
  /** VND as received (may be more or less than the transaction asked). */
  amount: number;
  /** The transaction is paid now (this entry completed it). */
  isNowPaid: boolean;
  /** Paid after the transaction had expired. */
  isLate: boolean;
};

/** The outcome of one notification: `credited` carries what it changed. */
export type IngestOutcome =
  | { status: 'duplicate' }
  | { status: 'unmatched'; notificationId: number }
  | { status: 'credited'; credited: CreditedPayment };

type Recorded = {
  notification_id: string | number;
  status: 'credited' | 'unmatched';
  transaction_id: string | number | null;
  student_id: string | number | null;
  bill_id: string | number | null;
  reference: string | null;
};

type Credit = { ledger_id: string | number; late: boolean | null; is_now_paid: boolean };

const record = async ({
  run,
  rootId,
  notification,
  references,
}: {
  run: StatementRunner;
  rootId: number;
  notification: BankNotification;
  references: string[];
}) => {
  const rows = await run({
    name: 'payments.record-notification',
    text: RECORD_NOTIFICATION,
    values: [
      rootId,
      notification.transactionId,
      notification.accountNumber,
      notification.amount,
      notification.currency,
      notification.description,
      notification.paidAt,
      references,
    ],
  });
  return (rows[0] as Recorded | undefined) ?? null;
};

const credit = async ({
  run,
  rootId,
  notification,
  recorded,
}: {
  run: StatementRunner;
  rootId: number;
  notification: BankNotification;
  recorded: Recorded;
}): Promise<CreditedPayment> => {
  const transactionId = Number(recorded.transaction_id);
  const billId = Number(recorded.bill_id);
  const studentId = Number(recorded.student_id);
  const notificationId = Number(recorded.notification_id);
  const [row] = (await run({
    name: 'payments.credit-notification',
    text: CREDIT_NOTIFICATION,
    values: [
      rootId,
      studentId,
      billId,
      notificationId,
      transactionId,
      notification.amount,
      notification.paidAt,
    ],
  })) as Credit[];
  return {
    notificationId,
    ledgerId: Number(row.ledger_id),
    transactionId,
    studentId,
    billId,
    reference: recorded.reference ?? '',
    amount: notification.amount,
    isNowPaid: row.is_now_paid,
    isLate: row.late === true,
  };
};

/**
 * Applies one bank notification with a good signature in one database transaction: recorded once
 * (a repeat is `duplicate`, also when two instances receive it at the same moment: the unique
 * constraint decides and a unique violation counts as a repeat), matched by the reference found in
 * the description (`references`, best first) to a transaction of this tenant, expired or not, and
 * credited to the ledger; without a match it is kept as `unmatched` for staff.
 */
export const ingestNotification = async ({
  db,
  isPostgres,
  rootId,
  notification,
  references,
}: {
  db: Db;
  isPostgres: boolean;
  rootId: number;
  notification: BankNotification;
  /** Candidate transfer references in the description, best first (transfer-reference.ts). */
  references: string[];
}): Promise<IngestOutcome> => {
  try {
    return await driverTransaction({
      db,
      isPostgres,
      work: async (run): Promise<IngestOutcome> => {
        const recorded = await record({ run, rootId, notification, references });
        if (!recorded) return { status: 'duplicate' };
        if (recorded.status === 'unmatched')
          return { status: 'unmatched', notificationId: Number(recorded.notification_id) };
        return { status: 'credited', credited: await credit({ run, rootId, notification, recorded }) };
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'duplicate' };
    throw error;
  }
};
