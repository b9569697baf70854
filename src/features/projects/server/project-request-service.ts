import { and, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../core/index';
import type { Db } from '../../../server/db/create-db';
import { isUniqueViolation } from '../../../server/db/is-unique-violation';
import { notFound } from '../../../server/http-errors';
import type { ProjectRequestFields } from '../../../generated/requests/project-request-fields';
import { REQUEST_RESULT } from '../shared/project-request-rules';
import { cancelRequest, isRequestProcessing } from '../shared/project-request-transitions';
import { openRequestCount } from './project-request-lookups';
import { prepareChoices } from './prepare-choices';
import { fromDecisionState, toDecisionState } from './project-request-state';
import { requestResult } from './request-result';
import { projectRequests } from './request-tables';
import type { ProjectRequestRow } from './request-tables';
import { requireStudentRecord } from './student-record';

type Scope = { db: Db; rootId: number; studentId: number; locale: Locale };

/** The student's own requests, newest first (SPEC §7 POST /api/v1/project-requests/query). */
export const queryStudentRequests = async ({
  db,
  rootId,
  studentId,
  filters = {},
}: Omit<Scope, 'locale'> & { filters?: { semester?: string; courseId?: number; status?: number } }) => {
  const data = await db
    .select()
    .from(projectRequests)
    .where(
      and(
        eq(projectRequests.rootId, rootId),
        eq(projectRequests.studentId, studentId),
        filters.semester ? eq(projectRequests.semester, filters.semester) : undefined,
        filters.courseId ? eq(projectRequests.courseId, filters.courseId) : undefined,
        filters.status === undefined ? undefined : eq(projectRequests.status, filters.status),
      ),
    )
    .orderBy(desc(projectRequests.id));
  return { data, total: data.length };
};

/**
 * SPEC §7 create: the student must be eligible for the type that semester (-2, see
 * request-round-eligibility.ts), the deadline must be open (-3 before, -8 after), at most
 * `requestLimit` open requests per course and semester (-7), teacher 1 must have a place left
 * (-6). The checksum (-5) is checked by the route.
 */
export const createProjectRequest = async ({
  db,
  rootId,
  studentId,
  locale,
  fields,
  now = new Date(),
  requestLimit,
}: Scope & { fields: ProjectRequestFields; now?: Date; requestLimit: number }) => {
  const student = await requireStudentRecord({ db, rootId, studentId });
  const prepared = await prepareChoices({
    db,
    rootId,
    locale,
    fields,
    now,
    studentId,
    standing: student.standing,
  });
  if (prepared.refusal) return prepared.refusal;
  const { values } = prepared;
  const open = await openRequestCount({
    db,
    rootId,
    studentId,
    courseId: values.courseId,
    semester: values.semester,
  });
  if (open >= requestLimit) return requestResult({ code: REQUEST_RESULT.EXCEED_REQUEST_LIMIT, locale });
  try {
    const [row] = await db
      .insert(projectRequests)
      .values({
        ...values,
        rootId,
        studentId,
        studentCode: student.studentCode,
        studentName: student.fullName,
        departmentId: student.departmentId,
        programId: student.eduProgramId,
      })
      .returning();
    return requestResult({ code: REQUEST_RESULT.SUCCESS, locale, data: row });
  } catch (error) {
    // Two creates at once: the one-open-request index keeps the second out.
    if (isUniqueViolation(error)) return requestResult({ code: REQUEST_RESULT.EXCEED_REQUEST_LIMIT, locale });
    throw error;
  }
};

const ownRequest = async ({ db, rootId, studentId, id }: Omit<Scope, 'locale'> & { id: number }) => {
  const [row] = await db
    .select()
    .from(projectRequests)
    .where(
      and(
        eq(projectRequests.rootId, rootId),
        eq(projectRequests.studentId, studentId),
        eq(projectRequests.id, id),
      ),
    );
  if (!row) throw notFound('Không tìm thấy yêu cầu / Request not found');
  return row;
};

/** The row still has the lastUpdate read (compared to the millisecond, as JavaScript dates carry it). */
const sameStamp = (row: ProjectRequestRow) =>
  sql`date_trunc('milliseconds', ${projectRequests.lastUpdate}) = ${row.lastUpdate.toISOString()}::timestamptz`;

/** No teacher has answered yet: still with teacher 1, nobody rejected. */
const isUnanswered = (row: ProjectRequestRow) =>
  row.status === 0 && row.status1 === 0 && row.rejectIds.length === 0;

/**
 * SPEC §7 update/{id}: the student changes their own request while no teacher has answered it
 * (-2 afterwards); the same checks as create, eligibility included. A stale `lastUpdate` answers
 * failed (0) with a message, never a silent overwrite.
 */
export const updateProjectRequest = async ({
  db,
  rootId,
  studentId,
  locale,
  id,
  fields,
  lastUpdate,
  now = new Date(),
  requestLimit,
}: Scope & {
  id: number;
  fields: ProjectRequestFields;
  lastUpdate?: string;
  now?: Date;
  requestLimit: number;
}) => {
  const row = await ownRequest({ db, rootId, studentId, id });
  if (!isUnanswered(row)) return requestResult({ code: REQUEST_RESULT.FORBIDDEN, locale });
  const stale =
    lastUpdate !== undefined && new Date(lastUpdate).getTime() !== row.lastUpdate.getTime()
      ? requestResult({
          code: REQUEST_RESULT.FAILED,
          locale,
          message:
            locale === 'en'
              ? 'This request changed since you opened it. Reload it and try again.'
              : 'Yêu cầu đã thay đổi từ khi bạn mở. Vui lòng tải lại và thử lại.',
        })
      : null;
  if (stale) return stale;
  const { standing } = await requireStudentRecord({ db, rootId, studentId });
  const prepared = await prepareChoices({ db, rootId, locale, fields, now, studentId, standing });
  if (prepared.refusal) return prepared.refusal;
  const { values } = prepared;
  const open = await openRequestCount({
    db,
    rootId,
    studentId,
    courseId: values.courseId,
    semester: values.semester,
    exceptId: id,
  });
  if (open >= requestLimit) return requestResult({ code: REQUEST_RESULT.EXCEED_REQUEST_LIMIT, locale });
  try {
    const [updated] = await db
      .update(projectRequests)
      .set({ ...values, lastUpdate: new Date() })
      .where(
        and(
          eq(projectRequests.id, id),
          eq(projectRequests.rootId, rootId),
          sameStamp(row),
          eq(projectRequests.status, 0),
          eq(projectRequests.status1, 0),
          sql`${projectRequests.rejectIds} = '[]'::jsonb`,
        ),
      )
      .returning();
    if (!updated) return requestResult({ code: REQUEST_RESULT.FORBIDDEN, locale });
    return requestResult({ code: REQUEST_RESULT.SUCCESS, locale, data: updated });
  } catch (error) {
    if (isUniqueViolation(error)) return requestResult({ code: REQUEST_RESULT.EXCEED_REQUEST_LIMIT, locale });
    throw error;
  }
};

/**
 * SPEC §7 cancel-company/{requestId}: the student withdraws their own request (a teacher or a
 * company one) while it is still processing; -2 once it was confirmed, rejected or cancelled.
 */
export const cancelProjectRequest = async ({ db, rootId, studentId, locale, id }: Scope & { id: number }) => {
  const row = await ownRequest({ db, rootId, studentId, id });
  const state = toDecisionState(row);
  if (!isRequestProcessing(state)) return requestResult({ code: REQUEST_RESULT.FORBIDDEN, locale });
  const [updated] = await db
    .update(projectRequests)
    .set(fromDecisionState({ row, state: cancelRequest({ request: state }) }))
    .where(
      and(
        eq(projectRequests.id, id),
        eq(projectRequests.rootId, rootId),
        eq(projectRequests.status, row.status),
        eq(projectRequests.finalTeacherId, row.finalTeacherId),
      ),
    )
    .returning();
  // A teacher answered in between: the student sees the new state on the next read.
  if (!updated) return requestResult({ code: REQUEST_RESULT.FORBIDDEN, locale });
  return requestResult({ code: REQUEST_RESULT.SUCCESS, locale, data: updated });
};
