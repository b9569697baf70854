import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { ReferenceProjectQuery } from '../../../generated/index';
import type { Db } from '../../../server/db/create-db';
import type { RequestSession } from '../../../server/types';
import { students } from '../../people/shared/tables';
import { PROJECT_PRIVACY } from '../shared/project-enums';
import { FINISHED_STATUSES } from './project-service';
import { projects } from './project-tables';
import { isOwnerOf, isTeacherOf, toProjectListItem, toPublicProject } from './project-wire';
import { foldedSearch } from '../../../server/db/folded-search';

/** Another student of a project's programme (past theses' own students are no longer on file). */
const sameProgram = alias(students, 'same_program_student');

/** SPEC §9: reference projects are fetched 50 at a time. */
export const REFERENCE_LIMIT = 50;

/** Who else may see a private finished project: its student and its teachers. */
const readableBy = (session: RequestSession | null): SQL => {
  const mine: SQL[] = [eq(projects.privacy, PROJECT_PRIVACY.PUBLIC)];
  if (session && session.studentId > 0) mine.push(eq(projects.studentId, session.studentId));
  if (session && session.teacherId > 0)
    for (const column of [
      projects.teacherId,
      projects.teacher2Id,
      projects.teacher3Id,
      projects.teacher4Id,
      projects.teacher5Id,
      projects.reviewerId,
      projects.reviewer2Id,
    ])
      mine.push(eq(column, session.teacherId));
  return or(...mine) as SQL;
};

/**
 * POST /api/v1/projects/query: finished projects (done or finish) to learn from, newest first,
 * cursor paged by id (`nextCursor`, null on the last page), each with its student and programme.
 * Public projects for anyone (their public fields only); a private one only for its student and
 * teachers, who also see every field.
 */
export const queryReferenceProjects = async ({
  db,
  rootId,
  session,
  query,
}: {
  db: Db;
  rootId: number;
  session: RequestSession | null;
  query: ReferenceProjectQuery;
}) => {
  const limit = Math.min(query.limit ?? REFERENCE_LIMIT, REFERENCE_LIMIT);
  const filters: SQL[] = [
    eq(projects.rootId, rootId),
    inArray(projects.status, [...FINISHED_STATUSES]),
    readableBy(session),
  ];
  if (query.projectType !== undefined) filters.push(eq(projects.projectType, query.projectType));
  if (query.courseId !== undefined) filters.push(eq(projects.courseId, query.courseId));
  if (query.semester) filters.push(eq(projects.semester, query.semester));
  if (query.teacherId !== undefined)
    filters.push(
      or(
        eq(projects.teacherId, query.teacherId),
        eq(projects.teacher2Id, query.teacherId),
        eq(projects.teacher3Id, query.teacherId),
      ) as SQL,
    );
  const matching = foldedSearch({
    columns: [projects.projectTitle, projects.projectName, projects.keyWord],
    search: query.search,
  });
  if (matching) filters.push(matching);
  const page = and(...filters, query.cursor === undefined ? undefined : lt(projects.id, query.cursor));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        project: projects,
        code: students.studentCode,
        name: students.fullName,
        className: students.className,
        cohort: students.cohort,
        programId: students.eduProgramId,
        programName: students.eduProgramName,
        programNameEn: students.eduProgramNameEn,
        majorName: students.majorName,
        majorNameEn: students.majorNameEn,
        // Past theses' students are no longer on file: a student of the same programme names it.
        projectProgram: sql<{
          name: string;
          nameEn: string;
          majorName: string;
          majorNameEn: string;
        } | null>`case when ${students.id} is null then (${db
          .select({
            program: sql`json_build_object('name', ${sameProgram.eduProgramName}, 'nameEn', ${sameProgram.eduProgramNameEn}, 'majorName', ${sameProgram.majorName}, 'majorNameEn', ${sameProgram.majorNameEn})`,
          })
          .from(sameProgram)
          .where(
            and(eq(sameProgram.rootId, projects.rootId), eq(sameProgram.eduProgramId, projects.programId)),
          )
          .limit(1)}) end`,
      })
      .from(projects)
      .leftJoin(students, and(eq(students.rootId, projects.rootId), eq(students.id, projects.studentId)))
      .where(page)
      .orderBy(desc(projects.id))
      .limit(limit + 1),
    db
      .select({ total: count() })
      .from(projects)
      .where(and(...filters)),
  ]);
  const shown = rows.slice(0, limit);
  return {
    data: shown.map((item) => ({
      project:
        isOwnerOf({ row: item.project, session }) || isTeacherOf({ row: item.project, session })
          ? toProjectListItem(item.project)
          : toPublicProject(item.project),
      student: {
        code: item.code ?? item.project.studentCode,
        name: item.name ?? item.project.studentName,
        className: item.className ?? '',
        cohort: item.cohort ?? -1,
      },
      program: {
        id: item.programId ?? item.project.programId,
        name: item.programName ?? item.projectProgram?.name ?? '',
        nameEn: item.programNameEn ?? item.projectProgram?.nameEn ?? '',
        majorName: item.majorName ?? item.projectProgram?.majorName ?? '',
        majorNameEn: item.majorNameEn ?? item.projectProgram?.majorNameEn ?? '',
      },
    })),
    total,
    nextCursor: rows.length > limit ? shown[shown.length - 1].project.id : null,
  };
};
