import type { FastifyInstance } from 'fastify';
import { listOf } from '../../../server/list-schema';
import { and, eq, inArray } from 'drizzle-orm';
import { GENERIC_CODES, resultMessage } from '../../../core/index';
import { inTransaction } from '../../../server/db/in-transaction';
import { requireModule, requireSession, requireStudent } from '../../../server/guards';
import { requestLocale } from '../../../server/request-locale';
import { keepSentBody, sentBodyOf } from '../../../server/sent-body';
import { verifyChecksum } from '../../../server/verify-checksum';
import { eduUnits } from '../../org/shared/tables';
import { toStudentInfo, toStudentProfile } from '../shared/to-student-profile';
import { students } from '../shared/tables';
import { resultOf } from '../../../server/result-schema';

const tags = ['people'];
const STUDENT_PROFILE = { $ref: 'https://schemas.unigate.vn/entities/student-profile.json#' };
const STUDENT_INFO = { $ref: 'https://schemas.unigate.vn/entities/student-info.json#' };
const STUDENT_NAME = { $ref: 'https://schemas.unigate.vn/entities/student-name.json#' };
const idParam = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };
/**
 * What a student may correct about themselves: their phone. E-mails stay as the school holds them:
 * SPEC §5 award visibility matches the e-mail and the related e-mail, so a student must not set them.
 */
const contactFields = {
  phone: { type: 'string', maxLength: 20, pattern: '^((0|\\+84)[ .]?[1-9]([ .]?[0-9]){8,9})?$' },
};

type Contact = { phone?: string };

/** SPEC §7 student writes (own record only) and list-student (names of fellow students by id). */
export default async function studentUpdateRoutes(app: FastifyInstance) {
  /** Updates the own record; with `lastUpdate` a stale read answers 0 with the stored record. */
  const updateOwn = async ({
    rootId,
    studentId,
    updates,
    lastUpdate,
  }: {
    rootId: number;
    studentId: number;
    updates: Contact;
    lastUpdate?: string;
  }) =>
    inTransaction({
      db: app.db,
      work: async (tx) => {
        const [current] = await tx
          .select()
          .from(students)
          .where(and(eq(students.id, studentId), eq(students.rootId, rootId)))
          .for('update');
        if (!current) return { code: GENERIC_CODES.NOT_FOUND, row: null };
        if (lastUpdate !== undefined && new Date(lastUpdate).getTime() !== current.lastUpdate.getTime())
          return { code: GENERIC_CODES.FAILED, row: current };
        const [row] = await tx
          .update(students)
          .set({ ...updates, lastUpdate: new Date(Math.max(Date.now(), current.lastUpdate.getTime() + 1)) })
          .where(eq(students.id, studentId))
          .returning();
        return { code: GENERIC_CODES.SUCCESS, row };
      },
    });
  const departmentOf = async (departmentId: number) => {
    const [unit] = await app.db
      .select({ name: eduUnits.name, nameEn: eduUnits.nameEn })
      .from(eduUnits)
      .where(eq(eduUnits.id, departmentId));
    return { departmentName: unit?.name ?? '', departmentNameEn: unit?.nameEn ?? '' };
  };

  app.post<{ Params: { id: number }; Body: Contact & { lastUpdate?: string } }>(
    '/api/v1/students/:id',
    {
      schema: {
        tags,
        summary:
          "Updates the signed-in student's own phone (e-mails are the school's); another id answers -2. Codes: 1, 0 stale lastUpdate, -2",
        params: idParam,
        body: {
          type: 'object',
          properties: { ...contactFields, lastUpdate: { type: 'string', format: 'date-time' } },
          additionalProperties: false,
          minProperties: 1,
        },
        response: { 200: resultOf({ data: STUDENT_PROFILE, isNullable: true }) },
      },
    },
    async (request) => {
      const session = requireStudent(request);
      const locale = requestLocale(request);
      const message = (code: number) => resultMessage({ set: 'generic', code, locale });
      if (session.studentId !== request.params.id)
        return { code: GENERIC_CODES.NOT_FOUND, message: message(GENERIC_CODES.NOT_FOUND), data: null };
      const { lastUpdate, ...updates } = request.body;
      const { code, row } = await updateOwn({
        rootId: request.tenant.rootId,
        studentId: session.studentId,
        updates,
        lastUpdate,
      });
      const data = row ? toStudentProfile({ student: row, ...(await departmentOf(row.departmentId)) }) : null;
      return { code, message: message(code), data };
    },
  );

  app.post<{
    Params: { id: number };
    Body: { updates: Contact & { lastUpdate?: string }; checkSum: string };
  }>(
    '/api/v1/students/student-info/:id',
    {
      preValidation: keepSentBody,
      preHandler: requireModule('studentInfo'),
      schema: {
        tags,
        summary:
          "Updates the signed-in student's own details (module studentInfo); checksum rule studentInfo.update (SHA-256 of the updates JSON + the id). Codes: 1, 0 stale lastUpdate, -1 checksum, -2 not found",
        params: idParam,
        body: {
          type: 'object',
          properties: {
            updates: {
              type: 'object',
              properties: { ...contactFields, lastUpdate: { type: 'string', format: 'date-time' } },
              additionalProperties: false,
              minProperties: 1,
            },
            checkSum: { type: 'string', minLength: 1, maxLength: 128 },
          },
          required: ['updates', 'checkSum'],
          additionalProperties: false,
        },
        response: { 200: resultOf({ data: STUDENT_INFO, isNullable: true }) },
      },
    },
    async (request) => {
      const session = requireStudent(request);
      const locale = requestLocale(request);
      const message = (code: number) => resultMessage({ set: 'generic', code, locale });
      if (session.studentId !== request.params.id)
        return { code: GENERIC_CODES.NOT_FOUND, message: message(GENERIC_CODES.NOT_FOUND), data: null };
      if (!verifyChecksum({ rule: 'studentInfo.update', body: sentBodyOf(request), id: request.params.id }))
        return {
          code: GENERIC_CODES.CHECKSUM_FAILED,
          message: message(GENERIC_CODES.CHECKSUM_FAILED),
          data: null,
        };
      const { lastUpdate, ...updates } = request.body.updates;
      const { code, row } = await updateOwn({
        rootId: request.tenant.rootId,
        studentId: session.studentId,
        updates,
        lastUpdate,
      });
      const data = row
        ? toStudentInfo({
            student: row,
            departmentName: (await departmentOf(row.departmentId)).departmentName,
          })
        : null;
      return { code, message: message(code), data };
    },
  );

  app.get<{ Querystring: { studentIds: string } }>(
    '/api/v1/students/list-student',
    {
      schema: {
        tags,
        summary:
          'Names of students of the tenant by id (comma-separated, at most 100): code, name and class only, e.g. for group members',
        querystring: {
          type: 'object',
          properties: { studentIds: { type: 'string', pattern: '^[0-9]{1,16}(,[0-9]{1,16}){0,99}$' } },
          required: ['studentIds'],
          additionalProperties: false,
        },
        response: { 200: listOf(STUDENT_NAME) },
      },
    },
    async (request) => {
      requireSession(request);
      const ids = [...new Set(request.query.studentIds.split(',').map(Number))].filter(Number.isSafeInteger);
      const data = await app.db
        .select({
          id: students.id,
          studentCode: students.studentCode,
          fullName: students.fullName,
          className: students.className,
        })
        .from(students)
        .where(and(eq(students.rootId, request.tenant.rootId), inArray(students.id, ids)));
      return { data, total: data.length };
    },
  );
}
