import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { loadAppConfig } from '../../src/config/index';
import { createDb } from '../../src/server/db/create-db';
import { isTenantSeeded, seedTenant } from '../../src/server/db/seed/run-seed';
import { hashPassword } from '../../src/server/password';
import { TEST_SCALE } from './test-scale';

/**
 * Builds one migrated and seeded PGlite database for the whole run and hands its dump to every
 * test file (loading a dump takes about a second; migrating and seeding anew takes many).
 * Skipped for the PostgreSQL run, where each file creates its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const rootDir = fileURLToPath(new URL('../..', import.meta.url));
  const config = loadAppConfig({ rootDir });
  const handle = await createDb({ databaseUrl: null, pgliteDir: 'memory://' });
  const passwordHash = await hashPassword('Unigate@2026');
  for (const tenant of config.institutions) {
    if (!(await isTenantSeeded({ db: handle.db, tenant })))
      await seedTenant({ db: handle.db, tenant, scale: TEST_SCALE, passwordHash });
  }
  const dump = await handle.dump!();
  await handle.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'unigate-template-'));
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
