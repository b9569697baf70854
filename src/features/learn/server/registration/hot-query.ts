import type { Db } from '../../../../server/db/create-db';

type DriverClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/**
 * Runs a fixed statement straight on the driver under drizzle (a node-postgres pool or PGlite;
 * both answer `{ rows }`), skipping the query builder: registration day's two statements per
 * request cost a third less this way. On PostgreSQL the statement is prepared once per connection
 * under `name`. Values are always parameters, never spliced into the text.
 */
export const hotQuery = async ({
  db,
  isPostgres,
  name,
  text,
  values,
}: {
  db: Db;
  isPostgres: boolean;
  name: string;
  text: string;
  values: unknown[];
}) => {
  const client = (db as unknown as { $client: DriverClient }).$client;
  const result = isPostgres ? await client.query({ name, text, values }) : await client.query(text, values);
  return result.rows;
};
