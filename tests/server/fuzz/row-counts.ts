import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

type Rows<T> = { rows: T[] };

/** Rows per table, for every base table of the public schema (read from information_schema, so a new table is counted too). */
export const createRowCounter = async (app: FastifyInstance) => {
  const tables = (
    (await app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as Rows<{ table_name: string }>
  ).rows.map((row) => row.table_name);
  // One statement for all tables: the counts are taken from one snapshot.
  const statement = sql.raw(
    `select ${tables.map((table, i) => `(select count(*) from "${table.replace(/"/g, '""')}")::int as c${i}`).join(', ')}`,
  );
  return {
    tables,
    count: async (): Promise<Record<string, number>> => {
      const [row] = ((await app.db.execute(statement)) as unknown as Rows<Record<string, number>>).rows;
      return Object.fromEntries(tables.map((table, i) => [table, Number(row[`c${i}`])]));
    },
  };
};

/**
 * Tables that change on any call, whatever its input: the answer to a call carrying an
 * Idempotency-Key (which the client sends on every mutating call, as the fuzz does) is kept for
 * its retries, a refusal by the handler included.
 */
const CHANGE_ON_ANY_CALL = new Set(['idempotent_answers']);

/** The tables whose count differs, as `table: before -> after`. */
export const changedCounts = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys({ ...before, ...after })
    .filter((table) => !CHANGE_ON_ANY_CALL.has(table) && before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} -> ${after[table]}`);
