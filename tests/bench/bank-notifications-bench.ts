import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb } from '../../src/server/db/create-db';
import type { Db } from '../../src/server/db/create-db';
import { tenantBankSecret } from '../../src/features/payments/server/bank-secret';
import { paymentTransactions, tuitionBills } from '../../src/features/payments/server/tables';
import { BANK_SIGNATURE_HEADER, bankSignature } from '../../src/features/payments/shared/bank-signature';
import { newTransferReference } from '../../src/features/payments/shared/transfer-reference';
import type { BenchRow } from './bench-types';
import { load } from './load';
import { startServer } from './start-server';

/** The tenant paid into: unigate (rootId 4, references UG…), reached by its host. */
const TENANT = { code: 'unigate', host: 'unigate.localhost', rootId: 4, prefix: 'UG' } as const;
/** Students seeded per tenant on the bench's own database (the webhook reads none of them but the receipt's). */
const STUDENTS = 200;
/** Waiting transactions per phase: many, so two deliveries rarely queue on one transaction's lock. */
const TRANSACTIONS = 2000;

type Phase = 'quiet' | 'receipts';

/** A database of the bench's own on the run's engine, with the environment a server needs for it. */
const openTarget = async (
  db: 'pglite' | 'postgres',
): Promise<{
  env: Record<string, string>;
  open: () => ReturnType<typeof createDb>;
  outbox: string;
  drop: () => Promise<void>;
}> => {
  const outbox = mkdtempSync(path.join(os.tmpdir(), 'unigate-bench-bank-outbox-'));
  if (db === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'unigate-bench-bank-'));
    return {
      env: { PGLITE_DIR: dir, DATABASE_URL: '', REDIS_URL: '', MAIL_OUTBOX_DIR: outbox },
      open: () => createDb({ databaseUrl: null, pgliteDir: dir }),
      outbox,
      drop: async () => {
        rmSync(dir, { recursive: true, force: true });
        rmSync(outbox, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.DATABASE_URL as string;
  const name = `unigate_bench_bank_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  // As run.ts: this machine's server through its Unix socket (BENCH_PG_TCP=1: loopback TCP).
  const socketDir = ['/var/run/postgresql', '/tmp'].find((dir) =>
    existsSync(path.join(dir, `.s.PGSQL.${url.port || 5432}`)),
  );
  if (socketDir && !process.env.BENCH_PG_TCP && ['127.0.0.1', 'localhost'].includes(url.hostname))
    url.searchParams.set('host', socketDir);
  return {
    env: { DATABASE_URL: url.toString(), MAIL_OUTBOX_DIR: outbox },
    open: () => createDb({ databaseUrl: url.toString(), pgliteDir: '' }),
    outbox,
    drop: async () => {
      rmSync(outbox, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
};

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Waiting transactions for both phases, on bills of made-up semesters of the tenant's students:
 * the `quiet` phase's students have no e-mail (no receipt to render), the `receipts` phase's have.
 */
const openTransactions = async (db: Db) => {
  const students = await studentIds(db);
  const half = Math.floor(students.length / 2);
  const quiet = students.slice(0, half);
  await db.execute(
    sql`update students set email = '' where id in (${sql.join(
      quiet.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const references: Record<Phase, string[]> = { quiet: [], receipts: [] };
  for (const phase of ['quiet', 'receipts'] as const) {
    const owners = phase === 'quiet' ? quiet : students.slice(half);
    for (let start = 0; start < TRANSACTIONS; start += 500) {
      const count = Math.min(500, TRANSACTIONS - start);
      const bills = await db
        .insert(tuitionBills)
        .values(
          Array.from({ length: count }, (_, offset) => ({
            rootId: TENANT.rootId,
            studentId: owners[(start + offset) % owners.length],
            semester: `9${phase === 'quiet' ? 0 : 1}${String(start + offset).padStart(4, '0')}`,
          })),
        )
        .returning({ id: tuitionBills.id, studentId: tuitionBills.studentId });
      const created = await db
        .insert(paymentTransactions)
        .values(
          bills.map((bill) => ({
            rootId: TENANT.rootId,
            studentId: bill.studentId,
            billId: bill.id,
            reference: newTransferReference({ prefix: TENANT.prefix }),
            amount: 5_000_000,
            expiresAt: new Date(Date.now() + 86_400_000),
            checkoutKey: randomBytes(16).toString('hex'),
          })),
        )
        .returning({ reference: paymentTransactions.reference });
      references[phase].push(...created.map((row) => row.reference));
    }
  }
  return references;
};

const studentIds = async (db: Db) =>
  (
    await rowsOf<{ id: string | number }>(
      db,
      sql`select id from students where root_id = ${TENANT.rootId} order by id limit ${STUDENTS}`,
    )
  ).map((row) => Number(row.id));

/** What the load generator saw, by the webhook's answer. */
type Seen = { credited: number; duplicate: number; unmatched: number; refused: number };

/**
 * Signed notifications as a bank sends them, one per request: a new bank transaction id each,
 * except every 10th, which repeats the one before (a bank retry: answered `duplicate`), and every
 * 20th has no reference of ours (`unmatched`). 1,000 VND each, so transactions never fill up.
 */
const notificationLoad = async ({
  baseUrl,
  db,
  phase,
  references,
  durationSeconds,
  connections,
}: {
  baseUrl: string;
  db: string;
  phase: Phase;
  references: string[];
  durationSeconds: number;
  connections: number;
}) => {
  const secret = tenantBankSecret({ tenantCode: TENANT.code });
  const seen: Seen = { credited: 0, duplicate: 0, unmatched: 0, refused: 0 };
  let sent = 0;
  let last = '';
  const setupRequest = (request: autocannon.Request) => {
    sent += 1;
    const isRetry = sent % 10 === 0 && last !== '';
    if (!isRetry) {
      const reference = references[sent % references.length];
      last = JSON.stringify({
        transactionId: `BENCH-${phase}-${sent}`,
        accountNumber: '0011004012345',
        amount: 1_000,
        currency: 'VND',
        description:
          sent % 20 === 1
            ? `CHUYEN TIEN ${sent}`
            : `MBVCB.${sent}.${reference} nop hoc phi.CT tu 1023456789 toi 0011004012345`,
        paidAt: new Date().toISOString(),
      });
    }
    return {
      ...request,
      body: last,
      headers: {
        host: TENANT.host,
        'content-type': 'application/json',
        [BANK_SIGNATURE_HEADER]: bankSignature({ rawBody: last, secret }),
      },
    };
  };
  const onResponse = (status: number, body: string) => {
    if (status !== 200) {
      seen.refused += 1;
      return;
    }
    const answer = (JSON.parse(body) as { status: keyof Seen }).status;
    seen[answer] += 1;
  };
  const result = await autocannon({
    url: `${baseUrl}/api/v1/bank/notifications`,
    method: 'POST',
    headers: { host: TENANT.host, 'content-type': 'application/json' },
    requests: [{ method: 'POST', setupRequest, onResponse }],
    duration: durationSeconds,
    connections,
    pipelining: 1,
  });
  const row: BenchRow = {
    scenario: `POST /api/v1/bank/notifications (${phase === 'quiet' ? 'students without e-mail' : 'receipt PDF mailed per credit'}, ${connections} connections)`,
    db,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
  return { row, seen, errors: result.errors + result.timeouts };
};

/** Double credits: ledger entries beyond one per bank transaction id, and the ledger against the answers. */
const countCredits = async ({ db, phase }: { db: Db; phase: Phase }) => {
  const [counts] = await rowsOf<{ entries: number; distinct_txns: number; notifications: number }>(
    db,
    sql`select count(l.id)::int as entries, count(distinct n.bank_txn_id) filter (where l.id is not null)::int as distinct_txns,
          count(distinct n.id)::int as notifications
        from bank_notifications n left join payment_ledger l on l.notification_id = n.id
        where n.root_id = ${TENANT.rootId} and n.bank_txn_id like ${`BENCH-${phase}-%`}`,
  );
  return { ...counts, doubleCredits: counts.entries - counts.distinct_txns };
};

/**
 * The bank webhook under load on a server of its own (own database on the run's engine, own mail
 * outbox): first notifications for students without an e-mail address (the ingestion alone), then
 * for students with one (each credit also renders and mails a receipt PDF, after the answer). At
 * the end the database is read for double credits; the table's notes say what was seen.
 */
export const runBankNotificationsBench = async ({
  db,
  durationSeconds,
  connections,
}: {
  db: 'pglite' | 'postgres';
  durationSeconds: number;
  connections: number;
}): Promise<BenchRow[]> => {
  const target = await openTarget(db);
  try {
    const seeded = spawnSync(
      'node',
      ['--import', 'tsx', 'scripts/db-seed.ts', '--students', String(STUDENTS), '--teachers', '20'],
      { env: { ...process.env, ...target.env, LOG_LEVEL: 'warn' }, stdio: 'inherit' },
    );
    if (seeded.status !== 0) throw new Error('bench: seeding failed');
    const handle = await target.open();
    const references = await openTransactions(handle.db);
    await handle.close();

    const server = await startServer({ env: target.env, students: STUDENTS });
    const rows: BenchRow[] = [];
    const outcomes: { phase: Phase; seen: Seen; errors: number }[] = [];
    try {
      const bare = await load({
        scenario: 'bank server: bare route GET /api/health',
        db,
        url: `${server.baseUrl}/api/health`,
        durationSeconds: Math.min(10, durationSeconds),
        connections,
      });
      rows.push(bare);
      // A one-row read with a session (the foundation scenario's), as a yardstick of database work.
      const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: TENANT.host },
        body: JSON.stringify({ account: '20230001', password: 'Unigate@2026' }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
      const read = await load({
        scenario: 'bank server: GET /api/v1/auth/session (one-row read)',
        db,
        url: `${server.baseUrl}/api/v1/auth/session`,
        headers: { cookie, host: TENANT.host },
        durationSeconds: Math.min(10, durationSeconds),
        connections,
      });
      rows.push(read);
      for (const phase of ['quiet', 'receipts'] as const) {
        console.log(`[bench] ${db}: bank notifications (${phase})`);
        const { row, seen, errors } = await notificationLoad({
          baseUrl: server.baseUrl,
          db,
          phase,
          references: references[phase],
          durationSeconds,
          connections,
        });
        const percentOf = (base: BenchRow) =>
          `${((row.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)}%`;
        row.notes = `${percentOf(bare)} of this server's bare route, ${percentOf(read)} of its one-row read`;
        rows.push(row);
        outcomes.push({ phase, seen, errors });
      }
    } finally {
      await server.stop();
    }

    const check = await target.open();
    try {
      for (const { phase, seen, errors } of outcomes) {
        const credits = await countCredits({ db: check.db, phase });
        const row = rows.find((candidate) =>
          candidate.scenario.includes(phase === 'quiet' ? 'without' : 'receipt'),
        )!;
        const receipts =
          phase === 'receipts'
            ? `; receipts mailed by the stop: ${readdirSync(target.outbox).filter((name) => name.endsWith('.eml')).length}`
            : '';
        row.notes +=
          `; answers ${seen.credited} credited, ${seen.duplicate} duplicate, ${seen.unmatched} unmatched, ${seen.refused + errors} failed` +
          `; ledger ${credits.entries} entries for ${credits.notifications} stored notifications; double credits ${credits.doubleCredits}` +
          // Requests still in flight when the run ended are credited but their answers not counted.
          (credits.entries - seen.credited >= 0 && credits.entries - seen.credited <= connections
            ? ` (${credits.entries - seen.credited} answered after the end)`
            : ` (LEDGER DOES NOT MATCH the ${seen.credited} credited answers)`) +
          receipts;
      }
    } finally {
      await check.close();
    }
    return rows;
  } finally {
    await target.drop();
  }
};
