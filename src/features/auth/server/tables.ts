import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Secrets the server generates for itself on first use (not tenant data): kept in the database so
 * that every instance, and the next start, signs and checks with the same key.
 */
export const authSecrets = pgTable('auth_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
});

/**
 * Password reset links sent by e-mail: only a hash of the token is stored (a copy of the table
 * opens no account), each is used once and expires; using one voids the user's other links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ mode: 'date', withTimezone: true }).notNull(),
    usedAt: timestamp({ mode: 'date', withTimezone: true }),
    /** Address the reset was asked from (shown to nobody; for the operators' investigations). */
    ip: text().notNull().default(''),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId)],
);
