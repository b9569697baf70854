import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { GENERIC_CODES, resultMessage } from '../../../core/index';
import { verifyChecksum } from '../../../server/verify-checksum';
import { requireStudent } from '../../../server/guards';
import { forbidden, notFound } from '../../../server/http-errors';
import { students } from '../../people/shared/tables';
import { classes } from './class-tables';
import { courseMembers } from './record-tables';
import { requestLocale as localeOf } from '../../../server/request-locale';
import { listOf } from '../../../server/list-schema';
import { checkSum, idParam, ref } from './route-schemas';
import { resultOf } from '../../../server/result-schema';

const tags = ['learn: course members'];
/** No course-member rule exists in src/core/checksum.ts; the closest is the id-keyed `updates` rule of student info. */
const RULE = 'studentInfo.update';

const columns = {
  m: courseMembers,
  classCode: classes.classId,
  courseCode: classes.courseCode,
  courseName: classes.courseName,
  studentCode: students.studentCode,
  fullName: students.fullName,
};
type Row = {
  m: typeof courseMembers.$inferSelect;
  classCode: string;
  courseCode: string;
  courseName: string;
  studentCode: string;
  fullName: string;
};
const view = ({ row, studentId }: { row: Row; studentId: number }) => {
  const { rootId: _rootId, lastUpdate, ...member } = row.m;
  return {
    ...member,
    classCode: row.classCode,
    courseCode: row.courseCode,
    courseName: row.courseName,
    studentCode: row.studentCode,
    fullName: row.fullName,
    isMe: member.studentId === studentId,
    lastUpdate: lastUpdate.toISOString(),
  };
};

/** SPEC §7 course-member calls; an assistant may update only their own record (SPEC §6). */
export default async function courseMemberRoutes(app: FastifyInstance) {
  const select = () =>
    app.db
      .select(columns)
      .from(courseMembers)
      .innerJoin(classes, eq(classes.id, courseMembers.classId))
      .innerJoin(students, eq(students.id, courseMembers.studentId));

  app.get(
    '/api/v1/course-member/get-course-by-student',
    {
      schema: {
        tags,
        summary: 'My course memberships (as student or assistant)',
        response: { 200: listOf(ref('course-member')) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const rows = await select()
        .where(and(eq(courseMembers.rootId, request.tenant.rootId), eq(courseMembers.studentId, studentId)))
        .orderBy(asc(courseMembers.semester), asc(classes.courseCode));
      const data = rows.map((row) => view({ row, studentId }));
      return { data, total: data.length };
    },
  );

  app.get<{ Querystring: { courseId: number } }>(
    '/api/v1/course-member/query-by-courseId',
    {
      schema: {
        tags,
        summary: 'Members of my classes of a course (403 when I am not a member of the course)',
        querystring: {
          type: 'object',
          required: ['courseId'],
          properties: { courseId: { type: 'integer', minimum: 1 } },
        },
        response: { 200: listOf(ref('course-member')) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const mine = await app.db
        .select({ classId: courseMembers.classId })
        .from(courseMembers)
        .where(
          and(
            eq(courseMembers.rootId, request.tenant.rootId),
            eq(courseMembers.courseId, request.query.courseId),
            eq(courseMembers.studentId, studentId),
          ),
        );
      if (mine.length === 0)
        throw forbidden('Bạn không thuộc học phần này / You are not a member of this course');
      const rows = await select()
        .where(
          inArray(
            courseMembers.classId,
            mine.map((m) => m.classId),
          ),
        )
        .orderBy(sql`${courseMembers.role} = 'student'`, asc(students.studentCode));
      const data = rows.map((row) => view({ row, studentId }));
      return { data, total: data.length };
    },
  );

  app.post<{
    Params: { id: number };
    Body: { updates: { contact?: string; officeHours?: string; note?: string }; checkSum: string };
  }>(
    '/api/v1/course-member/update/:id',
    {
      schema: {
        tags,
        summary: "Updates my assistant record's contact, office hours and note",
        description: `Checksum rule '${RULE}' (updates + the record id). Another member's record answers 404 (as a missing one); my own student (not assistant) record answers 403.`,
        params: idParam,
        body: {
          type: 'object',
          required: ['updates', 'checkSum'],
          properties: {
            updates: {
              type: 'object',
              additionalProperties: false,
              minProperties: 1,
              properties: {
                contact: { type: 'string', maxLength: 200 },
                officeHours: { type: 'string', maxLength: 200 },
                note: { type: 'string', maxLength: 1000, 'x-multiline': true },
              },
            },
            checkSum,
          },
        },
        response: { 200: resultOf({ data: ref('course-member') }) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const locale = localeOf(request);
      const [row] = await select().where(
        and(eq(courseMembers.id, request.params.id), eq(courseMembers.rootId, request.tenant.rootId)),
      );
      // Another member's record answers exactly as a missing one; my own student record is 403.
      if (!row || row.m.studentId !== studentId) throw notFound();
      if (row.m.role !== 'assistant')
        throw forbidden(
          'Trợ giảng chỉ được cập nhật bản ghi của chính mình / An assistant may update only their own record',
        );
      if (!verifyChecksum({ rule: RULE, body: request.body, id: request.params.id })) {
        return {
          code: GENERIC_CODES.CHECKSUM_FAILED,
          message: resultMessage({ set: 'generic', code: GENERIC_CODES.CHECKSUM_FAILED, locale }),
        };
      }
      await app.db
        .update(courseMembers)
        .set({ ...request.body.updates, lastUpdate: new Date() })
        .where(eq(courseMembers.id, row.m.id));
      const [updated] = await select().where(eq(courseMembers.id, row.m.id));
      return {
        code: GENERIC_CODES.SUCCESS,
        message: resultMessage({ set: 'generic', code: GENERIC_CODES.SUCCESS, locale }),
        data: view({ row: updated, studentId }),
      };
    },
  );
}
