import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of mutating calls kept under the caller's `Idempotency-Key`, per user, so a retry whose
 * first answer was lost gets that answer again instead of a second effect. `part` '' holds a whole
 * HTTP answer (the generic plugin); a service may keep its answer in parts (class registration: one
 * per class, written by the very statement that changes the seat). Rows expire (lazily deleted).
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    rootId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    key: text().notNull(),
    part: text().notNull().default(''),
    /** Method and URL of the first call (path and query). */
    route: text().notNull(),
    /** SHA-256 of the first call's body: the same key with another body is refused. */
    bodyHash: text().notNull(),
    /** The answer's HTTP status; null while the first call is still running. */
    statusCode: integer(),
    contentType: text(),
    /** The answer's body as sent (a part: its JSON). */
    answer: text(),
    /** Until when a running first call holds the key (a crashed one's claim is then taken over). */
    lockedUntil: timestamp({ mode: 'date', withTimezone: true }),
    expiresAt: timestamp({ mode: 'date', withTimezone: true }).notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.part] }), index().on(t.expiresAt)],
);
