import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** One course result of a student in a semester (SPEC §7 study-results). Marks -1 = not yet. */
export const studyResults = pgTable(
  'study_results',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    studentId: bigint({ mode: 'number' }).notNull(),
    courseId: bigint({ mode: 'number' }).notNull(),
    courseCode: text().notNull(),
    courseName: text().notNull(),
    courseNameEn: text().notNull().default(''),
    credits: integer().notNull(),
    semester: text().notNull(),
    classCode: text().notNull().default(''),
    processMark: real().notNull().default(-1),
    examMark: real().notNull().default(-1),
    processWeight: real().notNull().default(0.3),
    /** Final mark on the 10 scale, letter grade and 4-scale value. */
    totalMark: real().notNull().default(-1),
    letterGrade: text().notNull().default(''),
    mark4: real().notNull().default(-1),
    isPassed: boolean().notNull().default(false),
    isRetake: boolean().notNull().default(false),
    /** SPEC §4 grade type: not cumulative 0, cumulative 1. */
    gradeType: integer().notNull().default(1),
    /** Grade review request: -2 none, 0 waiting, 1 confirmed, -1 rejected (SPEC §4 process status). */
    appealStatus: integer().notNull().default(-2),
    appealNote: text().notNull().default(''),
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.studentId, t.semester, t.courseId), index().on(t.rootId, t.courseId)],
);

/** Per-semester aggregate of a student's results (SPEC §7 academic-result). */
export const academicResults = pgTable(
  'academic_results',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    studentId: bigint({ mode: 'number' }).notNull(),
    semester: text().notNull(),
    gpa: real().notNull(),
    gpa10: real().notNull(),
    cpa: real().notNull(),
    cpa10: real().notNull(),
    registeredCredits: integer().notNull(),
    passedCredits: integer().notNull(),
    accumulatedCredits: integer().notNull(),
    warningLevel: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.studentId, t.semester)],
);

/** SPEC §7 course members: students of a course class and its student assistants. */
export const courseMembers = pgTable(
  'course_members',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    courseId: bigint({ mode: 'number' }).notNull(),
    classId: bigint({ mode: 'number' }).notNull(),
    studentId: bigint({ mode: 'number' }).notNull(),
    semester: text().notNull(),
    role: text().$type<'student' | 'assistant'>().notNull(),
    status: integer().notNull().default(1),
    /** Fields an assistant keeps up to date on their own record. */
    contact: text().notNull().default(''),
    officeHours: text().notNull().default(''),
    note: text().notNull().default(''),
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.classId, t.studentId, t.role),
    index().on(t.rootId, t.courseId),
    index().on(t.studentId),
  ],
);

/** SPEC §7 continue-study requests (đơn xin học tiếp) and their processing status. */
export const continueStudies = pgTable(
  'continue_studies',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    studentId: bigint({ mode: 'number' }).notNull(),
    semester: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** SPEC §4 general process status; waiting 0 when submitted. */
    status: integer().notNull().default(0),
    staffNote: text().notNull().default(''),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.studentId, t.createdAt),
    // One request per student and semester unless rejected (-1) or cancelled (5): a duplicate, even
    // two sent at once, is refused by the database (23505 -> duplicated -3).
    uniqueIndex('continue_studies_open_unique')
      .on(t.studentId, t.semester)
      .where(sql`${t.status} not in (-1, 5)`),
  ],
);

export type StudyResultRow = typeof studyResults.$inferSelect;
export type AcademicResultRow = typeof academicResults.$inferSelect;
export type CourseMemberRow = typeof courseMembers.$inferSelect;
export type ContinueStudyRow = typeof continueStudies.$inferSelect;
