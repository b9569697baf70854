import { getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../../server/db/create-db';

/**
 * Inserts many rows in few statements: each chunk travels as ONE jsonb parameter expanded by
 * jsonb_to_recordset, which is far faster than thousands of bind parameters (PGlite especially).
 * Columns no row sets take their database default; a key set on some rows only takes the
 * column's JS default on the others.
 */
export const bulkInsert = async <T extends PgTable>({
  db,
  table,
  rows,
  size = 5000,
}: {
  db: Db;
  table: T;
  rows: T['$inferInsert'][];
  size?: number;
}) => {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table));
  const keys = new Set(rows.flatMap((row) => Object.keys(row as object)));
  const used = columns.filter(([key]) => keys.has(key));
  const names = used.map(([, column]) => (column.keyAsName ? toSnakeCase(column.name) : column.name));
  const list = names.map((name) => `"${name}"`).join(', ');
  const types = used.map(([, column], i) => `"${names[i]}" ${column.getSQLType()}`).join(', ');
  const defaults = Object.fromEntries(
    used.map(([key, column]) => [key, column.hasDefault && !is(column.default, SQL) ? column.default : null]),
  );
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size).map((row) =>
      Object.fromEntries(
        used.map(([key], i) => {
          const value = (row as Record<string, unknown>)[key];
          if (value === undefined && defaults[key] === null)
            throw new Error(
              `bulkInsert ${getTableName(table)}: a row has no ${key} and the column has no plain default`,
            );
          return [
            names[i],
            value === undefined ? defaults[key] : value instanceof Date ? value.toISOString() : value,
          ];
        }),
      ),
    );
    await db.execute(
      sql
        .raw(`insert into "${getTableName(table)}" (${list}) select ${list} from jsonb_to_recordset(`)
        .append(sql`${JSON.stringify(chunk)}::jsonb`)
        .append(sql.raw(`) as x(${types})`)),
    );
  }
};

/** Takes `count` ids from a table's identity sequence in one query (rows can then be inserted with known ids). */
export const reserveIds = async ({ db, table, count }: { db: Db; table: PgTable; count: number }) => {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::bigint as id from generate_series(1, ${count})`,
  );
  return (result as unknown as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id));
};
