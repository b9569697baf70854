import { and, eq, sql, sum } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Institution } from '../../../config/index';
import type { Db } from '../../../server/db/create-db';
import { lockForTransaction } from '../../../server/db/lock-for-transaction';
import { badRequest } from '../../../server/http-errors';
import { decideFileType, formatBytes } from '../shared/file-types';
import type { FileKindLimits } from '../shared/file-types';
import type { StoredFile } from '../shared/file-access';
import { cleanFileName, sniffFileType } from './detect-file-type';
import { FileTooLargeError } from './file-store';
import type { FileStore } from './file-store';
import { files } from './tables';
import { readZipEntryNames } from './zip-entries';

/** The kind of upload when the request names none: form attachments. */
export const DEFAULT_KIND = 'attachment';

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

/** The tenant's limits for one kind of upload (institutions `files.kinds`), or a 400 naming `kind`. */
export const kindLimits = ({ tenant, kind }: { tenant: Institution; kind: string }): FileKindLimits => {
  const limits = Object.hasOwn(tenant.files.kinds, kind) ? tenant.files.kinds[kind] : undefined;
  if (!limits) {
    throw badRequest({
      field: 'kind',
      reason: `Không có loại tệp "${kind}" / There is no kind of file "${kind}"`,
    });
  }
  return limits;
};

export const tooLarge = (maxBytes: number) =>
  badRequest({
    field: 'file',
    reason: `Tệp vượt quá ${formatBytes(maxBytes)} / The file is larger than ${formatBytes(maxBytes)}`,
  });

const quotaUsed = (quotaBytes: number) =>
  badRequest({
    field: 'file',
    reason: `Đã vượt dung lượng lưu trữ ${formatBytes(quotaBytes)} của tài khoản / Your ${formatBytes(quotaBytes)} storage quota is used up`,
  });

const usedBytes = async ({ db, rootId, userId }: { db: Db; rootId: number; userId: number }) => {
  const [{ used }] = await db
    .select({ used: sum(files.size).mapWith(Number) })
    .from(files)
    .where(and(eq(files.rootId, rootId), eq(files.userId, userId)));
  return used ?? 0;
};

const isZipHead = (head: Buffer) => head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;

/**
 * Receives one upload of a user into the store: streamed to disk (stopped as soon as it passes its
 * kind's size), its type sniffed from the content and matched with its name and kind, then
 * recorded under the user's quota. A refused or failed upload leaves no file and no row.
 */
export const storeUpload = async ({
  db,
  store,
  tenant,
  userId,
  kind,
  fileName,
  source,
  afterReceive,
}: {
  db: Db;
  store: FileStore;
  tenant: Institution;
  userId: number;
  kind: string;
  fileName: string;
  source: Readable;
  /** Runs once the bytes are on disk and before they are recorded (the upload's rest is read). */
  afterReceive?: () => Promise<void>;
}) => {
  const { rootId } = tenant;
  const limits = kindLimits({ tenant, kind });
  const quotaBytes = tenant.files.userQuotaBytes;
  const name = cleanFileName(fileName);
  if (!name) throw badRequest({ field: 'file', reason: 'Tệp không có tên / The file has no name' });
  // Refused before a byte is written when the quota is already used up.
  if ((await usedBytes({ db, rootId, userId })) >= quotaBytes) throw quotaUsed(quotaBytes);
  let received;
  try {
    received = await store.receive({ source, maxBytes: limits.maxBytes });
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge(error.maxBytes);
    throw error;
  }
  try {
    if (received.size === 0) throw badRequest({ field: 'file', reason: 'Tệp rỗng / The file is empty' });
    const zipEntries = isZipHead(received.head) ? await readZipEntryNames(received.tempPath) : null;
    const decision = decideFileType({
      name,
      sniffed: sniffFileType({ head: received.head, zipEntries }),
      limits,
    });
    if ('reason' in decision) throw badRequest({ field: 'file', reason: decision.reason });
    await afterReceive?.();
    const upload = received;
    return await db.transaction(async (tx) => {
      // One upload of a user at a time past this point, so two at once cannot both fit the quota.
      await lockForTransaction({ tx, key: `files:${rootId}:${userId}` });
      if ((await usedBytes({ db: tx, rootId, userId })) + upload.size > quotaBytes)
        throw quotaUsed(quotaBytes);
      const [row] = await tx
        .insert(files)
        .values({ rootId, userId, kind, name, type: decision.mime, size: upload.size, sha256: upload.sha256 })
        .returning({ id: files.id, name: files.name, size: files.size, type: files.type });
      // Inside the transaction: if the bytes cannot be placed, the row is not kept either.
      await upload.commit();
      return toUploadedFile(row);
    });
  } finally {
    await received.discard();
  }
};

/** One file of the tenant (metadata, and whether old bytes still wait in the database), or null. */
export const findFile = async ({
  db,
  rootId,
  id,
}: {
  db: Db;
  rootId: number;
  id: number;
}): Promise<(StoredFile & { hasDatabaseBytes: boolean }) | null> => {
  const [row] = await db
    .select({
      id: files.id,
      rootId: files.rootId,
      userId: files.userId,
      kind: files.kind,
      name: files.name,
      type: files.type,
      size: files.size,
      sha256: files.sha256,
      hasDatabaseBytes: sql<boolean>`${files.content} is not null`,
    })
    .from(files)
    .where(and(eq(files.rootId, rootId), eq(files.id, id)))
    .limit(1);
  return row ?? null;
};
