import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Accounts that can sign in; a student or teacher record may be attached. */
export const users = pgTable(
  'users',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    account: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    email: text().notNull().default(''),
    /** SPEC §6 user level: student 7, staff 5, ... */
    level: integer().notNull().default(-1),
    studentId: bigint({ mode: 'number' }).notNull().default(-1),
    teacherId: bigint({ mode: 'number' }).notNull().default(-1),
    /** External subject from the SSO identity provider, when linked. */
    ssoSubject: text(),
    isVerified: boolean().notNull().default(true),
    isDisabled: boolean().notNull().default(false),
    mustChangePassword: boolean().notNull().default(false),
    passwordChangedAt: timestamp({ mode: 'date', withTimezone: true }),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rootId, t.account), index().on(t.rootId, t.email)],
);

/** Server-side sessions: only a hash of the cookie token is stored, so any instance can check it. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    rootId: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ mode: 'date', withTimezone: true }).notNull(),
    revokedAt: timestamp({ mode: 'date', withTimezone: true }),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId)],
);
