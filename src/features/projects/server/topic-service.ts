import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MembershipTopicQuery, ProjectTopicQuery } from '../../../generated/index';
import type { Db } from '../../../server/db/create-db';
import { membershipProjectTopics, projectTopics } from './request-tables';
import type { MembershipProjectTopicRow, ProjectTopicRow } from './request-tables';
import { foldedSearch } from '../../../server/db/folded-search';

/** The ProjectTopic wire shape (schemas/entities/project-topic.json). */
export const toTopic = ({
  rootId: _rootId,
  createdDate: _createdDate,
  lastUpdate,
  ...row
}: ProjectTopicRow) => ({
  ...row,
  lastUpdate: lastUpdate.toISOString(),
});

/**
 * Topics of the tenant matching the filters, by teacher or company then topic index. No major
 * restriction unless majorId is given (a topic with no majors is open to every major).
 */
export const queryTopics = async ({
  db,
  rootId,
  query,
}: {
  db: Db;
  rootId: number;
  query: ProjectTopicQuery;
}) => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const conditions: SQL[] = [eq(projectTopics.rootId, rootId)];
  if (query.source !== undefined) conditions.push(eq(projectTopics.source, query.source));
  if (query.teacherId !== undefined) conditions.push(eq(projectTopics.teacherId, query.teacherId));
  if (query.companyId !== undefined) conditions.push(eq(projectTopics.companyId, query.companyId));
  if (query.courseId !== undefined) conditions.push(eq(projectTopics.courseId, query.courseId));
  if (query.projectType !== undefined) conditions.push(eq(projectTopics.projectType, query.projectType));
  if (query.semester) conditions.push(eq(projectTopics.semester, query.semester));
  if (query.status !== undefined) conditions.push(eq(projectTopics.status, query.status));
  if (query.hasPlaces) conditions.push(lt(projectTopics.acceptedCount, projectTopics.quota));
  if (query.majorId !== undefined)
    conditions.push(
      sql`(${projectTopics.majorIds} = '[]'::jsonb or ${projectTopics.majorIds} @> ${JSON.stringify([query.majorId])}::jsonb)`,
    );
  const matching = foldedSearch({
    columns: [projectTopics.name, projectTopics.nameEn, projectTopics.teacherName, projectTopics.companyName],
    search: query.search,
  });
  if (matching) conditions.push(matching);
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(projectTopics)
      .where(where)
      .orderBy(
        asc(projectTopics.teacherName),
        asc(projectTopics.companyName),
        asc(projectTopics.orderIndex),
        asc(projectTopics.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(projectTopics).where(where),
  ]);
  return { data: rows.map(toTopic), total };
};

/** The ProjectMembershipTopic wire shape (schemas/entities/project-membership-topic.json). */
export const toMembershipTopic = ({
  rootId: _rootId,
  createdDate: _createdDate,
  ...row
}: MembershipProjectTopicRow) => row;

/** POST /api/v1/membership/query-project-topics: the signed-in student's ordered teachers (never another student's). */
export const queryMembershipTopics = async ({
  db,
  rootId,
  studentId,
  query,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  query: MembershipTopicQuery;
}) => {
  const conditions: SQL[] = [
    eq(membershipProjectTopics.rootId, rootId),
    eq(membershipProjectTopics.studentId, studentId),
  ];
  if (query.courseId !== undefined) conditions.push(eq(membershipProjectTopics.courseId, query.courseId));
  if (query.semester) conditions.push(eq(membershipProjectTopics.semester, query.semester));
  if (query.teacherId !== undefined) conditions.push(eq(membershipProjectTopics.teacherId, query.teacherId));
  const rows = await db
    .select()
    .from(membershipProjectTopics)
    .where(and(...conditions))
    .orderBy(asc(membershipProjectTopics.orderIndex), asc(membershipProjectTopics.id));
  return { data: rows.map(toMembershipTopic), total: rows.length };
};
