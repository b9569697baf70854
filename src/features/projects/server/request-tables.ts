import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => bigint({ mode: 'number' });
const stamp = () => timestamp({ mode: 'date', withTimezone: true });

/**
 * SPEC §3 Project request: up to three teacher choices, each with its own title, topic and
 * status (columns, so one `select … for update` of the row locks the whole request). The final
 * teacher/title/topic is the choice currently asked (SPEC §4 transitions).
 */
export const projectRequests = pgTable(
  'project_requests',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    studentId: id().notNull(),
    studentCode: text().notNull().default(''),
    studentName: text().notNull().default(''),
    courseId: id().notNull().default(-1),
    courseName: text().notNull().default(''),
    /** SPEC §4 project type the request is for. */
    projectType: integer().notNull().default(0),
    semester: text().notNull(),
    departmentId: id().notNull().default(-1),
    programId: id().notNull().default(-1),
    /** Choice 1. */
    teacherId: id().notNull().default(-1),
    teacherName: text().notNull().default(''),
    title: text().notNull().default(''),
    topicId: id().notNull().default(-1),
    status1: integer().notNull().default(0),
    /** Choice 2 (-1 when not chosen). */
    teacher2Id: id().notNull().default(-1),
    teacher2Name: text().notNull().default(''),
    title2: text().notNull().default(''),
    topic2Id: id().notNull().default(-1),
    status2: integer().notNull().default(-2),
    /** Choice 3 (-1 when not chosen). */
    teacher3Id: id().notNull().default(-1),
    teacher3Name: text().notNull().default(''),
    title3: text().notNull().default(''),
    topic3Id: id().notNull().default(-1),
    status3: integer().notNull().default(-2),
    /** The choice now asked (or the one that accepted); -1 when every choice rejected. */
    finalTeacherId: id().notNull().default(-1),
    finalTeacherName: text().notNull().default(''),
    finalTitle: text().notNull().default(''),
    finalTopicId: id().notNull().default(-1),
    /** SPEC §4 general process status of the whole request. */
    status: integer().notNull().default(0),
    deadlineId: id().notNull().default(-1),
    /** 1 when the student has contacted the teacher before requesting. */
    contacted: integer().notNull().default(0),
    approvalType: integer().notNull().default(-1),
    /** SPEC §4 project-from: TEACHER 1, COMPANY 2. */
    topicFrom: integer().notNull().default(1),
    priority: integer().notNull().default(-1),
    /** Hours per week the student commits. */
    timeCommit: integer().notNull().default(-1),
    /** SPEC §4 work type: full-time 1, part-time 2. */
    workingType: integer().notNull().default(-1),
    /** SPEC §4 SIS registration: no 0, yes 1, intending 2. */
    sisRegister: integer().notNull().default(0),
    notes: text().notNull().default(''),
    companyId: id().notNull().default(-1),
    companyName: text().notNull().default(''),
    extSupervisors: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    /** Every teacher id the request has named (choices, in order). */
    teacherIds: jsonb().$type<number[]>().notNull().default([]),
    rejectReasons: jsonb().$type<string[]>().notNull().default([]),
    rejectIds: jsonb().$type<number[]>().notNull().default([]),
    companyDataMap: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdDate: stamp().notNull().defaultNow(),
    lastUpdate: stamp().notNull().defaultNow(),
  },
  (t) => [
    /** One open request per student per course and semester (rejected -1 and cancelled 5 free the slot). */
    uniqueIndex('project_requests_one_open')
      .on(t.rootId, t.studentId, t.courseId, t.semester)
      .where(sql`${t.status} not in (-1, 5)`),
    index().on(t.rootId, t.studentId),
    index().on(t.rootId, t.finalTeacherId, t.status),
    index().on(t.rootId, t.teacherId),
    index().on(t.rootId, t.teacher2Id),
    index().on(t.rootId, t.teacher3Id),
  ],
);

/**
 * Topics offered by a teacher (source TEACHER 1) or a company (source COMPANY 2). `acceptedCount`
 * moves in the same transaction as a request confirmation; the check makes overfilling impossible.
 */
export const projectTopics = pgTable(
  'project_topics',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    /** SPEC §4 project topic source: TEACHER 1, COMPANY 2. */
    source: integer().notNull().default(1),
    teacherId: id().notNull().default(-1),
    teacherName: text().notNull().default(''),
    companyId: id().notNull().default(-1),
    companyName: text().notNull().default(''),
    courseId: id().notNull().default(-1),
    projectType: integer().notNull().default(0),
    semester: text().notNull(),
    /** SPEC "topic (index)": display order within the teacher's or company's list. */
    orderIndex: integer().notNull().default(0),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    requirements: text().notNull().default(''),
    quota: integer().notNull().default(1),
    acceptedCount: integer().notNull().default(0),
    /** SPEC §4 topic status: waiting 1, opened 2, confirmed 3, cancelled 5, suggested 6, finished 7. */
    status: integer().notNull().default(2),
    majorIds: jsonb().$type<number[]>().notNull().default([]),
    createdDate: stamp().notNull().defaultNow(),
    lastUpdate: stamp().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.rootId, t.teacherId, t.semester),
    index().on(t.rootId, t.companyId, t.semester),
    index().on(t.rootId, t.semester, t.projectType, t.status),
    check(
      'project_topics_accepted_within_quota',
      sql`${t.acceptedCount} >= 0 and ${t.acceptedCount} <= ${t.quota}`,
    ),
  ],
);

/** How many students a teacher supervises per semester and project type; never exceeded. */
export const teacherQuotas = pgTable(
  'teacher_quotas',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    teacherId: id().notNull(),
    semester: text().notNull(),
    projectType: integer().notNull(),
    quota: integer().notNull(),
    accepted: integer().notNull().default(0),
    lastUpdate: stamp().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.rootId, t.teacherId, t.semester, t.projectType),
    check('teacher_quotas_accepted_within_quota', sql`${t.accepted} >= 0 and ${t.accepted} <= ${t.quota}`),
  ],
);

/** SPEC "membership project topics": a student's ordered list of preferred teachers (teacherId, orderIndex). */
export const membershipProjectTopics = pgTable(
  'membership_project_topics',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    studentId: id().notNull(),
    teacherId: id().notNull(),
    courseId: id().notNull().default(-1),
    semester: text().notNull().default(''),
    orderIndex: integer().notNull().default(0),
    createdDate: stamp().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.rootId, t.studentId, t.courseId, t.semester, t.teacherId),
    index().on(t.rootId, t.teacherId),
  ],
);

/** Registration and submission windows (SPEC deadline; status locked 1 / opened 2). */
export const deadlines = pgTable(
  'deadlines',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    /** What it closes: 'request', 'phase', 'company' or 'submit'. */
    kind: text().notNull(),
    courseId: id().notNull().default(-1),
    /** SPEC §4 project type (-1: every type). */
    projectType: integer().notNull().default(-1),
    semester: text().notNull(),
    startDate: stamp().notNull(),
    endDate: stamp().notNull(),
    /** SPEC §4 deadline status: locked 1, opened 2. */
    status: integer().notNull().default(2),
    description: text().notNull().default(''),
    lastUpdate: stamp().notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.semester, t.kind), index().on(t.rootId, t.courseId)],
);

/** Drizzle-inferred row types. */
export type ProjectRequestRow = typeof projectRequests.$inferSelect;
export type ProjectTopicRow = typeof projectTopics.$inferSelect;
export type TeacherQuotaRow = typeof teacherQuotas.$inferSelect;
export type MembershipProjectTopicRow = typeof membershipProjectTopics.$inferSelect;
export type DeadlineRow = typeof deadlines.$inferSelect;
