import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { loadAppConfig } from '../../src/config/index';
import { createDb } from '../../src/server/db/create-db';
import type { DbHandle } from '../../src/server/db/create-db';
import { isTenantSeeded, seedTenant } from '../../src/server/db/seed/run-seed';
import { hashPassword } from '../../src/server/password';
import { adminQuery, templateDatabaseUrl } from './fresh-database';
import { TEST_SCALE } from './test-scale';

/** Migrates (createDb) and seeds every tenant at TEST_SCALE. */
const seedAll = async (handle: DbHandle) => {
  const rootDir = fileURLToPath(new URL('../..', import.meta.url));
  const config = loadAppConfig({ rootDir });
  const passwordHash = await hashPassword('Unigate@2026');
  for (const tenant of config.institutions) {
    if (!(await isTenantSeeded({ db: handle.db, tenant })))
      await seedTenant({ db: handle.db, tenant, scale: TEST_SCALE, passwordHash });
  }
};

/**
 * Builds one migrated and seeded database for the whole run and hands it to every test file:
 * on PGlite a dump (loading it takes about a second), on PostgreSQL (DATABASE_URL) a template
 * database each file copies with CREATE DATABASE … TEMPLATE. Migrating and seeding anew takes many
 * seconds per file.
 */
export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `unigate_template_${process.pid}`;
    await adminQuery(base, `drop database if exists "${name}" with (force)`);
    await adminQuery(base, `create database "${name}"`);
    const handle = await createDb({ databaseUrl: templateDatabaseUrl(base, name), pgliteDir: 'memory://' });
    await seedAll(handle);
    // Nobody may be connected to a template while it is copied.
    await handle.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => adminQuery(base, `drop database if exists "${name}" with (force)`);
  }
  const handle = await createDb({ databaseUrl: null, pgliteDir: 'memory://' });
  await seedAll(handle);
  const dump = await handle.dump!();
  await handle.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'unigate-template-'));
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite dump's file ('' on the PostgreSQL run). */
    pgliteTemplate: string;
    /** The seeded template database's name on the PostgreSQL run ('' on PGlite). */
    pgTemplate: string;
  }
}
