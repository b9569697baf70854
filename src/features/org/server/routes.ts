import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import { eduUnits } from '../shared/tables';
import { foldedSearch } from '../../../server/db/folded-search';
import { listOf } from '../../../server/list-schema';

const EDU_UNIT = { $ref: 'https://schemas.unigate.vn/entities/edu-unit.json#' };

/** SPEC §7 POST /api/v1/edu-units/query: the tenant's units, filtered by parent, type or text. */
export default async function orgRoutes(app: FastifyInstance) {
  app.post<{ Body: { parentId?: number; type?: number; search?: string; page: number; pageSize: number } }>(
    '/api/v1/edu-units/query',
    {
      schema: {
        tags: ['org'],
        summary: 'Education units of the tenant',
        body: {
          type: 'object',
          properties: {
            parentId: { type: 'integer' },
            type: { type: 'integer' },
            search: { type: 'string', maxLength: 200 },
            page: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
          },
          additionalProperties: false,
        },
        response: {
          200: listOf(EDU_UNIT),
        },
      },
    },
    async (request) => {
      const { parentId, type, search, page, pageSize } = request.body ?? { page: 1, pageSize: 100 };
      const where = and(
        eq(eduUnits.rootId, request.tenant.rootId),
        parentId !== undefined ? eq(eduUnits.parentId, parentId) : undefined,
        type !== undefined ? eq(eduUnits.type, type) : undefined,
        foldedSearch({ columns: [eduUnits.name, eduUnits.nameEn, eduUnits.abbrName], search }),
      );
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(eduUnits)
          .where(where)
          .orderBy(asc(eduUnits.order), asc(eduUnits.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ total: count() }).from(eduUnits).where(where),
      ]);
      return { data: rows.map(({ lastUpdate: _lastUpdate, ...unit }) => unit), total };
    },
  );
}
