import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { RequestSession } from '../../../server/types';
import { createSessionStore, SESSION_COOKIE } from './session-store';
import type { SessionStore } from './session-store';

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
  }
}

/** App-wide: reads the session cookie of every request into `request.session` (tenant-scoped). */
export default fp(async (app: FastifyInstance) => {
  app.decorate('sessionStore', await createSessionStore(app));
  app.decorateRequest('session', null as RequestSession | null);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.session = token ? await app.sessionStore.read({ token, rootId: request.tenant.rootId }) : null;
  });
}, { name: 'auth-session' });
