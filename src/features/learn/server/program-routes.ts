import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { requireModule, requireStudent } from '../../../server/guards';
import { notFound } from '../../../server/http-errors';
import { courses } from './course-tables';
import { createProgramService } from './program-service';
import { listOf } from '../../../server/list-schema';
import { dataOf, idParam, ref } from './route-schemas';

const tags = ['learn: programme'];

/** SPEC §7 edu-programs/query, students/program-detail (degree audit, what-if) and courses/{id}. */
export default async function programRoutes(app: FastifyInstance) {
  const service = createProgramService(app);
  const preHandler = requireModule('educationProgram');

  app.get<{ Querystring: { search?: string } }>(
    '/api/v1/edu-programs/query',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Programmes of the tenant (mine flagged)',
        querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } },
        response: { 200: listOf(ref('edu-program')) },
      },
    },
    async (request) => {
      const data = await service.list({
        rootId: request.tenant.rootId,
        studentId: requireStudent(request).studentId,
        search: request.query.search,
      });
      return { data, total: data.length };
    },
  );
  app.get<{ Querystring: { programId?: number } }>(
    '/api/v1/students/program-detail',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Degree audit of my programme, or what-if for another programme (change of major)',
        querystring: { type: 'object', properties: { programId: { type: 'integer', minimum: 1 } } },
        response: { 200: dataOf(ref('program-detail')) },
      },
    },
    async (request) => ({
      data: await service.detail({
        rootId: request.tenant.rootId,
        studentId: requireStudent(request).studentId,
        programId: request.query.programId,
      }),
    }),
  );
  app.get<{ Params: { id: number } }>(
    '/api/v1/courses/:id',
    {
      schema: {
        tags,
        summary: 'A course of the catalogue with its prerequisites',
        params: idParam,
        response: { 200: dataOf(ref('course')) },
      },
    },
    async (request) => {
      const [course] = await app.db
        .select()
        .from(courses)
        .where(and(eq(courses.id, request.params.id), eq(courses.rootId, request.tenant.rootId)));
      if (!course) throw notFound();
      const prerequisites =
        course.prerequisiteIds.length === 0
          ? []
          : await app.db
              .select({ id: courses.id, code: courses.code, name: courses.name })
              .from(courses)
              .where(inArray(courses.id, course.prerequisiteIds));
      const { rootId: _rootId, prerequisiteIds: _ids, ...rest } = course;
      return { data: { ...rest, prerequisites } };
    },
  );
}
