import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { eduPrograms } from '../shared/program-table';

/** Courses (học phần) of a tenant's catalogue; SPEC §7 GET /api/v1/courses/{id}. */
export const courses = pgTable(
  'courses',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    /** Course code as printed, e.g. 'IT3080'. */
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    credits: integer().notNull(),
    /** Credit breakdown as printed, e.g. '3(3-1-0-6)' (theory-exercise-lab-self study). */
    creditInfo: text().notNull().default(''),
    /** SPEC §4 course type: class 0, project 1, graduate project 2, intern 3. */
    courseType: integer().notNull().default(0),
    departmentId: bigint({ mode: 'number' }).notNull().default(-1),
    departmentName: text().notNull().default(''),
    /** Courses that must be passed before registering (ids in this table). */
    prerequisiteIds: jsonb().$type<number[]>().notNull().default([]),
    /** Weight of the process mark in the final mark (0..1), e.g. 0.3. */
    processWeight: real().notNull().default(0.3),
    description: text().notNull().default(''),
    language: text().notNull().default('vi'),
    status: integer().notNull().default(1),
  },
  (t) => [uniqueIndex().on(t.rootId, t.code), index().on(t.rootId, t.departmentId)],
);

/** Education programmes: defined in shared/ so other features can read a student's programme. */
export { eduPrograms };

/** SPEC §3 program course modules (ordered knowledge blocks of a programme). */
export const programModules = pgTable(
  'program_modules',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    programId: bigint({ mode: 'number' }).notNull(),
    order: integer().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    /** Credits needed from this module (electives: fewer than the module offers). */
    requiredCredits: integer().notNull(),
  },
  (t) => [index().on(t.programId, t.order)],
);

/** SPEC §3 program course module members: the courses of a module, in order. */
export const programModuleCourses = pgTable(
  'program_module_courses',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    programId: bigint({ mode: 'number' }).notNull(),
    moduleId: bigint({ mode: 'number' }).notNull(),
    courseId: bigint({ mode: 'number' }).notNull(),
    order: integer().notNull(),
    /** Suggested semester of study (1-based). */
    suggestedTerm: integer().notNull().default(1),
    isRequired: boolean().notNull().default(true),
  },
  (t) => [index().on(t.programId, t.moduleId, t.order), uniqueIndex().on(t.moduleId, t.courseId)],
);

/** Drizzle-inferred row types (no hand-written duplicates). */
export type CourseRow = typeof courses.$inferSelect;
export type EduProgramRow = typeof eduPrograms.$inferSelect;
export type ProgramModuleRow = typeof programModules.$inferSelect;
export type ProgramModuleCourseRow = typeof programModuleCourses.$inferSelect;
