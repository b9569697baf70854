import type { FastifyInstance } from 'fastify';
import { requireModule } from '../../../server/guards';
import { getDeadline, queryDeadlines } from './deadline-service';
import type { DeadlineQuery } from '../../../generated/index';
import { DEADLINE, DEADLINE_QUERY, idParams, itemResponse, listResponse } from './route-schemas';

const tags = ['projects'];

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
        body: DEADLINE_QUERY,
        response: { 200: listResponse(DEADLINE) },
      },
    },
    async (request) =>
      queryDeadlines({ db: app.db, rootId: request.tenant.rootId, query: request.body ?? {} }),
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
