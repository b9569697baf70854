import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../../server/guards';
import { createDashboardService } from './dashboard-service';

const DASHBOARD = { $ref: 'https://schemas.unigate.vn/entities/dashboard.json#' };

/** The language the caller reads: x-locale, else Accept-Language, else Vietnamese. */
const localeOf = (header: unknown) => (/^en\b/i.test(String(header ?? '')) ? 'en' : 'vi');

/** GET /api/v1/dashboard: what the signed-in user's home shows, in one call. */
export default async function dashboardRoutes(app: FastifyInstance) {
  const service = createDashboardService(app);
  app.get(
    '/api/v1/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "The signed-in user's home: today's and the next classes, the next exam, unread notifications, open windows and deadlines, CPA",
        response: { 200: { type: 'object', properties: { data: DASHBOARD }, required: ['data'] } },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return {
        data: await service.forUser({
          tenant: request.tenant,
          user: {
            userId: session.userId,
            studentId: session.studentId,
            teacherId: session.teacherId,
            level: session.level,
          },
          locale: localeOf(request.headers['x-locale'] ?? request.headers['accept-language']),
          now: new Date(),
        }),
      };
    },
  );
}
