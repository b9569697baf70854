import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { BuildAppOptions } from '../../src/server/app';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { TEST_SCALE } from './test-scale';
import { createCache } from '../../src/server/cache/create-cache';
import { createDb } from '../../src/server/db/create-db';
import { seedIfEmpty } from '../../src/server/db/seed/seed-if-empty';
import { freshDatabaseUrl } from './fresh-database';

/** The demo password and account seeded in every tenant. */
export const DEMO = { account: '20230001', password: 'Unigate@2026' } as const;

/**
 * An app on a fresh in-memory PGlite (or on DATABASE_URL when the PostgreSQL run sets it),
 * migrated and seeded small, answering through app.inject.
 */
export const createTestApp = async ({
  students = TEST_SCALE.students,
  teachers = TEST_SCALE.teachers,
  settings = {},
  logStream,
  appConfig,
}: {
  students?: number;
  teachers?: number;
  settings?: BuildAppOptions['settings'];
  /** Log lines go here (the app logs nothing without it). */
  logStream?: NodeJS.WritableStream;
  /** A config of the test's own (e.g. a tenant with a module switched), instead of the project's. */
  appConfig?: BuildAppOptions['appConfig'];
} = {}) => {
  // The run's seeded database (global-setup.ts) fits an app of the test scale.
  const isTestScale = students === TEST_SCALE.students && teachers === TEST_SCALE.teachers;
  const database = await freshDatabaseUrl({ template: (isTestScale && inject('pgTemplate')) || undefined });
  const template = !database.url && isTestScale ? inject('pgliteTemplate') : undefined;
  const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
  const dbHandle = await createDb({
    databaseUrl: database.url,
    pgliteDir: 'memory://',
    poolSize: 10,
    loadDataDir,
  });
  // With REDIS_URL (the PostgreSQL run) each app gets its own key prefix, so counters never leak between files.
  const cache = await createCache({
    redisUrl: process.env.REDIS_URL || null,
    prefix: `unigate-test:${randomBytes(4).toString('hex')}:`,
  });
  // Uploads go to a store of this app's own, never into ./data/files.
  const fileStoreDir = mkdtempSync(path.join(tmpdir(), 'unigate-test-files-'));
  const app = await buildApp({
    dbHandle,
    cache,
    logger: !!logStream,
    logStream,
    appConfig,
    settings: { serveClient: false, fileStoreDir, ...settings },
  });
  await seedIfEmpty({ app, scale: { students, teachers } });
  app.addHook('onClose', async () => {
    await dbHandle.close();
    await cache.close();
    await database.drop();
    rmSync(fileStoreDir, { recursive: true, force: true });
  });
  return app;
};

/** Signs in and returns the session cookie header value ('' when sign-in failed) and the body. */
export const login = async ({
  app,
  host = 'unigate.localhost',
  account = DEMO.account,
  password = DEMO.password,
}: {
  app: FastifyInstance;
  host?: string;
  account?: string;
  password?: string;
}) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host },
    payload: { account, password },
  });
  const cookie = response.cookies.find((c) => c.name === 'unigate_sid');
  return { cookie: cookie ? `unigate_sid=${cookie.value}` : '', body: response.json(), response };
};
