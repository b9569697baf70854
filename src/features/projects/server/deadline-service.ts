import { and, count, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DeadlineQuery } from '../../../generated/index';
import type { Db } from '../../../server/db/create-db';
import { notFound } from '../../../server/http-errors';
import { DEADLINE_STATUS } from '../shared/project-enums';
import type { SubmitWindow } from '../shared/project-submit-rule';
import { roundEligibility } from '../shared/request-round-eligibility';
import { deadlines } from './request-tables';
import type { DeadlineRow } from './request-tables';
import { studentRecordOf, studiedCourseIdsOf } from './student-record';

/** The Deadline wire shape (schemas/entities/deadline.json). */
export const toDeadline = ({
  rootId: _rootId,
  startDate,
  endDate,
  lastUpdate: _lastUpdate,
  ...row
}: DeadlineRow) => ({
  ...row,
  startDate: startDate.toISOString(),
  endDate: endDate.toISOString(),
});

/**
 * The tenant's deadlines matching the filters, latest start first; a course or type filter also
 * matches windows for every course or type (-1). With `studentId` (a student reads them) the
 * request rounds that student may not register in are left out (request-round-eligibility.ts):
 * one more query for the student's standing, and the page is cut after that filter (a tenant has
 * a handful of rounds per semester).
 */
export const queryDeadlines = async ({
  db,
  rootId,
  query,
  studentId,
  now = new Date(),
}: {
  db: Db;
  rootId: number;
  query: DeadlineQuery;
  /** The signed-in student, or undefined for staff and teachers (who see every round). */
  studentId?: number;
  now?: Date;
}) => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const conditions: (SQL | undefined)[] = [eq(deadlines.rootId, rootId)];
  if (query.kind) conditions.push(eq(deadlines.kind, query.kind));
  if (query.semester) conditions.push(eq(deadlines.semester, query.semester));
  if (query.courseId !== undefined) conditions.push(inArray(deadlines.courseId, [query.courseId, -1]));
  if (query.projectType !== undefined)
    conditions.push(inArray(deadlines.projectType, [query.projectType, -1]));
  if (query.status !== undefined) conditions.push(eq(deadlines.status, query.status));
  if (query.isOpenNow)
    conditions.push(
      eq(deadlines.status, DEADLINE_STATUS.OPENED),
      lte(deadlines.startDate, now),
      gt(deadlines.endDate, now),
    );
  const where = and(...conditions);
  const ordered = () =>
    db.select().from(deadlines).where(where).orderBy(desc(deadlines.startDate), desc(deadlines.id));
  const mayHoldRounds = query.kind === undefined || query.kind === 'request';
  if (studentId !== undefined && mayHoldRounds) {
    const [record, rows] = await Promise.all([studentRecordOf({ db, rootId, studentId }), ordered()]);
    const studied = await studiedCoursesByRound({ db, rootId, studentId, rows });
    const offered = rows.filter(
      (row) =>
        row.kind !== 'request' || isRoundOffered({ row, record, studiedCourseIds: studied.get(row.id) }),
    );
    return {
      data: offered.slice((page - 1) * pageSize, page * pageSize).map(toDeadline),
      total: offered.length,
    };
  }
  const [rows, [{ total }]] = await Promise.all([
    ordered()
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(deadlines).where(where),
  ]);
  return { data: rows.map(toDeadline), total };
};

/** The courses the student studied up to each course-project round naming one course (by round id). */
const studiedCoursesByRound = async ({
  db,
  rootId,
  studentId,
  rows,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  rows: DeadlineRow[];
}) => {
  const rounds = rows.filter((row) => row.kind === 'request' && row.courseId > 0);
  const semesters = [...new Set(rounds.map((row) => row.semester))];
  const bySemester = new Map(
    await Promise.all(
      semesters.map(
        async (semester) =>
          [semester, await studiedCourseIdsOf({ db, rootId, studentId, semester })] as const,
      ),
    ),
  );
  return new Map(rounds.map((row) => [row.id, bySemester.get(row.semester)]));
};

/** A request round the student may register in (none for an account without a student record). */
const isRoundOffered = ({
  row,
  record,
  studiedCourseIds,
}: {
  row: DeadlineRow;
  record: Awaited<ReturnType<typeof studentRecordOf>>;
  studiedCourseIds?: ReadonlySet<number>;
}) =>
  !!record &&
  roundEligibility({
    projectType: row.projectType,
    semester: row.semester,
    student: record.standing,
    courseId: row.courseId,
    studiedCourseIds,
  }).isEligible;

/** One deadline of the tenant (404 for an unknown one or another tenant's). */
export const getDeadline = async ({ db, rootId, id }: { db: Db; rootId: number; id: number }) => {
  const [row] = await db
    .select()
    .from(deadlines)
    .where(and(eq(deadlines.rootId, rootId), eq(deadlines.id, id)))
    .limit(1);
  if (!row) throw notFound('Không tìm thấy thời hạn / Deadline not found');
  return toDeadline(row);
};

/**
 * The window a project's hand-in falls under: the tenant's `submit` deadline of its semester,
 * the most specific first (its own course over every course, its own type over every type), then
 * the one ending last. Null when the school set none (no time limit).
 */
export const submitWindowOf = async ({
  db,
  rootId,
  semester,
  courseId,
  projectType,
}: {
  db: Db;
  rootId: number;
  semester: string;
  courseId: number;
  projectType: number;
}): Promise<SubmitWindow | null> => {
  const rows = await db
    .select()
    .from(deadlines)
    .where(
      and(
        eq(deadlines.rootId, rootId),
        eq(deadlines.kind, 'submit'),
        eq(deadlines.semester, semester),
        or(eq(deadlines.courseId, courseId), eq(deadlines.courseId, -1)),
        or(eq(deadlines.projectType, projectType), eq(deadlines.projectType, -1)),
      ),
    );
  const specificity = (row: DeadlineRow) =>
    (row.courseId === courseId ? 2 : 0) + (row.projectType === projectType ? 1 : 0);
  const [best] = rows.sort(
    (a, b) => specificity(b) - specificity(a) || b.endDate.getTime() - a.endDate.getTime(),
  );
  return best ? { status: best.status, startDate: best.startDate, endDate: best.endDate } : null;
};
