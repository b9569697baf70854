import type { Db } from '../../../server/db/create-db';
import { isRetryable } from '../../../server/db/in-transaction';

type Rows = Record<string, unknown>[];

/** Runs one fixed statement of the transaction: prepared once per connection under `name` on PostgreSQL. */
export type StatementRunner = (statement: { name: string; text: string; values: unknown[] }) => Promise<Rows>;

type PoolClient = {
  query: (query: string | { name: string; text: string; values: unknown[] }) => Promise<{ rows: Rows }>;
  release: (error?: Error) => void;
};
type Pool = { connect: () => Promise<PoolClient> };
type Pglite = {
  transaction: <T>(
    work: (tx: { query: (text: string, values: unknown[]) => Promise<{ rows: Rows }> }) => Promise<T>,
  ) => Promise<T>;
};

const onPool = async <T>(pool: Pool, work: (run: StatementRunner) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(async (statement) => (await client.query(statement)).rows);
    await client.query('commit');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is dropped from the pool, not reused.
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
};

/**
 * Runs `work` in one transaction straight on the driver under drizzle (a node-postgres pool or
 * PGlite), its statements prepared on PostgreSQL: the bank webhook's hot path skips the query
 * builder (as registration's hot-query.ts does). Values are always parameters. Retried on
 * serialization failures and deadlocks like inTransaction; nothing is answered before the commit.
 */
export const driverTransaction = async <T>({
  db,
  isPostgres,
  work,
  attempts = 6,
}: {
  db: Db;
  isPostgres: boolean;
  work: (run: StatementRunner) => Promise<T>;
  attempts?: number;
}): Promise<T> => {
  const client = (db as unknown as { $client: Pool | Pglite }).$client;
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (isPostgres) return await onPool(client as Pool, work);
      return await (client as Pglite).transaction((tx) =>
        work(async ({ text, values }) => (await tx.query(text, values)).rows),
      );
    } catch (error) {
      if (!isRetryable(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
};
