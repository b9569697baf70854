import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Education programmes (chương trình đào tạo); a student follows one (students.eduProgramId).
 * Here in shared/ so other features (project rounds) read a student's degree and programme length;
 * the learn feature's tables re-export it, so the schema and its migrations are unchanged.
 */
export const eduPrograms = pgTable(
  'edu_programs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    departmentId: bigint({ mode: 'number' }).notNull().default(-1),
    majorName: text().notNull().default(''),
    /** Degree as printed, e.g. 'Kỹ sư', 'Cử nhân'. */
    degree: text().notNull().default('Cử nhân'),
    totalCredits: integer().notNull().default(0),
    /** Nominal length in semesters. */
    semesterCount: integer().notNull().default(8),
  },
  (t) => [uniqueIndex().on(t.rootId, t.code), index().on(t.rootId, t.departmentId)],
);
