import type { FastifyInstance } from 'fastify';
import { createPasswordResetService } from './password-reset-service';

const tags = ['auth'];
const RESULT = { $ref: 'https://schemas.unigate.vn/common/result.json#' };
const AUTH_USER = { $ref: 'https://schemas.unigate.vn/entities/auth-user.json#' };
const resultWithUser = {
  type: 'object',
  properties: {
    code: { type: 'integer' },
    message: { type: 'string' },
    data: { anyOf: [AUTH_USER, { type: 'null' }] },
  },
  required: ['code'],
};
const token = { type: 'string', minLength: 1, maxLength: 200, description: 'The token of the reset link' };

/** Password recovery by e-mail (signed out): ask for a link, check it, set the new password. */
export default async function passwordResetRoutes(app: FastifyInstance) {
  const resets = createPasswordResetService({ app, auth: app.auth });

  app.post<{ Body: { account: string } }>(
    '/api/v1/auth/forgot-password',
    {
      schema: {
        tags,
        summary:
          'Mails a reset link to the account (student code or e-mail) when it exists; always code 1 with the same message; 429 when throttled',
        body: {
          type: 'object',
          properties: { account: { type: 'string', minLength: 1, maxLength: 200 } },
          required: ['account'],
          additionalProperties: false,
        },
        response: { 200: RESULT },
      },
    },
    async (request, reply) => resets.requestReset({ request, reply, account: request.body.account }),
  );

  app.post<{ Body: { token: string } }>(
    '/api/v1/auth/reset-password/check',
    {
      // Changes nothing: a retry simply asks again.
      config: { idempotency: 'off' },
      schema: {
        tags,
        summary: 'Whether a reset link still works: code 1, or -1 (unknown, used or expired)',
        body: {
          type: 'object',
          properties: { token },
          required: ['token'],
          additionalProperties: false,
        },
        response: { 200: RESULT },
      },
    },
    async (request, reply) => resets.checkLink({ request, reply, token: request.body.token }),
  );

  app.post<{ Body: { token: string; newPassword: string } }>(
    '/api/v1/auth/reset-password',
    {
      schema: {
        tags,
        summary:
          'Sets a new password with a reset link (single use), ends every session of the user and signs this browser in; codes 1 / -1 (unknown, used or expired link); 400 when the password breaks the rules',
        body: {
          type: 'object',
          properties: { token, newPassword: { type: 'string', minLength: 1, maxLength: 200 } },
          required: ['token', 'newPassword'],
          additionalProperties: false,
        },
        response: { 200: resultWithUser },
      },
    },
    async (request, reply) => resets.resetPassword({ request, reply, ...request.body }),
  );
}
