import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With DATABASE_URL set (the PostgreSQL run), each test file gets its own database created from
 * that server and dropped afterwards; without it, an in-memory PGlite is used.
 */
export const freshDatabaseUrl = async (): Promise<{ url: string | null; drop: () => Promise<void> }> => {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: null, drop: async () => {} };
  const name = `unigate_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
};
