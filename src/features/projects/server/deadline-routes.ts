import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireModule } from '../../../server/guards';
import { getDeadline, queryDeadlines } from './deadline-service';
import type { DeadlineQuery } from '../../../generated/index';
import { DEADLINE, DEADLINE_QUERY, idParams, itemResponse, listResponse } from './route-schemas';

const tags = ['projects'];
/** The signed-in student's id; undefined for staff, teachers and visitors. */
const studentIdOf = (request: FastifyRequest) =>
  request.session && request.session.studentId > 0 ? request.session.studentId : undefined;

/** SPEC §7: POST /api/v1/deadline/query and GET /api/v1/deadline/{id} (registration and submission windows). */
export default async function deadlineRoutes(app: FastifyInstance) {
  const preHandler = requireModule('project');

  app.post<{ Body: DeadlineQuery | undefined }>(
    '/api/v1/deadline/query',
    {
      preHandler,
      schema: {
        tags,
        summary: "The university's deadlines (status locked 1 / opened 2), latest start first",
        description:
          'A student is offered only the request rounds they may register in (by programme level and year of study); staff and teachers see every round.',
        body: DEADLINE_QUERY,
        response: { 200: listResponse(DEADLINE) },
      },
    },
    async (request) =>
      queryDeadlines({
        db: app.db,
        rootId: request.tenant.rootId,
        query: request.body ?? {},
        studentId: studentIdOf(request),
      }),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v1/deadline/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One deadline',
        params: idParams(),
        response: { 200: itemResponse(DEADLINE) },
      },
    },
    async (request) => ({
      data: await getDeadline({ db: app.db, rootId: request.tenant.rootId, id: request.params.id }),
    }),
  );
}
