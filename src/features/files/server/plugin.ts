import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createFileAccessRegistry } from '../shared/file-access';
import type { FileAccessRegistry } from '../shared/file-access';
import { createFileStore } from './file-store';
import type { FileStore } from './file-store';
import { moveDatabaseBytesToStore } from './move-database-bytes';

/** The files feature as other features use it from their routes.ts. */
export type FilesFacade = FileAccessRegistry & {
  /** The content-addressed store on disk (FILE_STORE_DIR). */
  store: FileStore;
  /** Moves bytes still kept in the database to the store (also run at every start). */
  moveDatabaseBytes: () => Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Uploaded files: the store and who may read what. A feature lets more people read a kind
     * of file with `app.files.registerFileAccess(kind, check)` from its routes.ts, e.g. projects
     * let the project's teachers read its thesis.
     */
    files: FilesFacade;
  }
}

/** Temporary files older than this are left over from a crash (an upload never takes a day). */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

/** App-wide: one file store and one access registry per app; old database bytes moved at start. */
export default fp(
  async (app: FastifyInstance) => {
    const store = createFileStore({ dir: app.settings.fileStoreDir });
    const facade: FilesFacade = {
      ...createFileAccessRegistry(),
      store,
      moveDatabaseBytes: () => moveDatabaseBytesToStore({ db: app.db, store }),
    };
    app.decorate('files', facade);
    app.addHook('onReady', async () => {
      await store.removeStaleTemps({ olderThanMs: STALE_TEMP_MS });
      const moved = await facade.moveDatabaseBytes();
      if (moved > 0)
        app.log.info({ moved, dir: store.dir }, 'moved uploaded files from the database to the file store');
    });
  },
  { name: 'files-store' },
);
