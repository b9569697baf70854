import { and, count, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DeadlineQuery } from '../../../generated/index';
import type { Db } from '../../../server/db/create-db';
import { notFound } from '../../../server/http-errors';
import { DEADLINE_STATUS } from '../shared/project-enums';
import type { SubmitWindow } from '../shared/project-submit-rule';
import { deadlines } from './request-tables';
import type { DeadlineRow } from './request-tables';

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

/** The tenant's deadlines matching the filters, latest start first; a course or type filter also matches windows for every course or type (-1). */
export const queryDeadlines = async ({
  db,
  rootId,
  query,
  now = new Date(),
}: {
  db: Db;
  rootId: number;
  query: DeadlineQuery;
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
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(deadlines)
      .where(where)
      .orderBy(desc(deadlines.startDate), desc(deadlines.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(deadlines).where(where),
  ]);
  return { data: rows.map(toDeadline), total };
};

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
