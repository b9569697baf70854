import { createHash } from 'node:crypto';
import { and, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { badRequest } from '../../../server/http-errors';
import { ALLOWED_FILE_TYPES, cleanFileName, detectFileType, extensionOf } from './detect-file-type';
import { files } from './tables';

/** Largest upload (10 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Total a user may keep (200 MB): uploads beyond it are refused. */
export const USER_QUOTA_BYTES = 200 * 1024 * 1024;

const ALLOWED_LIST = 'pdf, docx, xlsx, png, jpg';

/** The UploadedFile wire shape (schemas/entities/file.json). */
export const toUploadedFile = ({
  id,
  name,
  size,
  type,
}: Pick<typeof files.$inferSelect, 'id' | 'name' | 'size' | 'type'>) => ({
  id,
  url: `/api/v1/files/${id}`,
  name,
  size,
  type,
});

/**
 * Stores one upload of a user after checking it: a name, a non-empty content of an allowed kind
 * (detected from the bytes) whose extension matches, and room left in the user's quota.
 */
export const storeFile = async ({
  db,
  rootId,
  userId,
  fileName,
  content,
}: {
  db: Db;
  rootId: number;
  userId: number;
  fileName: string;
  content: Buffer;
}) => {
  const name = cleanFileName(fileName);
  if (!name) throw badRequest({ field: 'file', reason: 'Tệp không có tên / The file has no name' });
  if (content.length === 0) throw badRequest({ field: 'file', reason: 'Tệp rỗng / The file is empty' });
  const extension = extensionOf(name);
  if (!Object.hasOwn(ALLOWED_FILE_TYPES, extension)) {
    throw badRequest({
      field: 'file',
      reason: `Chỉ nhận tệp ${ALLOWED_LIST} / Only ${ALLOWED_LIST} files are accepted`,
    });
  }
  const type = detectFileType(content);
  if (type !== ALLOWED_FILE_TYPES[extension as keyof typeof ALLOWED_FILE_TYPES]) {
    throw badRequest({
      field: 'file',
      reason: `Nội dung tệp không phải định dạng .${extension} / The file content is not a valid .${extension} file`,
    });
  }
  const [{ used }] = await db
    .select({ used: sum(files.size).mapWith(Number) })
    .from(files)
    .where(and(eq(files.rootId, rootId), eq(files.userId, userId)));
  if ((used ?? 0) + content.length > USER_QUOTA_BYTES) {
    throw badRequest({
      field: 'file',
      reason: 'Đã vượt dung lượng lưu trữ 200 MB của tài khoản / Your 200 MB storage quota is used up',
    });
  }
  const [row] = await db
    .insert(files)
    .values({
      rootId,
      userId,
      name,
      type,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content: toBytea(content),
    })
    .returning({ id: files.id, name: files.name, size: files.size, type: files.type });
  return toUploadedFile(row);
};

/**
 * bytea travels as base64 text: PGlite converts binary parameters and results byte by byte
 * (a 5 MB file took ~9 s in and ~2 s out), base64 through decode()/encode() takes well under 1 s.
 */
const toBytea = (content: Buffer) => sql`decode(${content.toString('base64')}, 'base64')`;

/** One stored file of the tenant (with its content), or null. */
export const findFile = async ({ db, rootId, id }: { db: Db; rootId: number; id: number }) => {
  const [row] = await db
    .select({
      id: files.id,
      userId: files.userId,
      name: files.name,
      type: files.type,
      size: files.size,
      sha256: files.sha256,
      base64: sql<string>`encode(${files.content}, 'base64')`,
    })
    .from(files)
    .where(and(eq(files.rootId, rootId), eq(files.id, id)))
    .limit(1);
  if (!row) return null;
  const { base64, ...file } = row;
  // PostgreSQL wraps base64 output every 76 characters; Buffer.from skips the line breaks.
  return { ...file, content: Buffer.from(base64, 'base64') };
};
