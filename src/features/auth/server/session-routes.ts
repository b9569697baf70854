import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../../server/guards';
import { listOf } from '../../../server/list-schema';
import { createSessionList } from './session-list';

const tags = ['auth'];

const SESSION_VIEW = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'Opaque id of the session (not its token)' },
    createdAt: { type: 'string', format: 'date-time', description: 'When it signed in' },
    expiresAt: { type: 'string', format: 'date-time' },
    ip: { type: 'string', description: 'Address it signed in from' },
    browser: { type: 'string', description: "Browser read from the user agent; '' when unknown" },
    os: { type: 'string', description: "System read from the user agent; '' when unknown" },
    current: { type: 'boolean', description: 'The session making this request' },
  },
  required: ['id', 'createdAt', 'expiresAt', 'ip', 'browser', 'os', 'current'],
};

const sessionIdParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
  required: ['id'],
};

/** The signed-in user's own sessions: list them, end any of them. */
export default async function sessionRoutes(app: FastifyInstance) {
  const sessionList = createSessionList(app);

  app.get(
    '/api/v1/auth/sessions',
    {
      schema: {
        tags,
        summary: "The signed-in user's live sessions (device, time), newest first",
        response: {
          200: listOf(SESSION_VIEW),
        },
      },
    },
    async (request) => sessionList.list({ session: requireSession(request) }),
  );

  // A POST, as every mutating call of the student API (its clients speak GET and POST only).
  app.post<{ Params: { id: string } }>(
    '/api/v1/auth/sessions/:id/revoke',
    {
      schema: {
        tags,
        summary: "Ends one of the user's sessions everywhere; 404 for any other id; code 1",
        params: sessionIdParams,
        response: {
          200: {
            type: 'object',
            properties: { code: { type: 'integer' }, current: { type: 'boolean' } },
            required: ['code', 'current'],
          },
        },
      },
    },
    async (request, reply) =>
      sessionList.end({ session: requireSession(request), id: request.params.id, reply }),
  );
}
