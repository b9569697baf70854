import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Gives waitlist entries their arrival order across every server instance. */
export const waitlistSequence = pgSequence('class_waitlist_seq', { startWith: 1, increment: 1 });

/** SPEC §4 course registration state of a course in a student's plan for a semester. */
export const courseRegistrations = pgTable(
  'course_registrations',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    studentId: bigint({ mode: 'number' }).notNull(),
    courseId: bigint({ mode: 'number' }).notNull(),
    semester: text().notNull(),
    /** none 0, registered 1, planning 2. */
    state: integer().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.studentId, t.semester, t.courseId),
    index().on(t.rootId, t.semester, t.courseId),
  ],
);

/**
 * A student's seat in a class ('registered') or place in its queue ('waitlisted', ordered by
 * `waitSeq`). At most one row per (student, class): a repeated request can never double-book.
 */
export const classRegistrations = pgTable(
  'class_registrations',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    studentId: bigint({ mode: 'number' }).notNull(),
    classId: bigint({ mode: 'number' }).notNull(),
    courseId: bigint({ mode: 'number' }).notNull(),
    semester: text().notNull(),
    status: text().$type<'registered' | 'waitlisted'>().notNull(),
    waitSeq: bigint({ mode: 'number' }),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.studentId, t.classId),
    index().on(t.classId, t.status, t.waitSeq),
    index().on(t.studentId, t.semester),
  ],
);

/**
 * One row per student who has registered: its `version` changes with every change to the student's
 * seats and waiting places. Fast registration writes carry the version they decided on and are
 * refused (then decided again) when it moved; slower paths lock this row for their transaction.
 */
export const registrationVersions = pgTable('registration_versions', {
  studentId: bigint({ mode: 'number' }).primaryKey(),
  rootId: bigint({ mode: 'number' }).notNull(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/** Every registration decision, kept for audit and for "nothing lost" checks. */
export const registrationLog = pgTable(
  'registration_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    studentId: bigint({ mode: 'number' }).notNull(),
    classId: bigint({ mode: 'number' }).notNull().default(-1),
    courseId: bigint({ mode: 'number' }).notNull().default(-1),
    /** register, waitlist, refuse, drop, leave-waitlist, promote, skip-promotion, plan. */
    action: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.studentId, t.createdAt), index().on(t.classId)],
);

/** Secret, revocable calendar subscription tokens (only a hash is stored). */
export const calendarTokens = pgTable(
  'calendar_tokens',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    studentId: bigint({ mode: 'number' }).notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ mode: 'date', withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.studentId)],
);

export type CourseRegistrationRow = typeof courseRegistrations.$inferSelect;
export type ClassRegistrationRow = typeof classRegistrations.$inferSelect;
