import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '../../../src/server/db/create-db';
import type { Scenario } from '../bench-types';
import { runPlagiarismBench } from '../plagiarism-bench';

/** A database of the bench's own on the same engine as the run (the index is built from scratch). */
const openDb = async (db: 'pglite' | 'postgres') => {
  if (db === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'unigate-bench-plagiarism-'));
    const handle = await createDb({ databaseUrl: null, pgliteDir: dir });
    return { handle, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.DATABASE_URL as string;
  const name = `unigate_bench_plagiarism_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), pgliteDir: '' });
  return {
    handle,
    drop: async () => {
      // BENCH_KEEP_DB=1 keeps the database for a look afterwards (its URL is printed).
      if (process.env.BENCH_KEEP_DB) return console.log(`[bench] kept ${url.toString()}`);
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
};

/**
 * Our plagiarism check: 10,000 generated theses indexed (BENCH_PLAGIARISM_DOCS), then a 30-page
 * thesis (~9,000 words) checked against them; target under 1 s on PGlite and PostgreSQL.
 */
export const scenario: Scenario = {
  name: 'plagiarism',
  run: async ({ db }) => {
    const { handle, drop } = await openDb(db);
    try {
      return await runPlagiarismBench({
        db: handle.db,
        dbName: db,
        documents: Number(process.env.BENCH_PLAGIARISM_DOCS ?? 10_000),
      });
    } finally {
      await handle.close();
      await drop();
    }
  },
};
