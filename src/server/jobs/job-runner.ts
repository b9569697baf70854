import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/create-db';
import { claimJob, finishJob } from './job-rows';
import { jobs } from './jobs-table';
import type { JobState } from './jobs-table';
import { runWithTimeout } from './run-with-timeout';

/** A claimed job as its handler sees it. */
export type RunningJob = {
  id: number;
  rootId: number;
  kind: string;
  payload: unknown;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the run times out or the runner stops: a handler should give up then. */
  signal: AbortSignal;
};

/** Thrown by a handler for a job that can never succeed (bad input): rejected, not retried. */
export class JobRejection extends Error {}

/** How one kind of job is run. */
export type JobDefinition = {
  handler: (job: RunningJob) => Promise<unknown>;
  /** Runs before the job is given up (default 3). */
  maxAttempts?: number;
  /** Longest run (default 60 s): a slower one counts as failed. */
  timeoutMs?: number;
  /** Called once when the job is rejected (its handler's last failure or JobRejection). */
  onRejected?: (job: { id: number; rootId: number; payload: unknown; reason: string }) => Promise<void>;
};

/** A job's row as callers read it. */
export type JobView = {
  id: number;
  rootId: number;
  kind: string;
  state: JobState;
  attempts: number;
  result: unknown;
  error: string | null;
};

/**
 * The job runner of one server instance: handlers registered by kind, jobs enqueued in the
 * database, claimed one at a time with `for update skip locked` (PGlite and PostgreSQL alike),
 * retried with back-off, given up as `rejected` after maxAttempts, and taken over from a worker
 * that died (its lease ran out).
 */
export const createJobRunner = ({
  db,
  pollMs = 1000,
  log = () => {},
}: {
  db: Db;
  pollMs?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}) => {
  const definitions = new Map<string, JobDefinition>();
  const controllers = new Set<AbortController>();
  let timer: NodeJS.Timeout | null = null;
  let isStopped = true;
  let isBusy = false;
  let running: Promise<void> = Promise.resolve();

  const register = (kind: string, definition: JobDefinition) => {
    if (definitions.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    definitions.set(kind, definition);
  };

  /**
   * How a kind's job rows are stored, for a statement that inserts its job row itself (then calls
   * `wake` after its commit).
   */
  const settingsOf = (kind: string) => {
    const definition = definitions.get(kind);
    if (!definition) throw new Error(`unknown job kind ${kind}`);
    return { maxAttempts: definition.maxAttempts ?? 3, timeoutMs: definition.timeoutMs ?? 60_000 };
  };

  /** Adds a job (inside the caller's transaction when `tx` is given) and wakes the runner. */
  const enqueue = async ({
    rootId,
    kind,
    payload,
    tx = db,
  }: {
    rootId: number;
    kind: string;
    payload: unknown;
    tx?: Db;
  }) => {
    const [row] = await tx
      .insert(jobs)
      .values({ rootId, kind, payload, ...settingsOf(kind) })
      .returning({ id: jobs.id });
    // After the caller's transaction commits the job is visible; wake on the next turn.
    setImmediate(wake);
    return row.id;
  };

  const get = async ({ id, rootId }: { id: number; rootId: number }): Promise<JobView | null> => {
    const [row] = await db
      .select({
        id: jobs.id,
        rootId: jobs.rootId,
        kind: jobs.kind,
        state: jobs.state,
        attempts: jobs.attempts,
        result: jobs.result,
        error: jobs.error,
      })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.rootId, rootId)));
    return row ?? null;
  };

  /** Runs one due job; false when there was none. */
  const runOnce = async () => {
    const claimed = await claimJob({ db, kinds: [...definitions.keys()] });
    if (!claimed) return false;
    const definition = definitions.get(claimed.kind);
    if (!definition) return true;
    const reject = async (reason: string) => {
      if (await finishJob({ db, id: claimed.id, token: claimed.token, state: 'rejected', error: reason }))
        await definition.onRejected?.({
          id: claimed.id,
          rootId: claimed.rootId,
          payload: claimed.payload,
          reason,
        });
    };
    // A job claimed again after its worker died, with no attempt left.
    if (claimed.attempt > claimed.maxAttempts) {
      await reject('the worker running it stopped and no attempt is left');
      return true;
    }
    const controller = new AbortController();
    controllers.add(controller);
    try {
      const result = await runWithTimeout(
        definition,
        { ...claimed, signal: controller.signal },
        claimed.timeoutMs,
        controller,
      );
      await finishJob({ db, id: claimed.id, token: claimed.token, state: 'done', result: result ?? null });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log('job failed', { id: claimed.id, kind: claimed.kind, attempt: claimed.attempt, reason });
      if (error instanceof JobRejection || claimed.attempt >= claimed.maxAttempts) await reject(reason);
      else
        await finishJob({
          db,
          id: claimed.id,
          token: claimed.token,
          state: 'queued',
          error: reason,
          retryInMs: 1000 * 2 ** (claimed.attempt - 1),
        });
    } finally {
      controllers.delete(controller);
    }
    return true;
  };

  /** Runs due jobs one after another; a poll's run (`isPolling`) ends when the runner stops. */
  const runDue = async ({ isPolling }: { isPolling: boolean }) => {
    while (!(isPolling && isStopped) && (await runOnce())) {
      // keep going
    }
  };

  /** Runs due jobs until none is left, after waiting for the poll already running one. */
  const drain = async () => {
    await running;
    await runDue({ isPolling: false });
    await running;
  };

  const tick = async () => {
    if (isBusy) return;
    isBusy = true;
    try {
      await runDue({ isPolling: true });
    } catch (error) {
      log('job runner poll failed', { reason: error instanceof Error ? error.message : String(error) });
    } finally {
      isBusy = false;
    }
  };

  /** Looks for due jobs now (after an enqueue) instead of at the next poll. */
  function wake() {
    if (isStopped || isBusy) return;
    running = tick();
  }

  const start = () => {
    if (!isStopped) return;
    isStopped = false;
    timer = setInterval(wake, pollMs);
    timer.unref();
    wake();
  };

  /** Stops polling, aborts running handlers and waits for the current run to settle. */
  const stop = async () => {
    isStopped = true;
    if (timer) clearInterval(timer);
    timer = null;
    for (const controller of controllers) controller.abort(new Error('the job runner stopped'));
    await running;
  };

  return { register, enqueue, settingsOf, wake, get, runOnce, drain, start, stop };
};

/** The job runner of an app (`app.jobs`). */
export type JobRunner = ReturnType<typeof createJobRunner>;
