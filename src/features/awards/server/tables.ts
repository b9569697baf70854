import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const id = () => bigint({ mode: 'number' });
const stamp = () => timestamp({ mode: 'date', withTimezone: true });

/**
 * SPEC §3 award: a scholarship or award call. Visibility (SPEC §5): a call listing `studentIds`
 * is seen only by the students it names (id, code, e-mail, related e-mail or database id);
 * otherwise `unitIds` (empty, -1 or the student's department) and `studentYears` (empty or the
 * student's cohort) must match.
 */
export const awards = pgTable(
  'awards',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    /** Kind of call: study, hardship (overcome-hardship), internship, dualDegree, sponsor. */
    category: text().notNull().default('study'),
    sponsor: text().notNull().default(''),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    requirements: text().notNull().default(''),
    requirementsEn: text().notNull().default(''),
    /** Value of one award in VND (integer). */
    amount: bigint({ mode: 'number' }).notNull().default(0),
    quota: integer().notNull().default(0),
    semester: text().notNull().default(''),
    /** The SPEC §6 staff award category (-1 none). */
    categoryId: id().notNull().default(-1),
    startDate: stamp().notNull(),
    endDate: stamp().notNull(),
    unitIds: jsonb().$type<number[]>().notNull().default([]),
    studentYears: jsonb().$type<number[]>().notNull().default([]),
    /** Ids, student codes or e-mails, as text. */
    studentIds: jsonb().$type<string[]>().notNull().default([]),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rootId, t.code), index().on(t.rootId, t.endDate)],
);

/** A student's application to a call: one per call and student (a second one is SPEC §8 duplicated). */
export const awardApplications = pgTable(
  'award_applications',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    awardId: id().notNull(),
    studentId: id().notNull(),
    /** draft, submitted, reviewing, approved, rejected. */
    status: text().notNull().default('draft'),
    /** The tenant's scholarship form data. */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Academic figures computed by the server when the application was last saved. */
    academic: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** The reviewer's reason (required for a rejection). */
    reviewNote: text().notNull().default(''),
    reviewedBy: id().notNull().default(-1),
    submittedAt: stamp(),
    reviewedAt: stamp(),
    createdAt: stamp().notNull().defaultNow(),
    lastUpdate: stamp().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.awardId, t.studentId), index().on(t.rootId, t.awardId, t.status)],
);

/** SPEC §6 staff award categories: award lists are split by them when the module is on. */
export const staffAwardCategories = pgTable(
  'staff_award_categories',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    /** Whom the category's awards go to: student or staff. */
    subject: text().notNull().default('student'),
    orderIndex: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.rootId, t.code)],
);

/**
 * SPEC §7 decisions: a reward, discipline or scholarship decision drafted by staff (saved as a
 * draft, then submitted = issued). `studentIds` are the students it concerns; they see it once
 * issued.
 */
export const decisions = pgTable(
  'decisions',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    /** reward, discipline or scholarship. */
    kind: text().notNull(),
    number: text().notNull().default(''),
    title: text().notNull(),
    content: text().notNull().default(''),
    awardId: id().notNull().default(-1),
    studentIds: jsonb().$type<number[]>().notNull().default([]),
    /** draft or submitted. */
    status: text().notNull().default('draft'),
    signer: text().notNull().default(''),
    signedDate: text().notNull().default(''),
    createdBy: id().notNull().default(-1),
    lastUpdate: stamp().notNull().defaultNow(),
  },
  (t) => [index().on(t.rootId, t.status)],
);

/** Rewards (khen thưởng) of students, and staff awards (subject staff). */
export const rewards = pgTable(
  'rewards',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    subject: text().notNull().default('student'),
    studentId: id().notNull().default(-1),
    staffName: text().notNull().default(''),
    categoryId: id().notNull().default(-1),
    decisionId: id().notNull().default(-1),
    title: text().notNull(),
    titleEn: text().notNull().default(''),
    /** faculty, university, ministry, national. */
    level: text().notNull().default('university'),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    semester: text().notNull().default(''),
    date: text().notNull(),
  },
  (t) => [index().on(t.rootId, t.subject, t.studentId)],
);

/** Disciplines (kỷ luật) of students, and of staff (subject staff). */
export const disciplines = pgTable(
  'disciplines',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    subject: text().notNull().default('student'),
    studentId: id().notNull().default(-1),
    staffName: text().notNull().default(''),
    decisionId: id().notNull().default(-1),
    /** reprimand, warning, suspension, expulsion. */
    form: text().notNull(),
    reason: text().notNull(),
    reasonEn: text().notNull().default(''),
    semester: text().notNull().default(''),
    date: text().notNull(),
    endDate: text().notNull().default(''),
  },
  (t) => [index().on(t.rootId, t.subject, t.studentId)],
);
