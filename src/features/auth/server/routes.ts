import type { FastifyInstance } from 'fastify';
import { createAuthService } from './auth-service';
import ssoRoutes from './sso-routes';
import sessionRoutes from './session-routes';
import passwordResetRoutes from './password-reset-routes';

const AUTH_USER = { $ref: 'https://schemas.unigate.vn/entities/auth-user.json#' };
const nullableUser = { anyOf: [AUTH_USER, { type: 'null' }] };
const resultWithUser = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data: nullableUser },
  required: ['code'],
};
const tags = ['auth'];

/** SPEC §7 Auth: login, session, logout, change-password (SSO calls: sso-routes.ts; own sessions: session-routes.ts; password recovery: password-reset-routes.ts). */
export default async function authRoutes(app: FastifyInstance) {
  const auth = await createAuthService(app);
  app.decorate('auth', auth);

  app.post<{ Body: { account: string; password: string } }>(
    '/api/v1/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with account (student code or e-mail) and password; codes 1 / 0 / -1 / -2',
        body: {
          type: 'object',
          properties: {
            account: { type: 'string', minLength: 1, maxLength: 200 },
            password: { type: 'string', minLength: 1, maxLength: 200 },
          },
          required: ['account', 'password'],
          additionalProperties: false,
        },
        response: { 200: resultWithUser },
      },
    },
    async (request, reply) => auth.login({ request, reply, ...request.body }),
  );

  app.get(
    '/api/v1/auth/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user, or null',
        response: { 200: { type: 'object', properties: { data: nullableUser }, required: ['data'] } },
      },
    },
    async (request) => ({ data: await auth.session(request) }),
  );

  app.get(
    '/api/v1/auth/logout',
    {
      // SPEC keeps logout a GET; it ends the session, so a link on another site must not trigger it.
      config: { sameOrigin: 'enforce' },
      schema: {
        tags,
        summary: 'Revokes the session and clears its cookie',
        response: { 200: { type: 'object', properties: { code: { type: 'integer' } } } },
      },
    },
    async (request, reply) => auth.logout({ request, reply }),
  );

  app.post<{ Body: { password: string; newPassword: string; checkSum: string } }>(
    '/api/v1/auth/change-password',
    {
      schema: {
        tags,
        summary:
          'Changes the password (checksum rule auth.changePassword); codes 1 / 0 / -1 (wrong password, or a bad checksum with the generic message); 429 when throttled',
        body: {
          type: 'object',
          properties: {
            password: { type: 'string', minLength: 1, maxLength: 200 },
            newPassword: { type: 'string', minLength: 1, maxLength: 200 },
            checkSum: { type: 'string', minLength: 1, maxLength: 128 },
          },
          required: ['password', 'newPassword', 'checkSum'],
          additionalProperties: false,
        },
        response: { 200: { $ref: 'https://schemas.unigate.vn/common/result.json#' } },
      },
    },
    async (request, reply) => auth.changePassword({ request, reply, body: request.body }),
  );

  await app.register(ssoRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Awaited<ReturnType<typeof createAuthService>>;
  }
}
