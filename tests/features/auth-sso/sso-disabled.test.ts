import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';

const calls = [
  { method: 'POST' as const, url: '/api/v1/auth/enc-state', payload: { state: 'x' } },
  { method: 'GET' as const, url: '/api/auth/sso/authorize?redirect=/students/' },
  { method: 'POST' as const, url: '/api/v1/auth/sso-callback', payload: { code: 'c', state: 's' } },
  { method: 'GET' as const, url: '/api/auth/sso/logout' },
];

describe('SSO switched off', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // SSO_DISABLED defaults to true; hust's config enables SSO, so only the flag hides it here.
    app = await createTestApp({ settings: { ssoDisabled: true } });
  });
  afterAll(async () => app.close());

  it.each(calls)('$method $url answers 404 when SSO_DISABLED is true', async ({ method, url, payload }) => {
    const response = await app.inject({ method, url, payload, headers: { host: 'hust.localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.cookies).toEqual([]);
  });
});

describe('SSO on, but not for this tenant', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ settings: { ssoDisabled: false } });
  });
  afterAll(async () => app.close());

  it.each(calls)('$method $url answers 404 on hmu (sso.enabled false)', async ({ method, url, payload }) => {
    const response = await app.inject({ method, url, payload, headers: { host: 'hmu.localhost' } });
    expect(response.statusCode).toBe(404);
  });

  it('enc-state works on hust, where the tenant enables SSO', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/enc-state',
      payload: { state: 'x' },
      headers: { host: 'hust.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatch(/^[\w-]{40,}$/);
  });
});
