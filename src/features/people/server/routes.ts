import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import { eduUnits } from '../../org/shared/tables';
import { toStudentInfo, toStudentProfile } from '../shared/to-student-profile';
import { notFound } from '../../../server/http-errors';
import { requireSession } from '../../../server/guards';
import { students, teachers } from '../shared/tables';
import studentUpdateRoutes from './student-update-routes';
import { foldedSearch } from '../../../server/db/folded-search';
import { listOf } from '../../../server/list-schema';

const tags = ['people'];
const idParam = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };
const TEACHER = { $ref: 'https://schemas.unigate.vn/entities/teacher.json#' };
const STUDENT_PROFILE = { $ref: 'https://schemas.unigate.vn/entities/student-profile.json#' };
const STUDENT_INFO = { $ref: 'https://schemas.unigate.vn/entities/student-info.json#' };

const teacherColumns = {
  id: teachers.id,
  code: teachers.code,
  fullName: teachers.fullName,
  email: teachers.email,
  title: teachers.title,
  departmentId: teachers.departmentId,
  departmentName: eduUnits.name,
  researchInterests: teachers.researchInterests,
};

/** SPEC §7 students/{id}, its student-info and profiles (own record only), teachers/{id}, teachers/query. */
export default async function peopleRoutes(app: FastifyInstance) {
  await app.register(studentUpdateRoutes);

  /** The session's own student row with its department; another student's id answers exactly as a missing one. */
  const ownStudent = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const session = requireSession(request);
    if (session.studentId !== request.params.id) throw notFound();
    const [row] = await app.db
      .select({ s: students, departmentName: eduUnits.name, departmentNameEn: eduUnits.nameEn })
      .from(students)
      .leftJoin(eduUnits, eq(eduUnits.id, students.departmentId))
      .where(and(eq(students.id, request.params.id), eq(students.rootId, request.tenant.rootId)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Params: { id: number } }>(
    '/api/v1/students/:id',
    {
      schema: {
        tags,
        summary: "The signed-in student's own record",
        params: idParam,
        response: {
          200: {
            type: 'object',
            properties: { data: STUDENT_PROFILE },
          },
        },
      },
    },
    async (request) => {
      const row = await ownStudent(request);
      return {
        data: toStudentProfile({
          student: row.s,
          departmentName: row.departmentName ?? '',
          departmentNameEn: row.departmentNameEn ?? '',
        }),
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/students/:id/student-info',
    {
      schema: {
        tags,
        summary: "The signed-in student's personal and study details (read-only)",
        description:
          'Only the own record: another id answers 404 as a missing one. The tenant module `studentInfo` governs editing these details, not reading them.',
        params: idParam,
        response: { 200: { type: 'object', properties: { data: STUDENT_INFO } } },
      },
    },
    async (request) => {
      const row = await ownStudent(request);
      return { data: toStudentInfo({ student: row.s, departmentName: row.departmentName ?? '' }) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/students/:id/profiles',
    {
      schema: {
        tags,
        summary: "The signed-in student's study profiles (programme, major, school, admission, status)",
        params: idParam,
        response: {
          200: listOf(STUDENT_PROFILE),
        },
      },
    },
    async (request) => {
      const row = await ownStudent(request);
      const data = [
        toStudentProfile({
          student: row.s,
          departmentName: row.departmentName ?? '',
          departmentNameEn: row.departmentNameEn ?? '',
        }),
      ];
      return { data, total: data.length };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/teachers/:id',
    {
      schema: {
        tags,
        summary: 'A teacher of the tenant',
        params: idParam,
        response: { 200: { type: 'object', properties: { data: TEACHER } } },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select(teacherColumns)
        .from(teachers)
        .leftJoin(eduUnits, eq(eduUnits.id, teachers.departmentId))
        .where(and(eq(teachers.id, request.params.id), eq(teachers.rootId, request.tenant.rootId)))
        .limit(1);
      if (!row) throw notFound();
      return { data: { ...row, departmentName: row.departmentName ?? '' } };
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number; search?: string; departmentId?: number } }>(
    '/api/v1/teachers/query',
    {
      schema: {
        tags,
        summary: 'Teachers of the tenant, searchable by name, code or e-mail',
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
            search: { type: 'string', maxLength: 200 },
            departmentId: { type: 'integer' },
          },
          additionalProperties: false,
        },
        response: {
          200: listOf(TEACHER),
        },
      },
    },
    async (request) => {
      const { page, pageSize, search, departmentId } = request.query;
      const where = and(
        eq(teachers.rootId, request.tenant.rootId),
        departmentId ? eq(teachers.departmentId, departmentId) : undefined,
        foldedSearch({ columns: [teachers.fullName, teachers.code, teachers.email], search }),
      );
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select(teacherColumns)
          .from(teachers)
          .leftJoin(eduUnits, eq(eduUnits.id, teachers.departmentId))
          .where(where)
          .orderBy(asc(teachers.code))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ total: count() }).from(teachers).where(where),
      ]);
      return { data: rows.map((row) => ({ ...row, departmentName: row.departmentName ?? '' })), total };
    },
  );
}
