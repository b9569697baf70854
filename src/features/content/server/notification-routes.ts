import type { FastifyInstance } from 'fastify';
import { GENERIC_CODES } from '../../../core/index';
import { requireModule, requireSession } from '../../../server/guards';
import { notFound } from '../../../server/http-errors';
import { listResponse, pagedObjectSchema } from './list-query';
import type { PageQuery } from './list-query';
import { countNotifications, markNotificationRead, queryNotifications } from './notification-service';

const NOTIFICATION = 'https://schemas.unigate.vn/entities/notification.json';
const COUNTS = { $ref: `${NOTIFICATION}#/$defs/counts` };
const tags = ['notifications'];

/** SPEC §7 notifications of the signed-in user: count, query (paged) and read (once). */
export default async function notificationRoutes(app: FastifyInstance) {
  const preHandler = requireModule('notifications');

  app.post(
    '/api/v1/notifications/count',
    {
      preHandler,
      schema: {
        tags,
        summary: 'How many notifications the user has and how many they read',
        body: { type: ['object', 'null'], properties: {}, additionalProperties: false },
        response: { 200: COUNTS },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      return countNotifications({ db: app.db, rootId: request.tenant.rootId, userId });
    },
  );

  app.post<{ Body: PageQuery & { isUnreadOnly?: boolean; category?: string } }>(
    '/api/v1/notifications/query',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One page of notifications, newest first, with readIds: the ids of that page already read',
        body: pagedObjectSchema({
          isUnreadOnly: { type: 'boolean' },
          category: { type: 'string', maxLength: 64 },
        }),
        response: {
          200: listResponse(NOTIFICATION, { readIds: { type: 'array', items: { type: 'integer' } } }),
        },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      return queryNotifications({
        db: app.db,
        rootId: request.tenant.rootId,
        userId,
        query: request.body ?? { page: 1, pageSize: 20 },
      });
    },
  );

  app.post<{ Body: { notificationId: number } }>(
    '/api/v1/notifications/read',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Marks a notification read (once: repeating or racing the call adds nothing); data carries the new counts',
        body: {
          type: 'object',
          properties: { notificationId: { type: 'integer', minimum: 1 } },
          required: ['notificationId'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              code: { type: 'integer' },
              data: {
                type: 'object',
                properties: {
                  notificationId: { type: 'integer' },
                  isFirstRead: { type: 'boolean' },
                  total: { type: 'integer' },
                  read: { type: 'integer' },
                },
                required: ['notificationId', 'isFirstRead', 'total', 'read'],
              },
            },
            required: ['code', 'data'],
          },
        },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      const data = await markNotificationRead({
        db: app.db,
        rootId: request.tenant.rootId,
        userId,
        notificationId: request.body.notificationId,
      });
      if (!data) throw notFound('Không tìm thấy thông báo / Notification not found');
      return { code: GENERIC_CODES.SUCCESS, data };
    },
  );
}
