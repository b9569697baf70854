import { bigint, boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Semesters (SPEC §3 "semester"): codes like 20251 (year + term). */
export const semesters = pgTable(
  'semesters',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    semester: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    startDate: text().notNull(),
    endDate: text().notNull(),
    isCurrentForClass: boolean().notNull().default(false),
    canEnrol: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex().on(t.rootId, t.semester)],
);

export * from './course-tables';
export * from './class-tables';
export * from './registration-tables';
export * from './record-tables';
