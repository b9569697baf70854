import type { Db } from './create-db';

/** A transaction handle (same query API as the database). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const RETRYABLE = new Set(['40001', '40P01']);

const codeOf = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/** A serialization failure or deadlock: the work may simply be run again. */
export const isRetryable = (error: unknown) => {
  const code = codeOf(error);
  return code !== undefined && RETRYABLE.has(code);
};

/**
 * Runs `work` in a transaction, retrying on serialization failures and deadlocks (PostgreSQL may
 * pick this transaction as a deadlock victim under heavy contention). Nothing is acknowledged
 * before the commit, so a retry never duplicates or loses a decision.
 */
export const inTransaction = async <T>({
  db,
  work,
  attempts = 6,
}: {
  db: Db;
  work: (tx: Tx) => Promise<T>;
  attempts?: number;
}): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryable(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
};
