import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A user's address in the pre-2025 three-level units (SPEC §7 addresses/old): kept for records
 * issued before the 2025 reorganisation. Codes are legacy.json codes.
 */
export const legacyAddresses = pgTable(
  'legacy_addresses',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    provinceCode: text().notNull(),
    districtCode: text().notNull(),
    wardCode: text().notNull(),
    street: text().notNull().default(''),
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rootId, t.userId)],
);
