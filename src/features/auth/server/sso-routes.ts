import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../server/http-errors';
import { createSsoService } from './sso-service';
import type { SsoCallbackParams } from './sso-service';

const tags = ['auth'];
const MAX_CLIENT_STATE_CHARS = 2048;
const AUTH_USER = { $ref: 'https://schemas.unigate.vn/entities/auth-user.json#' };
const urlAnswer = { type: 'object', properties: { data: { type: 'string' } }, required: ['data'] };
const callbackParams = {
  type: 'object',
  properties: {
    code: { type: 'string', maxLength: 2048 },
    state: { type: 'string', maxLength: 512 },
    iss: { type: 'string', maxLength: 2048 },
    error: { type: 'string', maxLength: 256 },
    error_description: { type: 'string', maxLength: 2048 },
  },
};

/**
 * SPEC §7 SSO calls (OpenID Connect, authorization code + PKCE). Registered by routes.ts inside
 * the auth plugin (it uses `app.auth`). The IdP returns the browser to the student app's
 * callback page (SSO_CALLBACK_PATH), which posts the query to /api/v1/auth/sso-callback.
 */
export default async function ssoRoutes(app: FastifyInstance) {
  const sso = createSsoService(app);

  app.post<{ Body: { state: unknown } }>(
    '/api/v1/auth/enc-state',
    {
      schema: {
        tags,
        summary: 'Seals (AES-GCM) the client state to pass through SSO; 404 when SSO is off',
        body: { type: 'object', properties: { state: {} }, required: ['state'], additionalProperties: false },
        response: { 200: urlAnswer },
      },
    },
    async (request) => {
      if (JSON.stringify(request.body.state).length > MAX_CLIENT_STATE_CHARS) {
        throw badRequest({
          field: 'state',
          reason: `tối đa ${MAX_CLIENT_STATE_CHARS} ký tự / at most ${MAX_CLIENT_STATE_CHARS} characters`,
        });
      }
      return sso.encState({ request, state: request.body.state });
    },
  );

  app.get<{ Querystring: { redirect?: string; state?: string } }>(
    '/api/auth/sso/authorize',
    {
      schema: {
        tags,
        summary:
          'The IdP authorization URL (PKCE, state, nonce); sets the state and x-sso-token cookies; 404 when SSO is off',
        querystring: {
          type: 'object',
          properties: {
            redirect: { type: 'string', maxLength: 2000 },
            state: { type: 'string', maxLength: 8192 },
          },
        },
        response: { 200: urlAnswer },
      },
    },
    async (request, reply) => sso.authorize({ request, reply, ...request.query }),
  );

  app.post<{ Body: SsoCallbackParams & { params?: SsoCallbackParams } }>(
    '/api/v1/auth/sso-callback',
    {
      schema: {
        tags,
        summary: 'Completes SSO from {code, state} or the callback query {params}; codes 1 / 0 / -1 / -2',
        body: { ...callbackParams, properties: { ...callbackParams.properties, params: callbackParams } },
        response: {
          200: {
            type: 'object',
            properties: {
              code: { type: 'integer' },
              message: { type: 'string' },
              data: { anyOf: [AUTH_USER, { type: 'null' }] },
              redirect: { type: 'string', description: 'Same-origin path asked for at authorize time' },
              state: { description: 'The client state sealed by enc-state, or null' },
            },
            required: ['code', 'data'],
          },
        },
      },
    },
    async (request, reply) => {
      const { params, ...top } = request.body;
      return sso.complete({ request, reply, params: params ?? top });
    },
  );

  app.get(
    '/api/auth/sso/logout',
    {
      // SPEC keeps logout a GET; it ends the session, so a link on another site must not trigger it.
      config: { sameOrigin: 'enforce' },
      schema: {
        tags,
        summary: "Signs out here and answers the IdP's end-session URL; 404 when SSO is off",
        response: { 200: urlAnswer },
      },
    },
    async (request, reply) => sso.logout({ request, reply }),
  );
}
