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

/**
 * App-wide: reads the session cookie of every request into `request.session` (tenant-scoped), as
 * the request arrives: a route's role check can then come before its input is validated.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('sessionStore', await createSessionStore(app));
    app.decorateRequest('session', null as RequestSession | null);
    app.addHook('onRequest', (request, _reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      // A session this instance read lately is answered at once; otherwise the store asks the database.
      const known = token ? app.sessionStore.peek({ token, rootId: request.tenant.rootId }) : null;
      if (known !== undefined) {
        request.session = known;
        return done();
      }
      app.sessionStore.read({ token: token as string, rootId: request.tenant.rootId }).then(
        (session) => {
          request.session = session;
          done();
        },
        (error: Error) => done(error),
      );
    });
  },
  { name: 'auth-session' },
);
