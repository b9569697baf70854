import type { Db } from '../../../server/db/create-db';
import { isRetryable } from '../../../server/db/in-transaction';

type Rows = Record<string, unknown>[];

/** One fixed statement: prepared once per connection under `name` on PostgreSQL. */
export type DriverStatement = { name: string; text: string; values: unknown[] };

type Pool = { query: (query: DriverStatement) => Promise<{ rows: Rows }> };
type Pglite = { query: (text: string, values: unknown[]) => Promise<{ rows: Rows }> };

/**
 * Runs one statement straight on the driver under drizzle (a node-postgres pool or PGlite), in its
 * own transaction, prepared on PostgreSQL: the bank webhook's hot path is one round trip and skips
 * the query builder (as registration's hot-query.ts does). Values are always parameters. Retried on
 * serialization failures and deadlocks like inTransaction.
 */
export const driverStatement = async ({
  db,
  isPostgres,
  statement,
  attempts = 6,
}: {
  db: Db;
  isPostgres: boolean;
  statement: DriverStatement;
  attempts?: number;
}): Promise<Rows> => {
  const client = (db as unknown as { $client: Pool | Pglite }).$client;
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (isPostgres) return (await (client as Pool).query(statement)).rows;
      return (await (client as Pglite).query(statement.text, statement.values)).rows;
    } catch (error) {
      if (!isRetryable(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
};
