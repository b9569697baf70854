import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createDb } from '../../src/server/db/create-db';
import type { DbHandle } from '../../src/server/db/create-db';
import { createJobRunner, JobRejection } from '../../src/server/jobs/job-runner';
import { jobs } from '../../src/server/jobs/jobs-table';
import { freshDatabaseUrl } from '../helpers/fresh-database';

describe('job runner', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await freshDatabaseUrl();
    drop = database.drop;
    handle = await createDb({ databaseUrl: database.url, pgliteDir: 'memory://', poolSize: 4 });
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  const stateOf = async (id: number) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it('runs a job to done with its result', async () => {
    const runner = createJobRunner({ db: handle.db });
    runner.register('test.double', {
      handler: async ({ payload }) => ({ value: (payload as { n: number }).n * 2 }),
    });
    const id = await runner.enqueue({ rootId: 1, kind: 'test.double', payload: { n: 21 } });
    expect((await stateOf(id)).state).toBe('queued');
    await runner.drain();
    const job = await runner.get({ id, rootId: 1 });
    expect(job).toMatchObject({ state: 'done', attempts: 1, result: { value: 42 } });
    expect(await runner.get({ id, rootId: 2 })).toBeNull();
  });

  it('retries a failing job after a back-off, then rejects it after maxAttempts and calls onRejected', async () => {
    const runner = createJobRunner({ db: handle.db });
    const rejected: string[] = [];
    let runs = 0;
    runner.register('test.flaky', {
      maxAttempts: 2,
      handler: async () => {
        runs += 1;
        throw new Error(`boom ${runs}`);
      },
      onRejected: async ({ reason }) => {
        rejected.push(reason);
      },
    });
    const id = await runner.enqueue({ rootId: 1, kind: 'test.flaky', payload: {} });
    await runner.drain();
    expect(await stateOf(id)).toMatchObject({ state: 'queued', attempts: 1, error: 'boom 1' });
    // Not due yet (1 s back-off): nothing runs.
    expect(await runner.runOnce()).toBe(false);
    await handle.db
      .update(jobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    await runner.drain();
    expect(await stateOf(id)).toMatchObject({ state: 'rejected', attempts: 2, error: 'boom 2' });
    expect(rejected).toEqual(['boom 2']);
  });

  it('rejects at once on JobRejection (no retry)', async () => {
    const runner = createJobRunner({ db: handle.db });
    runner.register('test.bad', {
      handler: async () => {
        throw new JobRejection('no text in the file');
      },
    });
    const id = await runner.enqueue({ rootId: 1, kind: 'test.bad', payload: {} });
    await runner.drain();
    expect(await stateOf(id)).toMatchObject({ state: 'rejected', attempts: 1, error: 'no text in the file' });
  });

  it('counts a run past its timeout as failed and aborts its signal', async () => {
    const runner = createJobRunner({ db: handle.db });
    let aborted = false;
    runner.register('test.slow', {
      timeoutMs: 50,
      maxAttempts: 1,
      handler: ({ signal }) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
          setTimeout(resolve, 1000).unref();
        }),
    });
    const id = await runner.enqueue({ rootId: 1, kind: 'test.slow', payload: {} });
    await runner.drain();
    expect(await stateOf(id)).toMatchObject({ state: 'rejected', error: 'timed out after 50 ms' });
    expect(aborted).toBe(true);
  });

  it('takes over a job whose worker died (lease ran out) and ignores the dead worker’s late answer', async () => {
    const runner = createJobRunner({ db: handle.db });
    runner.register('test.crash', { handler: async () => 'second worker' });
    const [row] = await handle.db
      .insert(jobs)
      .values({
        rootId: 1,
        kind: 'test.crash',
        payload: {},
        state: 'running',
        attempts: 1,
        lockedBy: 'dead-worker',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .returning({ id: jobs.id });
    // A running job whose lease is still valid is left alone.
    const [held] = await handle.db
      .insert(jobs)
      .values({
        rootId: 1,
        kind: 'test.crash',
        payload: {},
        state: 'running',
        attempts: 1,
        lockedBy: 'live-worker',
        lockedUntil: sql`now() + interval '1 hour'`,
      })
      .returning({ id: jobs.id });
    await runner.drain();
    expect(await stateOf(row.id)).toMatchObject({ state: 'done', attempts: 2, result: 'second worker' });
    expect(await stateOf(held.id)).toMatchObject({ state: 'running', lockedBy: 'live-worker' });
    await handle.db.delete(jobs).where(eq(jobs.id, held.id));
  });

  it('runs every job exactly once with two runners polling the same table', async () => {
    const seen: number[] = [];
    const make = () => {
      const runner = createJobRunner({ db: handle.db, pollMs: 5 });
      runner.register('test.once', {
        handler: async ({ payload }) => {
          seen.push((payload as { n: number }).n);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      return runner;
    };
    const [a, b] = [make(), make()];
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, n) => a.enqueue({ rootId: 1, kind: 'test.once', payload: { n } })),
    );
    a.start();
    b.start();
    const deadline = Date.now() + 10_000;
    while (seen.length < 30 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all([a.stop(), b.stop()]);
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    const states = await Promise.all(ids.map(async (id) => (await stateOf(id)).state));
    expect(new Set(states)).toEqual(new Set(['done']));
  });

  it('stops after the job it is running: a long queue is left for the next start, not worked through', async () => {
    const runner = createJobRunner({ db: handle.db, pollMs: 60_000 });
    let runs = 0;
    let firstStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    runner.register('test.slow', {
      handler: async () => {
        runs += 1;
        firstStarted();
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    });
    const ids = [];
    for (let n = 0; n < 20; n += 1)
      ids.push(await runner.enqueue({ rootId: 1, kind: 'test.slow', payload: { n } }));
    runner.start();
    await started;
    await runner.stop();
    expect(runs).toBe(1);
    const states = await Promise.all(ids.map(async (id) => (await stateOf(id)).state));
    expect(states.filter((state) => state === 'queued')).toHaveLength(19);
    // What is left is run by the next start (here: drained).
    await runner.drain();
    expect(runs).toBe(20);
  });

  it('refuses an unknown kind and a kind registered twice', async () => {
    const runner = createJobRunner({ db: handle.db });
    runner.register('test.known', { handler: async () => null });
    expect(() => runner.register('test.known', { handler: async () => null })).toThrow(/twice/);
    await expect(runner.enqueue({ rootId: 1, kind: 'test.unknown', payload: {} })).rejects.toThrow(
      /unknown job kind/,
    );
  });
});
