import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../server/http-errors';
import type { RequestSession } from '../../../server/types';
import { findFile } from './file-service';
import { moveRowToStore } from './move-database-bytes';

const NOT_FOUND = 'Không tìm thấy tệp / File not found';

/**
 * A file the signed-in user may read, with a way to open its bytes. Another user's file (without
 * a rule that allows it) answers exactly as a missing one: no way to learn which ids exist.
 */
export const openDownload = async ({
  app,
  session,
  rootId,
  id,
}: {
  app: FastifyInstance;
  session: RequestSession;
  rootId: number;
  id: number;
}) => {
  const found = await findFile({ db: app.db, rootId, id });
  if (!found) throw notFound(NOT_FOUND);
  const { hasDatabaseBytes, ...file } = found;
  if (!(await app.files.canRead({ db: app.db, session, file }))) throw notFound(NOT_FOUND);
  // A row written by an instance older than the store, after this one started: move it now.
  if (hasDatabaseBytes) await moveRowToStore({ db: app.db, store: app.files.store, id });
  const moved = hasDatabaseBytes ? await findFile({ db: app.db, rootId, id }) : found;
  const stored = moved ?? found;
  if (!(await app.files.store.has(stored.sha256))) {
    app.log.error({ fileId: id, sha256: stored.sha256 }, 'uploaded file missing from the file store');
    throw notFound('Tệp không còn trên máy chủ / The file is no longer on the server');
  }
  return {
    file: { ...file, sha256: stored.sha256, size: stored.size },
    open: () => app.files.store.read(stored.sha256),
  };
};
