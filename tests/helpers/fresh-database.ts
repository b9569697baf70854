import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The database name part of a PostgreSQL URL. */
const withDatabase = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one statement on the server of `base` (CREATE/DROP DATABASE cannot run in a transaction). */
export const adminQuery = async (base: string, statement: string) => {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/**
 * With DATABASE_URL set (the PostgreSQL run), each test file gets its own database created from
 * that server and dropped afterwards; without it, an in-memory PGlite is used. `template` names a
 * migrated and seeded database (global-setup.ts) to copy: PostgreSQL copies it in well under a
 * second, where migrating and seeding anew takes many.
 */
export const freshDatabaseUrl = async ({ template }: { template?: string } = {}): Promise<{
  url: string | null;
  drop: () => Promise<void>;
}> => {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: null, drop: async () => {} };
  const name = `unigate_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return {
    url: withDatabase(base, name),
    drop: () => adminQuery(base, `drop database if exists "${name}" with (force)`),
  };
};

/** A database of its own on the server of `base`, for a template (global-setup.ts). */
export const templateDatabaseUrl = (base: string, name: string) => withDatabase(base, name);
