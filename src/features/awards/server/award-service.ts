import { and, eq } from 'drizzle-orm';
import type { Institution } from '../../../config/index';
import type { Db } from '../../../server/db/create-db';
import { publicIdsOf } from '../../../server/public-ids';
import type { RequestSession } from '../../../server/types';
import { eduUnits } from '../../org/shared/tables';
import { students } from '../../people/shared/tables';
import type { Award } from '../../../generated';
import { isAwardOpen } from '../shared/award-status';
import { isAwardVisible } from '../shared/award-visibility';
import type { AwardViewer } from '../shared/award-visibility';
import { awardApplications, awards } from './tables';

/** A call row as stored. */
export type AwardRow = typeof awards.$inferSelect;

/** The signed-in student as award visibility and the apply form read them. */
export type Viewer = AwardViewer & {
  fullName: string;
  phone: string;
  className: string;
  departmentName: string;
};

/** The session's student with what SPEC §5 visibility compares (null when the record is gone). */
export const loadViewer = async ({
  db,
  rootId,
  session,
}: {
  db: Db;
  rootId: number;
  session: RequestSession;
}) => {
  const [row] = await db
    .select({
      id: students.id,
      studentCode: students.studentCode,
      email: students.email,
      relatedEmail: students.relatedEmail,
      departmentId: students.departmentId,
      cohort: students.cohort,
      fullName: students.fullName,
      phone: students.phone,
      className: students.className,
      departmentName: eduUnits.name,
    })
    .from(students)
    .leftJoin(eduUnits, eq(eduUnits.id, students.departmentId))
    .where(and(eq(students.id, session.studentId), eq(students.rootId, rootId)))
    .limit(1);
  return row
    ? ({ ...row, departmentName: row.departmentName ?? '', userId: session.userId } as Viewer)
    : null;
};

/** The wire form of a call (SPEC award), with the viewer's application status. */
export const toAward = ({
  row,
  tenant,
  status,
  now,
}: {
  row: AwardRow;
  tenant: Institution;
  status: Award['applicationStatus'];
  now: Date;
}): Award => ({
  id: row.id,
  publicId: publicIdsOf(tenant).encode(row.id),
  code: row.code,
  name: row.name,
  nameEn: row.nameEn,
  category: row.category as Award['category'],
  categoryId: row.categoryId,
  sponsor: row.sponsor,
  description: row.description,
  descriptionEn: row.descriptionEn,
  requirements: row.requirements,
  requirementsEn: row.requirementsEn,
  amount: row.amount,
  quota: row.quota,
  semester: row.semester,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  isOpen: isAwardOpen({ startDate: row.startDate, endDate: row.endDate, now }),
  unitIds: row.unitIds,
  studentYears: row.studentYears,
  applicationStatus: status,
});

/** Filters of the student's call list. */
export type AwardQuery = {
  search?: string;
  category?: string;
  status: 'open' | 'closed' | 'all';
  categoryId?: number;
  page: number;
  pageSize: number;
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

/** The viewer's application status of each call they applied to. */
const statusesOf = async ({ db, rootId, studentId }: { db: Db; rootId: number; studentId: number }) => {
  const rows = await db
    .select({ awardId: awardApplications.awardId, status: awardApplications.status })
    .from(awardApplications)
    .where(and(eq(awardApplications.rootId, rootId), eq(awardApplications.studentId, studentId)));
  return new Map(rows.map((row) => [row.awardId, row.status as Award['applicationStatus']]));
};

/** The calls of the tenant the viewer may see (SPEC §5), newest deadline last among open ones. */
const visibleCalls = async ({ db, rootId, viewer }: { db: Db; rootId: number; viewer: Viewer }) => {
  const rows = await db.select().from(awards).where(eq(awards.rootId, rootId));
  return rows.filter((row) => isAwardVisible({ award: row, student: viewer }));
};

/** SPEC §7 GET /api/v1/awards: the visible calls, filtered and paged, with the count of open ones (the menu badge). */
export const listAwards = async ({
  db,
  tenant,
  viewer,
  query,
  now = new Date(),
}: {
  db: Db;
  tenant: Institution;
  viewer: Viewer;
  query: AwardQuery;
  now?: Date;
}) => {
  const [calls, statuses] = await Promise.all([
    visibleCalls({ db, rootId: tenant.rootId, viewer }),
    statusesOf({ db, rootId: tenant.rootId, studentId: viewer.id }),
  ]);
  const isOpen = (row: AwardRow) => isAwardOpen({ startDate: row.startDate, endDate: row.endDate, now });
  const needle = query.search ? fold(query.search.trim()) : '';
  const matching = calls
    .filter((row) => query.status === 'all' || (query.status === 'open') === isOpen(row))
    .filter((row) => !query.category || row.category === query.category)
    .filter((row) => query.categoryId === undefined || row.categoryId === query.categoryId)
    .filter((row) => !needle || fold(`${row.name} ${row.nameEn} ${row.code} ${row.sponsor}`).includes(needle))
    .sort(
      (a, b) =>
        Number(isOpen(b)) - Number(isOpen(a)) ||
        (isOpen(a) ? a.endDate.getTime() - b.endDate.getTime() : b.endDate.getTime() - a.endDate.getTime()) ||
        a.id - b.id,
    );
  const start = (query.page - 1) * query.pageSize;
  return {
    data: matching
      .slice(start, start + query.pageSize)
      .map((row) => toAward({ row, tenant, status: statuses.get(row.id) ?? 'none', now })),
    total: matching.length,
    openCount: calls.filter(isOpen).length,
  };
};

/** One call if the viewer may see it (SPEC §5), else null: a hidden call reads as a missing one. */
export const visibleAward = async ({
  db,
  rootId,
  viewer,
  id,
}: {
  db: Db;
  rootId: number;
  viewer: Viewer;
  id: number;
}) => {
  const [row] = await db
    .select()
    .from(awards)
    .where(and(eq(awards.id, id), eq(awards.rootId, rootId)))
    .limit(1);
  return row && isAwardVisible({ award: row, student: viewer }) ? row : null;
};
