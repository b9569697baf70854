import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { teachers } from '../../people/shared/tables';
import { decideRequestDeadline, pickRequestDeadline } from '../shared/project-request-rules';
import type { RequestChoice } from '../shared/project-request-transitions';
import { deadlines, projectRequests, projectTopics, teacherQuotas } from './request-tables';

/** Statuses that free a student's slot: rejected -1, cancelled 5. */
const CLOSED_STATUSES = [-1, 5];

/** The request deadline's verdict now (1 open, -3 not yet, -8 passed), its id and its course (-1: every course). */
export const requestDeadlineNow = async ({
  db,
  rootId,
  semester,
  courseId,
  projectType,
  now,
}: {
  db: Db;
  rootId: number;
  semester: string;
  courseId: number;
  projectType: number;
  now: Date;
}) => {
  const rows = await db
    .select()
    .from(deadlines)
    .where(
      and(eq(deadlines.rootId, rootId), eq(deadlines.semester, semester), eq(deadlines.kind, 'request')),
    );
  const deadline = pickRequestDeadline({ deadlines: rows, courseId, projectType });
  return {
    code: decideRequestDeadline({ deadline, now }),
    deadlineId: deadline?.id ?? -1,
    courseId: deadline?.courseId ?? -1,
  };
};

/**
 * The chosen teachers and topics checked against the tenant: every teacher exists, every topic is
 * that teacher's, for the semester, of the request's project type (a topic for every type, -1,
 * fits any) and of its course when the request names one. The type and course a student sends are
 * so never trusted beyond the topics they chose. Answers the teachers' names, or the field that is wrong.
 */
export const checkChoiceRecords = async ({
  db,
  rootId,
  semester,
  projectType,
  courseId,
  choices,
}: {
  db: Db;
  rootId: number;
  semester: string;
  projectType: number;
  /** The request's course, -1 for none. */
  courseId: number;
  choices: readonly Omit<RequestChoice, 'status'>[];
}): Promise<{ names: string[]; field: null } | { names: null; field: string }> => {
  const chosen = choices.filter((choice) => choice.teacherId > 0);
  const teacherRows = await db
    .select({ id: teachers.id, fullName: teachers.fullName, title: teachers.title })
    .from(teachers)
    .where(
      and(
        eq(teachers.rootId, rootId),
        inArray(
          teachers.id,
          chosen.map((c) => c.teacherId),
        ),
      ),
    );
  const topicRows = await db
    .select({
      id: projectTopics.id,
      teacherId: projectTopics.teacherId,
      semester: projectTopics.semester,
      projectType: projectTopics.projectType,
      courseId: projectTopics.courseId,
    })
    .from(projectTopics)
    .where(
      and(
        eq(projectTopics.rootId, rootId),
        inArray(
          projectTopics.id,
          chosen.map((c) => c.topicId),
        ),
      ),
    );
  const names: string[] = [];
  for (const [index, choice] of choices.entries()) {
    const suffix = index === 0 ? '' : String(index + 1);
    if (choice.teacherId <= 0) {
      names.push('');
      continue;
    }
    const teacher = teacherRows.find((row) => row.id === choice.teacherId);
    if (!teacher) return { names: null, field: `teacher${suffix}Id` };
    const topic = topicRows.find((row) => row.id === choice.topicId);
    const isTopicOfRequest =
      topic &&
      topic.teacherId === choice.teacherId &&
      topic.semester === semester &&
      (topic.projectType === -1 || topic.projectType === projectType) &&
      (courseId === -1 || topic.courseId === -1 || topic.courseId === courseId);
    if (!isTopicOfRequest) return { names: null, field: index === 0 ? 'topicId' : `topic${suffix}Id` };
    names.push(teacher.title ? `${teacher.title} ${teacher.fullName}` : teacher.fullName);
  }
  return { names, field: null };
};

/** True when the teacher still has a supervision place for the semester and project type. */
export const hasQuotaLeft = async ({
  db,
  rootId,
  teacherId,
  semester,
  projectType,
}: {
  db: Db;
  rootId: number;
  teacherId: number;
  semester: string;
  projectType: number;
}) => {
  const [row] = await db
    .select({ quota: teacherQuotas.quota, accepted: teacherQuotas.accepted })
    .from(teacherQuotas)
    .where(
      and(
        eq(teacherQuotas.rootId, rootId),
        eq(teacherQuotas.teacherId, teacherId),
        eq(teacherQuotas.semester, semester),
        eq(teacherQuotas.projectType, projectType),
      ),
    );
  return !!row && row.accepted < row.quota;
};

/** How many open requests (neither rejected nor cancelled) the student holds for a course and semester. */
export const openRequestCount = async ({
  db,
  rootId,
  studentId,
  courseId,
  semester,
  exceptId = -1,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  courseId: number;
  semester: string;
  exceptId?: number;
}) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(projectRequests)
    .where(
      and(
        eq(projectRequests.rootId, rootId),
        eq(projectRequests.studentId, studentId),
        eq(projectRequests.courseId, courseId),
        eq(projectRequests.semester, semester),
        notInArray(projectRequests.status, CLOSED_STATUSES),
        sql`${projectRequests.id} <> ${exceptId}`,
      ),
    );
  return Number(row?.count ?? 0);
};
