import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { requireModule, requireSession } from '../../../server/guards';
import { listOf } from '../../../server/list-schema';
import { staffAwardCategories } from './tables';

const tags = ['awards'];
const CATEGORY = { $ref: 'https://schemas.unigate.vn/entities/staff-award-category.json#' };

/** SPEC §7 GET /api/v1/staff-award-category: the tenant's award categories (module staffAwardCategory). */
export default async function categoryRoutes(app: FastifyInstance) {
  app.get(
    '/api/v1/staff-award-category',
    {
      preHandler: [requireModule('staffAwardCategory')],
      schema: {
        tags,
        summary: 'SPEC §6 staff award categories (module staffAwardCategory)',
        response: {
          200: listOf(CATEGORY),
        },
      },
    },
    async (request) => {
      requireSession(request);
      const data = await app.db
        .select()
        .from(staffAwardCategories)
        .where(eq(staffAwardCategories.rootId, request.tenant.rootId))
        .orderBy(asc(staffAwardCategories.orderIndex));
      return { data, total: data.length };
    },
  );
}
