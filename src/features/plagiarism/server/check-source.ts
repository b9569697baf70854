import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../server/http-errors';
import { CHECKABLE_TYPES } from './extract-text';

type Rows<T> = { rows: T[] };

/** An uploaded file of the user (the files feature's `files` table, read by name), or null. */
export const findOwnFile = async ({
  app,
  rootId,
  userId,
  fileId,
}: {
  app: FastifyInstance;
  rootId: number;
  userId: number;
  fileId: number;
}) => {
  const result = (await app.db.execute(sql`
    select id, name, type, sha256 from files
    where root_id = ${rootId} and id = ${fileId} and user_id = ${userId}`)) as unknown as Rows<{
    id: number | string;
    name: string;
    type: string;
    sha256: string;
  }>;
  const row = result.rows[0];
  return row ? { id: Number(row.id), name: row.name, type: row.type, sha256: row.sha256 } : null;
};

/** A file a check may read: the user's own, of a checkable type; otherwise 404 / 400 naming fileId. */
export const checkableFile = async (context: Parameters<typeof findOwnFile>[0]) => {
  const file = await findOwnFile(context);
  if (!file) throw notFound('Không tìm thấy tệp / File not found');
  if (!Object.values(CHECKABLE_TYPES).includes(file.type as never))
    throw badRequest({
      field: 'fileId',
      reason: 'Chỉ kiểm tra được tệp PDF hoặc DOCX / Only PDF and DOCX files can be checked',
    });
  return file;
};

/** The bytes of a stored file: from the file store on disk, or the database while not yet moved. */
export const readStoredFile = async ({
  app,
  rootId,
  file,
}: {
  app: FastifyInstance;
  rootId: number;
  file: { id: number; sha256: string };
}) => {
  if (await app.files.store.has(file.sha256)) return readFile(app.files.store.pathOf(file.sha256));
  const result = (await app.db.execute(sql`
    select encode(content, 'base64') as base64 from files
    where root_id = ${rootId} and id = ${file.id} and content is not null`)) as unknown as Rows<{
    base64: string;
  }>;
  const base64 = result.rows[0]?.base64;
  if (base64 === undefined) throw new Error(`file ${file.id} has no stored content`);
  return Buffer.from(base64, 'base64');
};
