import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => bigint({ mode: 'number' });
/** A nullable reference to a stored file (`files.id`, or the file store's id). */
const fileRef = () => bigint({ mode: 'number' });
const stamp = () => timestamp({ mode: 'date', withTimezone: true });
/** SPEC §3: unset marks are -1; a project has a grade when any mark is >= 0. */
const mark = () => real().notNull().default(-1);

/**
 * SPEC §3 Project: course projects, graduation projects, internships and theses (projectType).
 * `studentId` is `students.id` (the session's student); `studentCode` is the printed code.
 */
export const projects = pgTable(
  'projects',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    /** SPEC §4 project type: PROJECT 0, GRADUATION 1, INTERN 2, GRADUATION_INTERN 3, … */
    projectType: integer().notNull().default(0),
    studentId: id().notNull().default(-1),
    studentCode: text().notNull().default(''),
    studentName: text().notNull().default(''),
    courseId: id().notNull().default(-1),
    courseCode: text().notNull().default(''),
    courseName: text().notNull().default(''),
    classId: id().notNull().default(-1),
    semester: text().notNull().default(''),
    departmentId: id().notNull().default(-1),
    majorId: id().notNull().default(-1),
    programId: id().notNull().default(-1),
    /** The request and topic the project came from (-1 when assigned directly). */
    requestId: id().notNull().default(-1),
    topicId: id().notNull().default(-1),
    teacherId: id().notNull().default(-1),
    teacherName: text().notNull().default(''),
    teacher2Id: id().notNull().default(-1),
    teacher2Name: text().notNull().default(''),
    teacher3Id: id().notNull().default(-1),
    teacher3Name: text().notNull().default(''),
    teacher4Id: id().notNull().default(-1),
    teacher4Name: text().notNull().default(''),
    teacher5Id: id().notNull().default(-1),
    teacher5Name: text().notNull().default(''),
    companyId: id().notNull().default(-1),
    companyName: text().notNull().default(''),
    committeeId: id().notNull().default(-1),
    committeeName: text().notNull().default(''),
    reviewerId: id().notNull().default(-1),
    reviewerName: text().notNull().default(''),
    reviewer2Id: id().notNull().default(-1),
    reviewer2Name: text().notNull().default(''),
    projectName: text().notNull().default(''),
    projectTitle: text().notNull().default(''),
    projectTitle2: text().notNull().default(''),
    projectDescription: text().notNull().default(''),
    projectDescription2: text().notNull().default(''),
    keyWord: text().notNull().default(''),
    /** Full text of the report (what the plagiarism check indexes). */
    textReport: text().notNull().default(''),
    introduceFileId: fileRef(),
    introduceSize: bigint({ mode: 'number' }).notNull().default(0),
    thesisFileId: fileRef(),
    thesisSize: bigint({ mode: 'number' }).notNull().default(0),
    sourceFileId: fileRef(),
    sourceSize: bigint({ mode: 'number' }).notNull().default(0),
    slidesFileId: fileRef(),
    slidesSize: bigint({ mode: 'number' }).notNull().default(0),
    proposalFileId: fileRef(),
    proposalSize: bigint({ mode: 'number' }).notNull().default(0),
    thesisCover: text().notNull().default(''),
    scienceCv: text().notNull().default(''),
    englishCertificate: text().notNull().default(''),
    /** Reviews and decisions as printed (reviewer name, date, text / decision number, date). */
    reviews: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    decisions: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    papers: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    supervisorMark: mark(),
    reviewerMark: mark(),
    processMark: mark(),
    examMark: mark(),
    finalMark: mark(),
    /** Letter grade or verdict as printed (e.g. 'A', 'Đạt'); '' before grading. */
    finalResult: text().notNull().default(''),
    /** Weight 1–5 of the project in the student's results. */
    coefficient: integer().notNull().default(1),
    /** Similarity percentage of the latest check (-1 never checked). */
    plagiarismResult: real().notNull().default(-1),
    plagiarismReport: text().notNull().default(''),
    plagiarismHighlight: text().notNull().default(''),
    defenseDate: text().notNull().default(''),
    issuedDate: text().notNull().default(''),
    issuedNumber: text().notNull().default(''),
    startSemester: text().notNull().default(''),
    endSemester: text().notNull().default(''),
    reserveSemester: text().notNull().default(''),
    reportSemester: text().notNull().default(''),
    reportDate: text().notNull().default(''),
    /** SPEC §4 general process status (-2 draft … 11 finish). */
    status: integer().notNull().default(-2),
    /** Who may read the finished project: private 0, public 1. */
    privacy: integer().notNull().default(0),
    classNote: text().notNull().default(''),
    teacherNote: text().notNull().default(''),
    adminNote: text().notNull().default(''),
    notes1: text().notNull().default(''),
    notes2: text().notNull().default(''),
    notes3: text().notNull().default(''),
    notes4: text().notNull().default(''),
    notes5: text().notNull().default(''),
    domainIds: jsonb().$type<number[]>().notNull().default([]),
    awardId: id().notNull().default(-1),
    progressReportIds: jsonb().$type<number[]>().notNull().default([]),
    /** The phase the project is in (project_phases.id) and its name. */
    currentStepId: id().notNull().default(-1),
    currentStepName: text().notNull().default(''),
    gdSemesters: jsonb().$type<string[]>().notNull().default([]),
    /** Report language: 'vi' or 'en'. */
    language: text().notNull().default('vi'),
    paymentType: integer().notNull().default(-1),
    createdDate: stamp().notNull().defaultNow(),
    /** Lost-update guard: a save carrying an older value gets a conflict code. */
    lastUpdate: stamp().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.rootId, t.studentId),
    index().on(t.rootId, t.teacherId),
    index().on(t.rootId, t.courseId, t.semester),
    index().on(t.rootId, t.status, t.privacy, t.id),
    index().on(t.rootId, t.companyId),
  ],
);

/** SPEC §3 project phase: ordered steps of a project, each reported by the student and commented by the teacher. */
export const projectPhases = pgTable(
  'project_phases',
  {
    id: id().primaryKey().generatedByDefaultAsIdentity(),
    rootId: id().notNull(),
    projectId: id().notNull(),
    orderIndex: integer().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    description: text().notNull().default(''),
    startDate: stamp(),
    deadline: stamp(),
    /** SPEC §4 general process status: waiting 0, submitted 2, done 3, request edit 10, … */
    status: integer().notNull().default(0),
    studentReport: text().notNull().default(''),
    /** Attached file ids, in upload order. */
    files: jsonb().$type<number[]>().notNull().default([]),
    teacherComment: text().notNull().default(''),
    mark: mark(),
    submittedAt: stamp(),
    lastUpdate: stamp().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.orderIndex), index().on(t.rootId, t.projectId)],
);

/** Drizzle-inferred row types. */
export type ProjectRow = typeof projects.$inferSelect;
export type ProjectPhaseRow = typeof projectPhases.$inferSelect;
