import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { GENERIC_CODES, processStatus, resultMessage } from '../../../core/index';
import { verifyChecksum } from '../../../server/verify-checksum';
import { requireModule, requireStudent } from '../../../server/guards';
import { students } from '../../people/shared/tables';
import { localeOf } from './locale-of';
import { continueStudies } from './record-tables';
import type { ContinueStudyRow } from './record-tables';
import { listOf, ref, resultOf } from './route-schemas';

const tags = ['learn: continue study'];
const RULE = 'continueStudy.submit';
const FORM = { $ref: 'https://schemas.unigate.vn/forms/continue-study.schema.json#' };
/** SPEC §4 student statuses a return request is for: suspended 5, stopped learning 6, deferred 9. */
const RETURNING = new Set([5, 6, 9]);

const view = (row: ContinueStudyRow) => ({
  id: row.id,
  semester: row.semester,
  payload: row.payload,
  status: row.status,
  staffNote: row.staffNote,
  statusName: processStatus.label({ value: row.status, locale: 'vi' }),
  statusNameEn: processStatus.label({ value: row.status, locale: 'en' }),
  createdAt: row.createdAt.toISOString(),
  lastUpdate: row.lastUpdate.toISOString(),
});

/** SPEC §7 continue-studies: submit (MD5 checksum; the server message is shown to the student) and my requests. */
export default async function continueStudyRoutes(app: FastifyInstance) {
  const preHandler = requireModule('continueStudy');

  app.get(
    '/api/v2/continue-studies',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My continue-study requests with their status',
        response: { 200: listOf(ref('continue-study')) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const rows = await app.db
        .select()
        .from(continueStudies)
        .where(
          and(eq(continueStudies.rootId, request.tenant.rootId), eq(continueStudies.studentId, studentId)),
        )
        .orderBy(desc(continueStudies.createdAt));
      return { data: rows.map(view), total: rows.length };
    },
  );

  app.post<{
    Body: { payload: { kind: string; semester: string } & Record<string, unknown>; checkSum: string };
  }>(
    '/api/v2/continue-studies/submit',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Submits a continue-study request',
        description: `MD5 checksum rule '${RULE}' (payload + '_continue_study'). code 1 saved; otherwise the message explains why (checksum -1, duplicate -3, not allowed -4).`,
        body: {
          type: 'object',
          required: ['payload', 'checkSum'],
          properties: { payload: FORM, checkSum: { type: 'string', pattern: '^[0-9a-fA-F]{32}$' } },
        },
        response: { 200: resultOf(ref('continue-study')) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const locale = localeOf(request);
      const en = locale === 'en';
      if (!verifyChecksum({ rule: RULE, body: request.body }))
        return {
          code: GENERIC_CODES.CHECKSUM_FAILED,
          message: resultMessage({ set: 'generic', code: GENERIC_CODES.CHECKSUM_FAILED, locale }),
        };
      const { payload } = request.body;
      const [student] = await app.db
        .select({ status: students.status })
        .from(students)
        .where(eq(students.id, studentId));
      const isReturn = payload.kind !== 'extend-study';
      if (isReturn && !RETURNING.has(student.status)) {
        return {
          code: GENERIC_CODES.FORBIDDEN,
          message: en
            ? 'You are studying normally: a return request is only for deferred or suspended students.'
            : 'Bạn đang học bình thường: đơn quay lại học chỉ dành cho sinh viên đang bảo lưu hoặc tạm dừng học.',
        };
      }
      if (!isReturn && RETURNING.has(student.status)) {
        return {
          code: GENERIC_CODES.FORBIDDEN,
          message: en
            ? 'You are not studying at the moment: please submit a return request instead.'
            : 'Bạn đang tạm dừng học: vui lòng gửi đơn quay lại học thay cho đơn gia hạn.',
        };
      }
      const saved = await app.db.transaction(async (tx) => {
        const [open] = await tx
          .select({ id: continueStudies.id })
          .from(continueStudies)
          .where(
            and(
              eq(continueStudies.studentId, studentId),
              eq(continueStudies.semester, payload.semester),
              eq(continueStudies.status, 0),
            ),
          )
          .for('update');
        if (open) return null;
        const [row] = await tx
          .insert(continueStudies)
          .values({
            rootId: request.tenant.rootId,
            studentId,
            semester: payload.semester,
            payload,
            status: 0,
          })
          .returning();
        return row;
      });
      if (!saved)
        return {
          code: GENERIC_CODES.DUPLICATED,
          message: en
            ? `You already have a pending request for semester ${payload.semester}.`
            : `Bạn đã có một đơn đang chờ duyệt cho học kỳ ${payload.semester}.`,
        };
      return {
        code: GENERIC_CODES.SUCCESS,
        message: en
          ? 'Your request was submitted and is waiting for approval.'
          : 'Đã gửi đơn, đơn đang chờ phòng Đào tạo duyệt.',
        data: view(saved),
      };
    },
  );
}
