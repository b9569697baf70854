import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http-errors';
import { listOutbox, OUTBOX_ID_PATTERN, readOutboxEml, readOutboxMail } from './outbox';
import { outboxListPage, outboxMailPage } from './outbox-pages';

/** The machine itself (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export const isLoopback = (ip: string) => /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/.test(ip) || ip === '::1';

const formatQuery = {
  type: 'object',
  properties: { format: { type: 'string', enum: ['html', 'json'], default: 'html' } },
  additionalProperties: false,
} as const;
const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: OUTBOX_ID_PATTERN } },
  required: ['id'],
} as const;
// Development tools, not the portal's API: left out of /api/docs.
const schemaOf = (extra: Record<string, unknown>) => ({ hide: true, tags: ['dev'], ...extra });

/**
 * The outbox viewer: the mails the portal wrote instead of sending them, newest first, one at a
 * time, or the raw .eml. Answers only outside production, only while mail goes to the outbox,
 * and only to this machine (reset links are keys to accounts): a 404 for anyone else.
 */
export const registerOutboxRoutes = (app: FastifyInstance) => {
  const dir = app.settings.mailOutboxDir;
  const allow = (request: FastifyRequest) => {
    if (!app.settings.canViewOutbox || app.mailer.kind !== 'outbox' || !isLoopback(request.ip)) {
      throw notFound();
    }
  };

  app.get<{ Querystring: { format: 'html' | 'json' } }>(
    '/api/dev/outbox',
    { schema: schemaOf({ summary: 'Development: the outbox, newest first', querystring: formatQuery }) },
    async (request, reply) => {
      allow(request);
      const { data, total } = await listOutbox({ dir });
      if (request.query.format === 'json') return { data, total };
      return reply.type('text/html; charset=utf-8').send(outboxListPage({ mails: data, total, dir }));
    },
  );

  app.get<{ Params: { id: string }; Querystring: { format: 'html' | 'json' } }>(
    '/api/dev/outbox/:id',
    { schema: schemaOf({ summary: 'Development: one mail', params: idParams, querystring: formatQuery }) },
    async (request, reply) => {
      allow(request);
      const mail = await readOutboxMail({ dir, id: request.params.id });
      if (!mail) throw notFound();
      if (request.query.format === 'json') return mail;
      return reply.type('text/html; charset=utf-8').send(outboxMailPage(mail));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/dev/outbox/:id/eml',
    { schema: schemaOf({ summary: 'Development: one mail as .eml', params: idParams }) },
    async (request, reply) => {
      allow(request);
      const eml = await readOutboxEml({ dir, id: request.params.id });
      if (!eml) throw notFound();
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${request.params.id}.eml"`)
        .send(eml);
    },
  );
};
