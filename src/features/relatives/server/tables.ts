import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An address in current GSO units (province -> ward); `text` is composed by the server. */
export type RelativeAddress = { provinceCode: string; wardCode: string; street: string; text: string };

/** An address in pre-2025 GSO units (province -> district -> ward). */
export type RelativeLegacyAddress = {
  provinceCode: string;
  districtCode: string;
  wardCode: string;
  street: string;
  text: string;
};

/** A student's family members and guardians (SPEC §7 relatives). */
export const relatives = pgTable(
  'relatives',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    studentId: bigint({ mode: 'number' }).notNull(),
    fullName: text().notNull(),
    /** shared/relationship.ts values, e.g. 'mother'. */
    relationship: text().notNull(),
    /** -1 when unknown (SPEC §3: unset numbers are -1). */
    birthYear: integer().notNull().default(-1),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    occupation: text().notNull().default(''),
    address: jsonb().$type<RelativeAddress>().notNull(),
    legacyAddress: jsonb().$type<RelativeLegacyAddress | null>(),
    /** Fields a tenant adds to the form (institution formOverrides, e.g. HUST's workplace). */
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    /** Set by the server on every write (millisecond precision); the optimistic-lock token of saves. */
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.rootId, t.studentId),
    // A student has one father, one mother and at most one spouse (shared/relationship.ts SINGLE_RELATIONSHIPS).
    uniqueIndex('relatives_single_relationship_index')
      .on(t.rootId, t.studentId, t.relationship)
      .where(sql`relationship in ('father', 'mother', 'wife', 'husband')`),
    // The same person twice (a double submit, two tabs): same relationship, name (any case) and birth year.
    uniqueIndex('relatives_same_person_index').on(
      t.rootId,
      t.studentId,
      t.relationship,
      sql`lower(${t.fullName})`,
      t.birthYear,
    ),
  ],
);
