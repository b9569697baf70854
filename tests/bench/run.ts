import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { BenchRow, Scenario } from './bench-types';
import { lighthouseRows, printLighthouse, signInCookies } from './lighthouse';
import type { LighthouseRow } from './lighthouse';
import { browserPageWeights } from './page-weight-browser';
import type { BrowserWeightRow } from './page-weight-browser';
import { pageWeight } from './page-weight';
import { startServer } from './start-server';

/**
 * `npm run bench`: load scenarios on PGlite (and PostgreSQL when DATABASE_URL is set) plus page
 * weight, printed as tables with ratios to the bare route measured in the same run.
 * BENCH_DURATION (s per scenario, default 60), BENCH_CONNECTIONS (read scenarios, default 50),
 * BENCH_BURST_CONNECTIONS (registration burst clients, default 200), BENCH_STUDENTS (default 5000),
 * BENCH_ONLY (scenario name parts, comma-separated), BENCH_DB (pglite | postgres), BENCH_KEEP_DB (keep the PostgreSQL database),
 * BENCH_PG_TCP (loopback TCP to a local PostgreSQL instead of its Unix socket),
 * BENCH_SERVER_ARGS (node flags of the server process, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
 * BENCH_ONLY=lighthouse runs only the Lighthouse table (own PGlite server serving the build,
 * BENCH_LIGHTHOUSE_STUDENTS per tenant, default 400; BENCH_LIGHTHOUSE_RUNS per page, default 3).
 */
const durationSeconds = Number(process.env.BENCH_DURATION ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const students = Number(process.env.BENCH_STUDENTS ?? 5000);
const only = process.env.BENCH_ONLY ?? '';

const scenarioDir = path.resolve('tests/bench/scenarios');
const scenarios: Scenario[] = [];
for (const file of readdirSync(scenarioDir)
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  const mod = (await import(pathToFileURL(path.join(scenarioDir, file)).href)) as { scenario: Scenario };
  if (!only || only.split(',').some((part) => mod.scenario.name.includes(part))) scenarios.push(mod.scenario);
}

/**
 * The directory of PostgreSQL's Unix socket when the URL names this machine's server (as a
 * single-host install connects), unless BENCH_PG_TCP=1: on loopback TCP the sender's system call
 * also runs the receiver's TCP work, about a quarter of the server's time on registration day.
 */
const localSocketDir = (url: URL) => {
  if (
    process.env.BENCH_PG_TCP ||
    url.searchParams.has('host') ||
    !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  )
    return null;
  return (
    ['/var/run/postgresql', '/tmp'].find((dir) =>
      existsSync(path.join(dir, `.s.PGSQL.${url.port || 5432}`)),
    ) ?? null
  );
};

const freshPostgres = async (base: string) => {
  const name = `unigate_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const socketDir = localSocketDir(url);
  if (socketDir) url.searchParams.set('host', socketDir);
  const drop = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  console.log(
    `[bench] postgres: the server connects ${socketDir ? `through the Unix socket in ${socketDir} (BENCH_PG_TCP=1: loopback TCP)` : `over TCP to ${url.host}`}`,
  );
  return { url: url.toString(), drop };
};

const targets: {
  db: 'pglite' | 'postgres';
  env: () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>;
}[] = [
  // The embedded default: PGlite and the in-process cache (REDIS_URL is for the PostgreSQL scale-out run).
  {
    db: 'pglite',
    env: async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'unigate-bench-'));
      return {
        env: { PGLITE_DIR: dir, DATABASE_URL: '', REDIS_URL: '' },
        cleanup: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
];
if (process.env.DATABASE_URL) {
  targets.push({
    db: 'postgres',
    env: async () => {
      const fresh = await freshPostgres(process.env.DATABASE_URL as string);
      // BENCH_KEEP_DB=1 keeps the database for a look afterwards (its URL is printed).
      return {
        env: { DATABASE_URL: fresh.url },
        cleanup: process.env.BENCH_KEEP_DB
          ? async () => console.log(`[bench] kept ${fresh.url}`)
          : fresh.drop,
      };
    },
  });
}

/** Signs a demo account in on a started server and returns its Cookie header value. */
const loginOn =
  (baseUrl: string) =>
  async ({ account, host = 'unigate.localhost' }: { account: string; host?: string }) => {
    const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host },
      body: JSON.stringify({ account, password: 'Unigate@2026' }),
    });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
    if (!cookie.startsWith('unigate_sid=')) throw new Error(`bench: login failed for ${account}`);
    return cookie;
  };

const rows: BenchRow[] = [];
// BENCH_DB=pglite or postgres runs one engine only; BENCH_ONLY=lighthouse matches no load scenario.
for (const target of targets.filter(
  (t) => scenarios.length > 0 && (!process.env.BENCH_DB || t.db === process.env.BENCH_DB),
)) {
  const { env, cleanup } = await target.env();
  console.log(`\n[bench] ${target.db}: seeding ${students} students per tenant and starting the server...`);
  const server = await startServer({ env, students });
  const login = loginOn(server.baseUrl);
  try {
    for (const scenario of scenarios) {
      console.log(`[bench] ${target.db}: ${scenario.name}`);
      rows.push(
        ...(await scenario.run({
          baseUrl: server.baseUrl,
          db: target.db,
          durationSeconds,
          connections,
          login,
        })),
      );
    }
  } finally {
    await server.stop();
    await cleanup();
  }
}

// Lighthouse needs the built client, served by a server of its own (the load servers serve no UI).
let lighthouse: LighthouseRow[] | Error | null = null;
let browserWeights: BrowserWeightRow[] | Error | null = null;
if (!only || only.split(',').includes('lighthouse')) {
  const lighthouseStudents = Number(process.env.BENCH_LIGHTHOUSE_STUDENTS ?? 400);
  console.log(
    `\n[bench] lighthouse: seeding ${lighthouseStudents} students per tenant and serving the build...`,
  );
  const lighthouseDir = mkdtempSync(path.join(os.tmpdir(), 'unigate-bench-lh-'));
  const server = await startServer({
    env: {
      PGLITE_DIR: lighthouseDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SERVE_CLIENT: 'true',
    },
    students: lighthouseStudents,
  });
  try {
    lighthouse = await lighthouseRows({ baseUrl: server.baseUrl });
  } catch (error) {
    lighthouse = error as Error;
  }
  try {
    const cookie = await signInCookies({ baseUrl: server.baseUrl });
    browserWeights = await browserPageWeights({ baseUrl: server.baseUrl, cookie });
  } catch (error) {
    browserWeights = error as Error;
  } finally {
    await server.stop();
    rmSync(lighthouseDir, { recursive: true, force: true });
  }
}

const bareOf = (db: string) =>
  rows.find((row) => row.db === db && row.scenario.startsWith('bare route'))?.requestsPerSecond ?? 0;
if (rows.length) {
  console.log(`\nLoad (${durationSeconds} s, ${connections} connections unless the scenario says otherwise)`);
  console.table(
    rows.map((row) => ({
      scenario: row.scenario,
      db: row.db,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'ratio to bare': bareOf(row.db)
        ? `${((row.requestsPerSecond / bareOf(row.db)) * 100).toFixed(1)}%`
        : '-',
      notes: row.notes ?? '',
    })),
  );
}

if (lighthouse instanceof Error) console.log(`\nLighthouse: ${lighthouse.message}`);
else if (lighthouse) printLighthouse(lighthouse);

try {
  const weight = pageWeight();
  console.log('\nPage weight (JavaScript, gzip)');
  console.table([
    { page: 'first screen of /students', 'KB gzip': weight.firstScreenKb.toFixed(1), target: '≤ 150' },
    {
      page: `form page (${weight.formChunk})`,
      'KB gzip': weight.formPageKb.toFixed(1),
      target: 'forms lazy-loaded (includes the first screen)',
    },
  ]);
} catch (error) {
  console.log(`\nPage weight: ${(error as Error).message}`);
}

if (browserWeights instanceof Error) console.log(`\nPage weight in the browser: ${browserWeights.message}`);
else if (browserWeights) {
  console.log('\nPage weight in the browser (hust, 390 px, cold cache, as transferred)');
  console.table(
    browserWeights.map((row) => ({
      page: row.page,
      requests: row.requests,
      'total KB': row.totalKb,
      'scripts KB': row.scriptKb,
      target: row.page.includes('form') ? '≤ 250' : '',
    })),
  );
  const misses = browserWeights.filter((row) => row.page.includes('form') && row.totalKb > 250);
  console.log(
    misses.length
      ? `Form page budget missed: ${misses.map((row) => `${row.page} ${row.totalKb} KB > 250`).join('; ')}`
      : 'Form pages within 250 KB',
  );
}
