import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { pickCurrentSemester, sortSemesters } from '../../../core/index';
import { notFound } from '../../../server/http-errors';
import { listOf } from '../../../server/list-schema';
import classRegistrationRoutes from './class-registration-routes';
import courseRegistrationRoutes from './course-registration-routes';
import continueStudyRoutes from './continue-study-routes';
import courseMemberRoutes from './course-member-routes';
import { registerLearnDashboard } from './dashboard-providers';
import programRoutes from './program-routes';
import recordsRoutes from './records-routes';
import timetableRoutes from './timetable-routes';
import { semesters } from './tables';

const SEMESTER = { $ref: 'https://schemas.unigate.vn/entities/semester.json#' };
const tags = ['learn'];

/** Semesters of the tenant, ascending (SPEC §4). */
const listSemesters = async ({ app, rootId }: { app: FastifyInstance; rootId: number }) => {
  const rows = await app.db.select().from(semesters).where(eq(semesters.rootId, rootId));
  return sortSemesters(rows);
};

/** SPEC §7: GET /api/v1/semesters and /semesters/current. */
export default async function learnRoutes(app: FastifyInstance) {
  await app.register(classRegistrationRoutes);
  await app.register(courseRegistrationRoutes);
  await app.register(timetableRoutes);
  await app.register(recordsRoutes);
  await app.register(programRoutes);
  await app.register(courseMemberRoutes);
  await app.register(continueStudyRoutes);
  registerLearnDashboard(app);
  app.get(
    '/api/v1/semesters',
    {
      schema: {
        tags,
        summary: 'Semesters, ascending',
        response: {
          200: listOf(SEMESTER),
        },
      },
    },
    async (request) => {
      const data = await listSemesters({ app, rootId: request.tenant.rootId });
      return { data, total: data.length };
    },
  );
  app.get(
    '/api/v1/semesters/current',
    {
      schema: {
        tags,
        summary: 'The semester flagged current for classes, else the latest',
        response: { 200: { type: 'object', properties: { data: SEMESTER } } },
      },
    },
    async (request) => {
      const current = pickCurrentSemester(await listSemesters({ app, rootId: request.tenant.rootId }));
      if (!current) throw notFound('Chưa có học kỳ / No semester yet');
      return { data: current };
    },
  );
}
