import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDirectory } from './directory-lock';

/** Drizzle on either engine: the same pg-core query API. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** An open database with its engine name and a way to close it. */
export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  dump?: () => Promise<Blob>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PGlite (embedded, default) or PostgreSQL when a URL is given, and applies migrations.
 * One PGlite directory is opened by one process only (DESIGN §8): while another process holds it,
 * this throws DirectoryLockedError naming that process.
 */
export const createDb = async ({
  databaseUrl,
  pgliteDir,
  poolSize = 20,
  loadDataDir,
}: {
  databaseUrl: string | null;
  pgliteDir: string;
  poolSize?: number;
  /** A PGlite dump (dumpDataDir) to start from: tests load a migrated, seeded template in ~1 s. */
  loadDataDir?: Blob;
}): Promise<DbHandle> => {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    // An idle client dropped by the server (restart, failover, database dropped) must not crash
    // the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
    const db = drizzle({ client: pool, casing: 'snake_case' });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const isOnDisk = !pgliteDir.startsWith('memory://');
  if (isOnDisk) mkdirSync(pgliteDir, { recursive: true });
  // Two processes on one directory both write and silently lose rows: the second is refused.
  const lock = isOnDisk ? lockDirectory({ dir: pgliteDir }) : { release: () => {} };
  let client: InstanceType<typeof PGlite> | null = null;
  try {
    client = await PGlite.create({ dataDir: pgliteDir, ...(loadDataDir ? { loadDataDir } : {}) });
    const opened = client;
    const db = drizzle({ client, casing: 'snake_case' });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
      dump: () => opened.dumpDataDir('gzip'),
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
};
