import { and, asc, eq, max, sql } from 'drizzle-orm';
import { requestStatus } from '../../../core/index';
import type { Locale } from '../../../core/index';
import type { Db } from '../../../server/db/create-db';
import { notFound } from '../../../server/http-errors';
import { REQUEST_RESULT } from '../shared/project-request-rules';
import {
  confirmByFinalTeacher,
  isRequestProcessing,
  rejectByFinalTeacher,
} from '../shared/project-request-transitions';
import { requestResult } from './request-result';
import { choiceNumberOf, fromDecisionState, toDecisionState } from './project-request-state';
import { projectPhases, projects } from './project-tables';
import { deadlines, projectRequests, projectTopics, teacherQuotas } from './request-tables';
import type { ProjectRequestRow } from './request-tables';
import { newProjectPhases } from '../shared/phase-plans';
import { inTransaction } from '../../../server/db/in-transaction';

/** Who asks: the tenant's database and root, and the signed-in teacher. */
export type TeacherScope = { db: Db; rootId: number; teacherId: number };

/** A request as its teacher sees it: which choice they are and the status label. */
const asTeacherRequest = ({
  row,
  teacherId,
  locale,
}: {
  row: ProjectRequestRow;
  teacherId: number;
  locale: Locale;
}) => ({
  ...row,
  choiceNumber: choiceNumberOf({ row, teacherId }),
  statusLabel: requestStatus.label({ value: row.status, locale }),
});

/**
 * "Requests to me": requests whose current final teacher is me. By default the ones waiting for
 * my answer; a status filter shows the others (e.g. confirmed 1).
 */
export const requestsToMe = async ({
  db,
  rootId,
  teacherId,
  locale,
  filters = {},
}: TeacherScope & {
  locale: Locale;
  filters?: { semester?: string; courseId?: number; status?: number };
}) => {
  const rows = await db
    .select()
    .from(projectRequests)
    .where(
      and(
        eq(projectRequests.rootId, rootId),
        eq(projectRequests.finalTeacherId, teacherId),
        eq(projectRequests.status, filters.status ?? 0),
        filters.semester ? eq(projectRequests.semester, filters.semester) : undefined,
        filters.courseId ? eq(projectRequests.courseId, filters.courseId) : undefined,
      ),
    )
    .orderBy(asc(projectRequests.createdDate), asc(projectRequests.id));
  const data = rows.map((row) => asTeacherRequest({ row, teacherId, locale }));
  return { data, total: data.length };
};

/** Thrown inside a transaction to roll it back and answer `code` (with `message`, else the code's own). */
class Refusal extends Error {
  constructor(
    readonly code: number,
    readonly reason?: string,
  ) {
    super(`refused ${code}`);
  }
}

/**
 * -2 for a request that is no longer waiting for this teacher: says so and what became of it (the
 * code's own "you are not allowed" would puzzle the teacher it was sent to).
 */
const notWaiting = ({ row, locale }: { row: ProjectRequestRow; locale: Locale }) => {
  const label = requestStatus.label({ value: row.status, locale });
  return new Refusal(
    REQUEST_RESULT.FORBIDDEN,
    locale === 'en'
      ? `This request is no longer waiting for your answer (now: ${label}).`
      : `Yêu cầu này không còn chờ bạn trả lời (hiện tại: ${label}).`,
  );
};

const answerOf = ({ error, locale }: { error: unknown; locale: Locale }) => {
  if (error instanceof Refusal) return requestResult({ code: error.code, locale, message: error.reason });
  throw error;
};

const lockRequest = async ({
  tx,
  rootId,
  id,
}: {
  tx: Parameters<Parameters<Db['transaction']>[0]>[0];
  rootId: number;
  id: number;
}) => {
  const [row] = await tx
    .select()
    .from(projectRequests)
    .where(and(eq(projectRequests.rootId, rootId), eq(projectRequests.id, id)))
    .for('update');
  return row;
};

/**
 * The final teacher accepts. In one transaction: the request row is locked and must still be
 * waiting for me; my quota row takes one place only while `accepted < quota` (and the topic's
 * likewise), so concurrent confirms can never exceed the quota (-6 once full, the request stays
 * waiting); the request is confirmed and the student's project created with me as supervisor.
 */
export const confirmRequest = async ({
  db,
  rootId,
  teacherId,
  locale,
  id,
}: TeacherScope & { locale: Locale; id: number }) => {
  try {
    const data = await inTransaction({
      db,
      work: async (tx) => {
        const row = await lockRequest({ tx, rootId, id });
        if (!row || row.finalTeacherId !== teacherId)
          throw notFound('Không tìm thấy yêu cầu / Request not found');
        const state = toDecisionState(row);
        if (!isRequestProcessing(state)) throw notWaiting({ row, locale });
        const taken = await tx
          .update(teacherQuotas)
          .set({ accepted: sql`${teacherQuotas.accepted} + 1`, lastUpdate: new Date() })
          .where(
            and(
              eq(teacherQuotas.rootId, rootId),
              eq(teacherQuotas.teacherId, teacherId),
              eq(teacherQuotas.semester, row.semester),
              eq(teacherQuotas.projectType, row.projectType),
              sql`${teacherQuotas.accepted} < ${teacherQuotas.quota}`,
            ),
          )
          .returning({ id: teacherQuotas.id });
        if (taken.length === 0) throw new Refusal(REQUEST_RESULT.OUT_OF_QUOTAS);
        if (row.finalTopicId > 0) {
          const topic = await tx
            .update(projectTopics)
            .set({ acceptedCount: sql`${projectTopics.acceptedCount} + 1`, lastUpdate: new Date() })
            .where(
              and(
                eq(projectTopics.rootId, rootId),
                eq(projectTopics.id, row.finalTopicId),
                sql`${projectTopics.acceptedCount} < ${projectTopics.quota}`,
              ),
            )
            .returning({ id: projectTopics.id });
          if (topic.length === 0) throw new Refusal(REQUEST_RESULT.OUT_OF_QUOTAS);
        }
        const [updated] = await tx
          .update(projectRequests)
          .set(fromDecisionState({ row, state: confirmByFinalTeacher({ request: state }) }))
          .where(eq(projectRequests.id, row.id))
          .returning();
        const [project] = await tx
          .insert(projects)
          .values({
            rootId,
            projectType: row.projectType,
            studentId: row.studentId,
            studentCode: row.studentCode,
            studentName: row.studentName,
            courseId: row.courseId,
            courseName: row.courseName,
            semester: row.semester,
            departmentId: row.departmentId,
            programId: row.programId,
            requestId: row.id,
            topicId: row.finalTopicId,
            teacherId,
            teacherName: row.finalTeacherName,
            companyId: row.companyId,
            companyName: row.companyName,
            projectName: row.finalTitle,
            projectTitle: row.finalTitle,
            status: 1,
            startSemester: row.semester,
          })
          .returning({ id: projects.id });
        // The semester's project calendar ends with its last window (submission included).
        const [term] = await tx
          .select({ end: max(deadlines.endDate) })
          .from(deadlines)
          .where(and(eq(deadlines.rootId, rootId), eq(deadlines.semester, row.semester)));
        await tx.insert(projectPhases).values(
          newProjectPhases({
            projectType: row.projectType,
            from: new Date(),
            semesterEnd: term?.end ?? null,
          }).map((phase) => ({ ...phase, rootId, projectId: project.id })),
        );
        return updated;
      },
    });
    return requestResult({
      code: REQUEST_RESULT.SUCCESS,
      locale,
      data: asTeacherRequest({ row: data, teacherId, locale }),
    });
  } catch (error) {
    return answerOf({ error, locale });
  }
};

/**
 * The final teacher rejects with a reason: SPEC §4 transition (the request moves to the next
 * distinct choice, or is rejected). The code is the transition's: 1, 2, 3 rejected choices.
 */
export const rejectRequest = async ({
  db,
  rootId,
  teacherId,
  locale,
  id,
  reason,
}: TeacherScope & { locale: Locale; id: number; reason: string }) => {
  try {
    const outcome = await inTransaction({
      db,
      work: async (tx) => {
        const row = await lockRequest({ tx, rootId, id });
        if (!row || row.finalTeacherId !== teacherId)
          throw notFound('Không tìm thấy yêu cầu / Request not found');
        const state = toDecisionState(row);
        if (!isRequestProcessing(state)) throw notWaiting({ row, locale });
        const { code, request } = rejectByFinalTeacher({ request: state, reason: reason.trim() });
        const [updated] = await tx
          .update(projectRequests)
          .set(fromDecisionState({ row, state: request }))
          .where(eq(projectRequests.id, row.id))
          .returning();
        return { code, updated };
      },
    });
    return {
      code: outcome.code,
      message:
        locale === 'en'
          ? `Declined (${outcome.code} of the student's choices declined).`
          : `Đã từ chối (${outcome.code} nguyện vọng của sinh viên bị từ chối).`,
      data: asTeacherRequest({ row: outcome.updated, teacherId, locale }),
    };
  } catch (error) {
    return answerOf({ error, locale });
  }
};
