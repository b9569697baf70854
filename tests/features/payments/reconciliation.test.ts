import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../../src/server/db/create-db';
import { buildApp } from '../../../src/server/app';
import { createDb } from '../../../src/server/db/create-db';
import { createTestApp } from '../../helpers/test-app';
import { TEST_SCALE } from '../../helpers/test-scale';
import { freshOutbox } from '../auth-password-reset/mail-helpers';
import {
  TENANT,
  connectionStringOf,
  deliver,
  notificationFor,
  openTransactions,
  rows,
  signatureOf,
} from './webhook-kit';
import type { Notification, OpenTransaction } from './webhook-kit';

/**
 * A day of bank notifications: signed ones for many students' waiting transactions (several
 * partial transfers each, so some are paid and some are not), some without a reference of ours,
 * some forged; 30 % delivered again (the bank retries), all shuffled and delivered PARALLEL at a
 * time. On PostgreSQL (npm run test:pg) two server instances over one database share the
 * deliveries; on PGlite one instance, fewer of them. The outcome is checked in the database
 * against what was sent, so it holds whatever the order and overlap of the deliveries were.
 */
const isPostgres = !!process.env.DATABASE_URL;
const SIZE = isPostgres
  ? { students: 300, matched: 930, unmatched: 20, forged: 50 }
  : { students: TEST_SCALE.students, matched: 200, unmatched: 10, forged: 20 };
const PARALLEL = 32;

let a: FastifyInstance;
const instances: FastifyInstance[] = [];
beforeAll(async () => {
  a = await createTestApp({ students: SIZE.students, settings: { mailOutboxDir: freshOutbox() } });
  instances.push(a);
  // Receipts are webhook.test.ts's subject; here one PDF per credit would only slow the day down.
  await rows({ app: a, text: `update students set email = '' where root_id = ${TENANT.rootId}` });
  const url = connectionStringOf(a.db);
  if (isPostgres && url) {
    // A second server on the same database through a pool of its own, as behind a load balancer.
    const handle = await createDb({ databaseUrl: url, pgliteDir: '', poolSize: 10 });
    const b = await buildApp({
      dbHandle: handle,
      cache: a.cache,
      logger: false,
      settings: { serveClient: false, mailOutboxDir: a.settings.mailOutboxDir },
    });
    b.addHook('onClose', () => handle.close());
    instances.push(b);
  }
});
afterAll(async () => {
  for (const app of instances.slice(1)) await app.close();
  await a?.close();
  if (a) rmSync(a.settings.mailOutboxDir, { recursive: true, force: true });
});

/** Deterministic pseudo-random numbers (mulberry32): the same day every run. */
const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

type Sent = {
  notification: Notification;
  rawBody: string;
  signature: string;
  kind: 'matched' | 'unmatched' | 'forged';
};

const planDay = (open: OpenTransaction[]) => {
  const random = randomFrom(20_260_101);
  const amount = () => 100_000 + Math.floor(random() * 30) * 100_000;
  const sent: Sent[] = [];
  const add = (notification: Notification, kind: Sent['kind']) => {
    const rawBody = JSON.stringify(notification);
    const signature = signatureOf({ rawBody, tenantCode: kind === 'forged' ? 'not-unigate' : TENANT.code });
    sent.push({ notification, rawBody, signature, kind });
  };
  for (let index = 0; index < SIZE.matched; index += 1) {
    const transaction = open[index % open.length];
    add(notificationFor({ reference: transaction.reference, amount: amount() }), 'matched');
  }
  for (let index = 0; index < SIZE.unmatched; index += 1) {
    add(
      { ...notificationFor({ reference: '-', amount: amount() }), description: `CHUYEN KHOAN ${index}` },
      'unmatched',
    );
  }
  for (let index = 0; index < SIZE.forged; index += 1) {
    add(notificationFor({ reference: open[index % open.length].reference, amount: 9_000_000 }), 'forged');
  }
  // 30 % again; half of those right after the first copy, so both are in flight together.
  const deliveries = [...sent];
  const again = sent.filter(() => random() < 0.3);
  const shuffled = deliveries.concat(again.filter((_, index) => index % 2 === 0));
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
  }
  for (const copy of again.filter((_, index) => index % 2 === 1)) {
    shuffled.splice(shuffled.indexOf(copy) + 1, 0, copy);
  }
  return { sent, deliveries: shuffled, repeated: again.length };
};

/** Delivers everything, PARALLEL at a time, the i-th delivery to instance i mod n. */
const deliverAll = async (deliveries: Sent[]) => {
  const answers: { sent: Sent; status: number; outcome: unknown }[] = [];
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < deliveries.length) {
      const index = nextIndex;
      nextIndex += 1;
      const sent = deliveries[index];
      const app = instances[index % instances.length];
      const answer = await deliver({ app, rawBody: sent.rawBody, signature: sent.signature });
      answers.push({ sent, status: answer.status, outcome: answer.body.status });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return answers;
};

describe(`reconciliation: ${SIZE.matched + SIZE.unmatched + SIZE.forged} notifications, ${isPostgres ? 'two instances on PostgreSQL' : 'one instance on PGlite'}`, () => {
  it('credits every good payment exactly once, keeps the unmatched, refuses and forgets the forged', async () => {
    // About what a student's share of the transfers adds up to: roughly half end up paid.
    const perStudent = Math.round(SIZE.matched / SIZE.students);
    const open = await openTransactions({
      app: a,
      count: SIZE.students,
      amountOf: (index) => perStudent * 1_500_000 + index * 1_000,
    });
    const { sent, deliveries, repeated } = planDay(open);
    expect(repeated).toBeGreaterThan(sent.length * 0.2);

    // Rows of the demo seed are left out: only what this day adds is compared.
    const [before] = await rows<{ notification: string; entry: string }>({
      app: a,
      text: `select (select coalesce(max(id), 0) from bank_notifications)::text as notification,
               (select coalesce(max(id), 0) from payment_ledger)::text as entry`,
    });
    const answers = await deliverAll(deliveries);
    expect(answers).toHaveLength(deliveries.length);

    // Every answer: 401 for the forged, 200 for the others; one first answer per notification, duplicates after.
    for (const answer of answers) expect(answer.status).toBe(answer.sent.kind === 'forged' ? 401 : 200);
    const byTxn = new Map<string, unknown[]>();
    for (const answer of answers.filter((entry) => entry.sent.kind !== 'forged')) {
      const id = answer.sent.notification.transactionId;
      byTxn.set(id, [...(byTxn.get(id) ?? []), answer.outcome]);
    }
    for (const one of sent.filter((entry) => entry.kind !== 'forged')) {
      const outcomes = byTxn.get(one.notification.transactionId) ?? [];
      const first = one.kind === 'matched' ? 'credited' : 'unmatched';
      expect(outcomes.filter((outcome) => outcome === first)).toHaveLength(1);
      expect(
        outcomes.filter((outcome) => outcome !== first).every((outcome) => outcome === 'duplicate'),
      ).toBe(true);
    }

    // The database: what was sent, once.
    const stored = await rows<{ bank_txn_id: string; status: string }>({
      app: a,
      text: `select bank_txn_id, status from bank_notifications where id > ${before.notification}`,
    });
    const good = sent.filter((entry) => entry.kind !== 'forged');
    expect(stored.map((row) => row.bank_txn_id).sort()).toEqual(
      good.map((entry) => entry.notification.transactionId).sort(),
    );
    expect(stored.filter((row) => row.status === 'unmatched')).toHaveLength(SIZE.unmatched);

    const matched = sent.filter((entry) => entry.kind === 'matched');
    const [ledger] = await rows<{ entries: number; total: string; notifications: number }>({
      app: a,
      text: `select count(*)::int as entries, coalesce(sum(amount), 0)::text as total,
               count(distinct notification_id)::int as notifications
             from payment_ledger where id > ${before.entry}`,
    });
    expect(ledger).toEqual({
      entries: matched.length,
      notifications: matched.length,
      total: String(matched.reduce((sum, entry) => sum + entry.notification.amount, 0)),
    });

    // Each transaction: its entries add up to what was sent for it, and it is paid exactly when they cover it.
    // `running` is the transaction's own total, kept by the crediting statement: it must equal the ledger's.
    const perTransaction = await rows<{
      id: string;
      amount: string;
      status: string;
      credited: string;
      running: string;
    }>({
      app: a,
      text: `select t.id::text, t.amount::text, t.status, t.credited::text as running,
               coalesce((select sum(l.amount) from payment_ledger l where l.transaction_id = t.id), 0)::text as credited
             from payment_transactions t where t.id in (${open.map((transaction) => transaction.id).join(', ')})`,
    });
    const expected = new Map<string, number>();
    for (const entry of matched) {
      const reference = open.find((transaction) =>
        entry.notification.description.includes(transaction.reference),
      )!;
      expected.set(
        String(reference.id),
        (expected.get(String(reference.id)) ?? 0) + entry.notification.amount,
      );
    }
    for (const transaction of perTransaction) {
      const owed = expected.get(transaction.id) ?? 0;
      expect({
        id: transaction.id,
        credited: Number(transaction.credited),
        running: Number(transaction.running),
      }).toEqual({ id: transaction.id, credited: owed, running: owed });
      expect({ id: transaction.id, status: transaction.status }).toEqual({
        id: transaction.id,
        status: owed >= Number(transaction.amount) ? 'paid' : 'waiting',
      });
    }
    const paid = perTransaction.filter((transaction) => transaction.status === 'paid').length;
    // The plan leaves both kinds, so the rule "paid when covered" is exercised both ways.
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThan(perTransaction.length);
  });
});

/**
 * Holds every statement recording a bank notification until `count` of them wait, then lets them
 * all go: the deliveries reach the database together, before any has recorded anything.
 */
const statementGate = (count: number) => {
  let waiting: (() => void)[] = [];
  let isOpen = false;
  return async (text: string) => {
    if (isOpen || !/insert into "?bank_notifications"?/.test(text)) return;
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length >= count) {
        isOpen = true;
        waiting.forEach((go) => go());
        waiting = [];
      }
    });
  };
};

/** A server instance over its own pool whose connections pass each statement through `gate` first. */
const gatedInstance = async ({ url, gate }: { url: string; gate: (text: string) => Promise<void> }) => {
  const pool = new pg.Pool({ connectionString: url, max: 6 });
  // As create-db.ts does: the database dropped at the end terminates idle clients, which must not
  // surface as an unhandled 'error' event of the pool.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args) => {
      await gate(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text);
      return query(...args);
    };
  });
  const db = drizzle({ client: pool, casing: 'snake_case' }) as unknown as Db;
  const app = await buildApp({
    dbHandle: { db, kind: 'postgres', close: () => pool.end() },
    cache: a.cache,
    logger: false,
    settings: { serveClient: false, mailOutboxDir: a.settings.mailOutboxDir },
  });
  app.addHook('onClose', () => pool.end());
  instances.push(app);
  return app;
};

describe.skipIf(!isPostgres)('reconciliation: one notification racing on two instances (PostgreSQL)', () => {
  it('eight deliveries that all reach the database together credit once; the unmatched are kept once', async () => {
    const url = connectionStringOf(a.db)!;
    const [transaction] = await openTransactions({
      app: a,
      count: 1,
      semester: '88881',
      amountOf: () => 3_000_000,
    });
    const notification = notificationFor({ reference: transaction.reference, amount: 3_000_000 });
    const unmatched = {
      ...notificationFor({ reference: '-', amount: 50_000 }),
      description: 'TRA TIEN NUOC',
    };
    let gate = statementGate(8);
    const pair = [
      await gatedInstance({ url, gate: (text) => gate(text) }),
      await gatedInstance({ url, gate: (text) => gate(text) }),
    ];
    for (const body of [notification, unmatched]) {
      gate = statementGate(8);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => deliver({ app: pair[index % 2], notification: body })),
      );
      const first = body === notification ? 'credited' : 'unmatched';
      expect(answers.map((answer) => answer.body.status).sort()).toEqual(
        [first, ...Array(7).fill('duplicate')].sort(),
      );
    }
    const ledger = await rows<{ entries: number }>({
      app: a,
      text: `select count(*)::int as entries from payment_ledger where transaction_id = ${transaction.id}`,
    });
    expect(ledger).toEqual([{ entries: 1 }]);
    const stored = await rows<{ n: number }>({
      app: a,
      text: `select count(*)::int as n from bank_notifications
             where bank_txn_id in ('${notification.transactionId}', '${unmatched.transactionId}')`,
    });
    expect(stored).toEqual([{ n: 2 }]);
  });
});
