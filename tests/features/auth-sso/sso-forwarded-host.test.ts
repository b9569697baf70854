import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSsoTestApp } from './sso-test-app';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  // A trusted proxy: Fastify would read X-Forwarded-Host into request.host.
  const fixture = await createSsoTestApp({ settings: { trustProxy: true } });
  app = fixture.app;
  close = fixture.close;
});
afterAll(async () => close());

const authorize = ({ query, headers = {} }: { query: string; headers?: Record<string, string> }) =>
  app.inject({
    method: 'GET',
    url: `/api/auth/sso/authorize${query}`,
    headers: { host: 'hust.localhost', ...headers },
  });

describe('SSO URLs behind a trusted proxy', () => {
  it('builds the redirect URI from the Host header, never from X-Forwarded-Host', async () => {
    const response = await authorize({
      query: '?redirect=/students/learn/timetable',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().data);
    expect(url.searchParams.get('redirect_uri')).toBe('https://hust.localhost/students/sso-callback');
  });

  it('checks redirects against the Host header, not X-Forwarded-Host', async () => {
    const response = await authorize({
      query: `?redirect=${encodeURIComponent('http://evil.example/students/')}`,
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'redirect' });
  });

  it('refuses landing paths that normalise out of the portal', async () => {
    for (const redirect of ['/students/..//evil.example/x', '/students/%2e%2e//evil.example/x']) {
      const response = await authorize({ query: `?redirect=${encodeURIComponent(redirect)}` });
      expect(response.statusCode, redirect).toBe(400);
      expect(response.json()).toMatchObject({ field: 'redirect' });
    }
  });
});
