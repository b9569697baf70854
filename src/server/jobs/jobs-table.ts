import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** States of a job: waiting, being run by a worker, finished, given up (with the reason). */
export const JOB_STATES = ['queued', 'running', 'done', 'rejected'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Long jobs (DESIGN §6): a row per job, claimed by one worker at a time (`for update skip locked`,
 * so several instances over one PostgreSQL never run a job twice). A running job holds a lease
 * (`locked_until`); a job whose worker died is claimed again when its lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    /** Which registered handler runs it. */
    kind: text().notNull(),
    payload: jsonb().notNull().default({}),
    state: text().$type<JobState>().notNull().default('queued'),
    /** Runs started so far (a claim counts one). */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(3),
    /** Longest one run may take; the lease is this plus a margin. */
    timeoutMs: integer().notNull().default(60_000),
    /** Not claimed before this time (retries back off). */
    runAfter: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    /** The claim of the worker running it: only that claim may finish it. */
    lockedBy: text(),
    lockedUntil: timestamp({ mode: 'date', withTimezone: true }),
    /** What the handler returned (done). */
    result: jsonb(),
    /** Why the last run failed, or why the job was given up. */
    error: text(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ mode: 'date', withTimezone: true }),
  },
  (t) => [index().on(t.state, t.runAfter), index().on(t.rootId, t.kind)],
);
