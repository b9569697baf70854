/** unpaid: nothing paid yet; partial: some paid, some owed; paid: nothing owed (credit possible). */
export type BillStatus = 'unpaid' | 'partial' | 'paid';

/** What a bill stands at. */
export type PaymentStanding = {
  total: number;
  /** Sum of the bill's ledger entries. */
  paid: number;
  /** Still owed (≥ 0). */
  remaining: number;
  /** Paid beyond the total (≥ 0), kept as the student's credit. */
  credit: number;
  status: BillStatus;
};

/** Paid, remaining, credit and status from the fee total and the ledger sum (amounts in VND). */
export const paymentStanding = ({ total, paid }: { total: number; paid: number }): PaymentStanding => {
  const remaining = Math.max(total - paid, 0);
  const credit = Math.max(paid - total, 0);
  let status: BillStatus = 'paid';
  if (remaining > 0) status = paid > 0 ? 'partial' : 'unpaid';
  return { total, paid, remaining, credit, status };
};

/** A waiting transfer as stored: `waiting`, `paid` or `expired`. */
export type StoredTransactionStatus = 'waiting' | 'paid' | 'expired';

/**
 * What a transaction shows: a stored `waiting` one whose expiry has passed is `expired` (no job
 * needs to flip it); `paid` stays paid.
 */
export const transactionState = ({
  status,
  expiresAt,
  now,
}: {
  status: StoredTransactionStatus;
  expiresAt: Date;
  now: Date;
}): StoredTransactionStatus => (status === 'waiting' && expiresAt <= now ? 'expired' : status);
