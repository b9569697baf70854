import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Students with the profile fields of SPEC §3 "Auth user". */
export const students = pgTable(
  'students',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    studentCode: text().notNull(),
    fullName: text().notNull(),
    email: text().notNull().default(''),
    relatedEmail: text().notNull().default(''),
    phone: text().notNull().default(''),
    gender: integer().notNull().default(-1),
    birthDate: text().notNull().default(''),
    /** Admission year (khóa). */
    cohort: integer().notNull(),
    className: text().notNull().default(''),
    departmentId: bigint({ mode: 'number' }).notNull().default(-1),
    majorId: bigint({ mode: 'number' }).notNull().default(-1),
    majorName: text().notNull().default(''),
    majorNameEn: text().notNull().default(''),
    schoolName: text().notNull().default(''),
    schoolNameEn: text().notNull().default(''),
    eduProgramId: bigint({ mode: 'number' }).notNull().default(-1),
    eduProgramName: text().notNull().default(''),
    eduProgramNameEn: text().notNull().default(''),
    admissionCode: text().notNull().default(''),
    admissionName: text().notNull().default(''),
    /** SPEC §4 student status. */
    status: integer().notNull().default(0),
    /** Academic standing: 0 normal, 1..3 academic warning levels. */
    warningLevel: integer().notNull().default(0),
    address: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rootId, t.studentCode), index().on(t.rootId, t.departmentId)],
);

/** Teachers (SPEC §7 teachers calls). */
export const teachers = pgTable(
  'teachers',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    code: text().notNull(),
    fullName: text().notNull(),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    /** Academic title and degree as printed, e.g. 'PGS.TS.'. */
    title: text().notNull().default(''),
    departmentId: bigint({ mode: 'number' }).notNull().default(-1),
    researchInterests: jsonb().$type<string[]>().notNull().default([]),
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rootId, t.code), index().on(t.rootId, t.departmentId)],
);
