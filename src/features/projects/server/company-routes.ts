import type { FastifyInstance } from 'fastify';
import { requireModule } from '../../../server/guards';
import { companiesByIds, queryCompanies, readCompany } from './company-service';
import type { CompanyQuery } from '../../../generated/index';
import { COMPANY, COMPANY_NEWS, COMPANY_QUERY, idParams, listResponse } from './route-schemas';

const tags = ['projects'];

/** SPEC §7 Companies: detail (with news), list by university, and by ids (no credentials needed). */
export default async function companyRoutes(app: FastifyInstance) {
  const preHandler = requireModule('project');

  app.get<{ Querystring: { ids: number[] } }>(
    '/api/v1/companies/query-by-ids',
    {
      preHandler,
      schema: {
        tags,
        summary: "The university's companies among these ids, by name (unknown ids are left out)",
        querystring: {
          type: 'object',
          properties: {
            ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 100 },
          },
          required: ['ids'],
          additionalProperties: false,
        },
        response: { 200: listResponse(COMPANY) },
      },
    },
    async (request) => companiesByIds({ db: app.db, rootId: request.tenant.rootId, ids: request.query.ids }),
  );

  app.post<{ Body: CompanyQuery | undefined }>(
    '/api/v1/companies/query-by-root',
    {
      preHandler,
      schema: {
        tags,
        summary: "The university's partner companies by name, paged (page 1, page size 10 by default)",
        body: COMPANY_QUERY,
        response: { 200: listResponse(COMPANY) },
      },
    },
    async (request) =>
      queryCompanies({ db: app.db, rootId: request.tenant.rootId, query: request.body ?? {} }),
  );

  app.get<{ Params: { id: number }; Querystring: { onlyNews?: boolean; rootId?: number } }>(
    '/api/v1/companies/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One company with its latest news; onlyNews answers the news alone',
        params: idParams(),
        querystring: {
          type: 'object',
          properties: {
            onlyNews: { type: 'boolean' },
            rootId: { type: 'integer', minimum: 1, description: "The university; another's answers 404" },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: { data: COMPANY, news: { type: 'array', items: COMPANY_NEWS } },
            required: ['news'],
          },
        },
      },
    },
    async (request) =>
      readCompany({ db: app.db, rootId: request.tenant.rootId, id: request.params.id, query: request.query }),
  );
}
