import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';

type Rows<T> = { rows: T[] };

/** One uploaded file as another feature needs it: its id and size. */
export type OwnedFile = { id: number; size: number };

/**
 * The files among `ids` that the user uploaded in the tenant (other features read the `files`
 * table through this shared helper, never the files feature's server code). Ids of another user
 * or tenant are simply absent from the answer.
 */
export const ownedFiles = async ({
  db,
  rootId,
  userId,
  ids,
}: {
  db: Db;
  rootId: number;
  userId: number;
  ids: readonly number[];
}): Promise<Map<number, OwnedFile>> => {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select id, size from files where root_id = ${rootId} and user_id = ${userId} and id in (${list})`,
  )) as unknown as Rows<{ id: number | string; size: number | string }>;
  return new Map(
    result.rows.map((row) => [Number(row.id), { id: Number(row.id), size: Number(row.size) }] as const),
  );
};

/** Name, size and type of files referenced by a project (any owner in the tenant), for the detail page. */
export const describeFiles = async ({
  db,
  rootId,
  ids,
}: {
  db: Db;
  rootId: number;
  ids: readonly number[];
}) => {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select id, name, size, type from files where root_id = ${rootId} and id in (${list}) order by id`,
  )) as unknown as Rows<{ id: number | string; name: string; size: number | string; type: string }>;
  return result.rows.map((row) => ({
    id: Number(row.id),
    url: `/api/v1/files/${Number(row.id)}`,
    name: row.name,
    size: Number(row.size),
    type: row.type,
  }));
};
