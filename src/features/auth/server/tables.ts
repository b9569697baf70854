import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the server generates for itself on first use (not tenant data): kept in the database so
 * that every instance, and the next start, signs and checks with the same key.
 */
export const authSecrets = pgTable('auth_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
});
