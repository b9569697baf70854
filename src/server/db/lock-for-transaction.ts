import { sql } from 'drizzle-orm';
import type { Tx } from './in-transaction';

/**
 * Waits for, then holds until the transaction ends, the lock named `key` (an advisory lock: it
 * guards a rule, not a row). Used where a count is checked before an insert — a quota, a cap —
 * so two requests at once cannot both pass the check.
 */
export const lockForTransaction = async ({ tx, key }: { tx: Tx; key: string }) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
};
