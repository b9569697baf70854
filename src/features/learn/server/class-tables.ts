import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One exam sitting of a class (SPEC §3 Class examInfos). */
export type ExamInfo = {
  date: string;
  slot: string;
  from: number;
  to: number;
  room: string;
  examType: number;
};

/**
 * SPEC §3 Class, every field; `calendarInfo` is kept exactly as given. Registration counters:
 * `enrolled` never exceeds `capacity` (checked by the database too), `studentNum` on the wire;
 * `waiting` counts the class's waiting list (moved in the same statement as the queue row, on the
 * class row, so a drop can tell "nobody waits" atomically).
 */
export const classes = pgTable(
  'classes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    /** Class code as printed on the timetable, e.g. '161234'. */
    classId: text().notNull(),
    courseId: bigint({ mode: 'number' }).notNull(),
    courseCode: text().notNull().default(''),
    courseName: text().notNull().default(''),
    /** The course's English name (courses.nameEn), shown when the locale is en. */
    courseNameEn: text().notNull().default(''),
    name: text().notNull().default(''),
    semester: text().notNull(),
    /** 0 main semester, 1 summer. */
    semesterType: integer().notNull().default(0),
    teacherIds: jsonb().$type<number[]>().notNull().default([]),
    teacherName: text().notNull().default(''),
    /** Student assistants (students.id) and their names. */
    assistantIds: jsonb().$type<number[]>().notNull().default([]),
    assistantNames: jsonb().$type<string[]>().notNull().default([]),
    departmentId: bigint({ mode: 'number' }).notNull().default(-1),
    departmentName: text().notNull().default(''),
    majorId: bigint({ mode: 'number' }).notNull().default(-1),
    programId: bigint({ mode: 'number' }).notNull().default(-1),
    programIds: jsonb().$type<number[]>().notNull().default([]),
    /** Seats and seats taken. */
    capacity: integer().notNull(),
    enrolled: integer().notNull().default(0),
    waiting: integer().notNull().default(0),
    /** Expected size as printed, e.g. '40-120'. */
    studentNumRange: text().notNull().default(''),
    roomSize: integer().notNull().default(-1),
    /** SPEC §3 class type code, e.g. 'LT', 'LT+BT', 'TN'. */
    classType: text().notNull(),
    /** SPEC §4 teaching mode: -1 both, 1 offline, 3 online. */
    teachingType: integer().notNull().default(1),
    /** 1 open for registration, 0 closed, 5 cancelled. */
    status: integer().notNull().default(1),
    weekNum: integer().notNull().default(-1),
    beginDate: text().notNull().default(''),
    finishDate: text().notNull().default(''),
    examDate: text().notNull().default(''),
    /** SPEC §4 exam type. */
    examType: integer().notNull().default(0),
    examIds: jsonb().$type<number[]>().notNull().default([]),
    examInfos: jsonb().$type<ExamInfo[]>().notNull().default([]),
    examNotes: text().notNull().default(''),
    examSupport: text().notNull().default(''),
    examWeight: real().notNull().default(-1),
    practiceWeight: real().notNull().default(-1),
    tuition: bigint({ mode: 'number' }).notNull().default(-1),
    paymentType: integer().notNull().default(-1),
    privacy: integer().notNull().default(0),
    gradeDeadline: text().notNull().default(''),
    pGradeTime: text().notNull().default(''),
    fGradeTime: text().notNull().default(''),
    pGrades: jsonb().$type<Record<string, number>>().notNull().default({}),
    fGrades: jsonb().$type<Record<string, number>>().notNull().default({}),
    pTranscripts: jsonb().$type<string[]>().notNull().default([]),
    fTranscripts: jsonb().$type<string[]>().notNull().default([]),
    calendars: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    /** SPEC §3: 'day|slot|from-to|weeks|place' entries separated by ';'. */
    calendarInfo: text().notNull().default(''),
    timePlaces: text().notNull().default(''),
    notes: text().notNull().default(''),
    teacherNotes: text().notNull().default(''),
    accessCode: text().notNull().default(''),
    classUrl: text().notNull().default(''),
    docUrls: jsonb().$type<string[]>().notNull().default([]),
    unitIds: jsonb().$type<number[]>().notNull().default([]),
    placeIds: jsonb().$type<number[]>().notNull().default([]),
    /** Cohorts (admission years) the class is meant for; empty = everyone. */
    studentYears: jsonb().$type<number[]>().notNull().default([]),
    /** 1 = experiment class. */
    needTN: integer().notNull().default(0),
    mainClass: text().notNull().default(''),
    relatedClassId: bigint({ mode: 'number' }).notNull().default(-1),
    relatedClassIds: jsonb().$type<number[]>().notNull().default([]),
    scoreConfigVersion: integer().notNull().default(1),
    language: text().notNull().default('vi'),
    creditInfo: text().notNull().default(''),
    lastUpdate: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.rootId, t.semester, t.classId),
    index().on(t.rootId, t.semester, t.courseId),
    check('classes_enrolled_within_capacity', sql`${t.enrolled} >= 0 and ${t.enrolled} <= ${t.capacity}`),
    check('classes_waiting_not_negative', sql`${t.waiting} >= 0`),
  ],
);

/** SPEC §3 Timetable slot: one weekly meeting (weeks expanded) or one dated session. */
export const timetableSlots = pgTable(
  'timetable_slots',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rootId: bigint({ mode: 'number' }).notNull(),
    classId: bigint({ mode: 'number' }).notNull(),
    semester: text().notNull(),
    place: text().notNull().default(''),
    placeId: bigint({ mode: 'number' }).notNull().default(-1),
    /** A single teaching week (-1 when `weeks` is used). */
    week: integer().notNull().default(-1),
    weeks: jsonb().$type<number[]>().notNull().default([]),
    /** A single date 'YYYY-MM-DD' ('' for weekly slots). */
    date: text().notNull().default(''),
    /** 1..7 = Monday..Sunday. */
    day: integer().notNull(),
    /** S / C / T. */
    dayTime: text().notNull(),
    from: integer().notNull(),
    to: integer().notNull(),
    teacherIds: jsonb().$type<number[]>().notNull().default([]),
    teacherNames: jsonb().$type<string[]>().notNull().default([]),
    teacherCode: text().notNull().default(''),
    lesson: text().notNull().default(''),
    lessonType: text().notNull().default(''),
    status: integer().notNull().default(1),
    /** SPEC §3 default waiting (0). */
    teachingStatus: integer().notNull().default(0),
    studentIds: jsonb().$type<number[]>().notNull().default([]),
    reason: text().notNull().default(''),
    note: text().notNull().default(''),
    docUrls: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [index().on(t.classId), index().on(t.rootId, t.semester)],
);

export type ClassRow = typeof classes.$inferSelect;
export type NewClassRow = typeof classes.$inferInsert;
export type TimetableSlotRow = typeof timetableSlots.$inferSelect;
