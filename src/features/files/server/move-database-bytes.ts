import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import type { FileStore } from './file-store';
import { files } from './tables';

/**
 * bytea travels as base64 text: PGlite converts binary results byte by byte (a 5 MB file took
 * ~2 s out), base64 through encode() well under 1 s. PostgreSQL wraps it every 76 characters;
 * Buffer.from skips the line breaks.
 */
const contentOf = async ({ db, id }: { db: Db; id: number }) => {
  const [row] = await db
    .select({ base64: sql<string | null>`encode(${files.content}, 'base64')` })
    .from(files)
    .where(eq(files.id, id));
  return row?.base64 == null ? null : Buffer.from(row.base64, 'base64');
};

/**
 * Moves one row's database bytes into the store and empties its `content`. Safe to run twice and
 * on two instances at once: the store keeps identical bytes once, and only a row still holding
 * bytes is updated. Answers whether the row had bytes to move.
 */
export const moveRowToStore = async ({ db, store, id }: { db: Db; store: FileStore; id: number }) => {
  const content = await contentOf({ db, id });
  if (!content) return false;
  const sha256 = await store.putBuffer(content);
  await db
    .update(files)
    .set({ content: null, sha256, size: content.length })
    .where(and(eq(files.id, id), isNotNull(files.content)));
  return true;
};

/**
 * The data step of migration 0011 (a SQL migration cannot write files): every file uploaded
 * while bytes were kept in the database goes to the store, a few rows at a time. Runs at each
 * start; once nothing is left it costs one query that finds no row. Answers how many moved.
 */
export const moveDatabaseBytesToStore = async ({
  db,
  store,
  batchSize = 20,
}: {
  db: Db;
  store: FileStore;
  batchSize?: number;
}) => {
  let moved = 0;
  for (;;) {
    const rows = await db
      .select({ id: files.id })
      .from(files)
      .where(isNotNull(files.content))
      .orderBy(files.id)
      .limit(batchSize);
    if (rows.length === 0) return moved;
    for (const { id } of rows) {
      if (await moveRowToStore({ db, store, id })) moved += 1;
    }
  }
};
