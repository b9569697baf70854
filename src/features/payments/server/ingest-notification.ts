import type { Db } from '../../../server/db/create-db';
import { isUniqueViolation } from '../../../server/db/is-unique-violation';
import { driverStatement } from './driver-statement';
import { INGEST_NOTIFICATION } from './ingest-statements';

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

type Ingested = {
  notification_id: string | number;
  status: 'credited' | 'unmatched';
  transaction_id: string | number | null;
  student_id: string | number | null;
  bill_id: string | number | null;
  reference: string | null;
  ledger_id: string | number | null;
  late: boolean | null;
  is_now_paid: boolean;
};

/** The receipt job that INGEST_NOTIFICATION queues with each credit. */
export type ReceiptJob = { kind: string; maxAttempts: number; timeoutMs: number };

const creditedOf = (row: Ingested, amount: number): CreditedPayment => ({
  notificationId: Number(row.notification_id),
  ledgerId: Number(row.ledger_id),
  transactionId: Number(row.transaction_id),
  studentId: Number(row.student_id),
  billId: Number(row.bill_id),
  reference: row.reference ?? '',
  amount,
  isNowPaid: row.is_now_paid,
  isLate: row.late === true,
});

/**
 * Applies one bank notification with a good signature in one statement (INGEST_NOTIFICATION, its
 * own transaction, with the receipt's job row): recorded once
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
  receiptJob,
}: {
  db: Db;
  isPostgres: boolean;
  rootId: number;
  notification: BankNotification;
  /** Candidate transfer references in the description, best first (transfer-reference.ts). */
  references: string[];
  /** The job row queued with a credit (receipt-mail-job.ts), committed with it. */
  receiptJob: ReceiptJob;
}): Promise<IngestOutcome> => {
  try {
    const rows = await driverStatement({
      db,
      isPostgres,
      statement: {
        name: 'payments.ingest-notification',
        text: INGEST_NOTIFICATION,
        values: [
          rootId,
          notification.transactionId,
          notification.accountNumber,
          notification.amount,
          notification.currency,
          notification.description,
          notification.paidAt,
          references,
          receiptJob.kind,
          receiptJob.maxAttempts,
          receiptJob.timeoutMs,
        ],
      },
    });
    const row = rows[0] as Ingested | undefined;
    if (!row) return { status: 'duplicate' };
    if (row.status === 'unmatched')
      return { status: 'unmatched', notificationId: Number(row.notification_id) };
    return { status: 'credited', credited: creditedOf(row, notification.amount) };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'duplicate' };
    throw error;
  }
};
