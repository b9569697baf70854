import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/create-db';
import { jobs } from './jobs-table';
import type { JobState } from './jobs-table';

/** Extra time a worker holds a job beyond its timeout before others may take it over. */
const LEASE_MARGIN_MS = 30_000;

/**
 * Claims the next due job of one of `kinds` (or one whose worker's lease ran out) with
 * `for update skip locked`: several workers never claim the same job. Null when none is due.
 */
export const claimJob = async ({ db, kinds }: { db: Db; kinds: string[] }) => {
  if (kinds.length === 0) return null;
  const token = randomUUID();
  const result = await db.execute(sql`
    update ${jobs} set state = 'running', attempts = attempts + 1, locked_by = ${token},
      locked_until = now() + make_interval(secs => (timeout_ms + ${LEASE_MARGIN_MS}) / 1000.0),
      updated_at = now()
    where id = (
      select id from ${jobs}
      where kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        and ((state = 'queued' and run_after <= now()) or (state = 'running' and locked_until < now()))
      order by run_after, id
      limit 1
      for update skip locked
    )
    returning id, root_id, kind, payload, attempts, max_attempts, timeout_ms`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  return {
    token,
    id: Number(row.id),
    rootId: Number(row.root_id),
    kind: String(row.kind),
    payload: row.payload,
    attempt: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    timeoutMs: Number(row.timeout_ms),
  };
};

/** Ends a run: only the claim that holds the job may (a taken-over worker's late answer is ignored). */
export const finishJob = async ({
  db,
  id,
  token,
  state,
  result,
  error,
  retryInMs,
}: {
  db: Db;
  id: number;
  token: string;
  state: JobState;
  result?: unknown;
  error?: string;
  retryInMs?: number;
}) => {
  const updated = await db
    .update(jobs)
    .set({
      state,
      result: result ?? null,
      error: error ?? null,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
      runAfter:
        retryInMs === undefined ? sql`run_after` : sql`now() + make_interval(secs => ${retryInMs / 1000})`,
      finishedAt: state === 'done' || state === 'rejected' ? sql`now()` : null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, token)))
    .returning({ id: jobs.id });
  return updated.length > 0;
};
