import { pathToFileURL } from 'node:url';
import { Faker, vi as viLocale, en as enLocale, base } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Institution } from '../../../config/index';
import { featureFiles } from '../../plugins/load-features';
import type { Db } from '../create-db';
import type { SeedModule } from './seed-context';

/** The password of every demo account (printed at start and in README). */
export const DEMO_PASSWORD = 'Unigate@2026';

/** Default volume per tenant (issue: at least 2,000 students and 150 teachers). */
export const DEFAULT_SCALE = { students: 2000, teachers: 150 };

const loadSeedModules = async () => {
  const modules: (SeedModule & { file: string })[] = [];
  for (const file of featureFiles('seed.ts')) {
    const mod = (await import(pathToFileURL(file).href)) as SeedModule;
    modules.push({ ...mod, file });
  }
  return modules.sort((a, b) => a.seedOrder - b.seedOrder);
};

/** True when the tenant's root unit is already in the database. */
export const isTenantSeeded = async ({ db, tenant }: { db: Db; tenant: Institution }) => {
  const result = await db.execute(sql`select 1 from edu_units where id = ${tenant.rootId}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
};

/** Seeds one tenant with deterministic data (fixed faker seed from the rootId), in one transaction. */
export const seedTenant = async ({
  db,
  tenant,
  scale = DEFAULT_SCALE,
  passwordHash,
}: {
  db: Db;
  tenant: Institution;
  scale?: typeof DEFAULT_SCALE;
  passwordHash: string;
}) => {
  const modules = await loadSeedModules();
  const faker = new Faker({ locale: [viLocale, enLocale, base] });
  faker.seed(20_260_000 + tenant.rootId);
  faker.setDefaultRefDate(new Date('2026-11-01T00:00:00Z'));
  await db.transaction(async (tx) => {
    for (const mod of modules) {
      await mod.seed({
        db: tx as unknown as Db,
        tenant,
        faker,
        scale,
        demo: { password: DEMO_PASSWORD, passwordHash },
      });
    }
  });
  await resetSequences({ db });
};

/** After inserts with explicit ids, move every identity sequence past the largest id. */
const resetSequences = async ({ db }: { db: Db }) => {
  const result = await db.execute(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id' and is_identity = 'YES'`,
  );
  for (const { table_name: table } of (result as unknown as { rows: { table_name: string }[] }).rows) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), greatest((select coalesce(max(id), 0) from "${table}"), 1))`,
      ),
    );
  }
};
