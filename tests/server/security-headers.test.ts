import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { loadAppConfig } from '../../src/config/index';
import type { AppConfig, Institution } from '../../src/config/index';
import { registerSecurityHeaders } from '../../src/server/plugins/security-headers';
import { readSettings } from '../../src/server/settings';
import { createTestApp } from '../helpers/test-app';

type Headers = Record<string, string | string[] | number | undefined>;

/** The CSP as a map of directive -> sources. */
const policyOf = (headers: Headers) =>
  new Map(
    String(headers['content-security-policy'] ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

const expectSecurityHeaders = (headers: Headers) => {
  const policy = policyOf(headers);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  // No inline script and no eval: only files from our own origin run (form validators are precompiled).
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
};

describe('security headers on every kind of answer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ settings: { serveClient: true } });
  });
  afterAll(async () => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host: 'hust.localhost', ...headers } });

  it('on the portal HTML and the API docs page', async () => {
    // 200 with the built index.html, or the 503 page asking for `npm run build`: headers either way.
    const portal = await get('/students/');
    expect([200, 503]).toContain(portal.statusCode);
    expectSecurityHeaders(portal.headers);
    const docs = await get('/api/docs/');
    expect(docs.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(docs.headers);
  });

  it('on API answers, refusals and unknown paths', async () => {
    expectSecurityHeaders((await get('/api/health')).headers);
    expectSecurityHeaders((await get('/api/v1/auth/session')).headers);
    const unknown = await get('/api/v1/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown.headers);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: 'hust.localhost', origin: 'http://hmu.localhost' },
      payload: { account: 'x', password: 'y' },
    });
    expect(refused.statusCode).toBe(403);
    expectSecurityHeaders(refused.headers);
  });

  it('sends no HSTS over plain http, and no analytics host when none is configured', async () => {
    const answer = await get('/api/health');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['content-security-policy']).not.toContain('googletagmanager');
  });
});

describe('per deployment and per tenant', () => {
  const rootDir = fileURLToPath(new URL('../..', import.meta.url));
  const loaded = loadAppConfig({ rootDir });
  /** The real config with hust measuring analytics, other tenants not. */
  const withAnalytics = (): AppConfig => {
    const institutions = loaded.institutions.map((tenant): Institution =>
      tenant.code === 'hust' ? { ...tenant, analytics: { measurementId: 'G-TEST123456' } } : tenant,
    );
    return {
      ...loaded,
      institutions,
      byCode: new Map(institutions.map((tenant) => [tenant.code, tenant])),
      byHost: new Map(institutions.flatMap((tenant) => tenant.hosts.map((host) => [host, tenant]))),
    };
  };
  const bareApp = async ({ publicUrl, appConfig }: { publicUrl: string; appConfig: AppConfig }) => {
    const bare = Fastify();
    bare.decorate('settings', { ...readSettings({}), publicUrl });
    bare.decorate('appConfig', appConfig);
    await registerSecurityHeaders(bare);
    bare.get('/api/health', async () => ({ ok: true }));
    return bare;
  };

  it('sends HSTS when the site is served over https', async () => {
    const bare = await bareApp({ publicUrl: 'https://hust.unigate.vn', appConfig: loaded });
    const answer = await bare.inject({ url: '/api/health', headers: { host: 'hust.unigate.vn' } });
    expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expectSecurityHeaders(answer.headers);
    await bare.close();
  });

  it('allows the analytics hosts only for the tenant that configures a measurement id', async () => {
    const bare = await bareApp({ publicUrl: 'http://localhost:3000', appConfig: withAnalytics() });
    const policy = async (host: string) =>
      policyOf((await bare.inject({ url: '/api/health', headers: { host } })).headers);
    const hust = await policy('hust.localhost');
    expect(hust.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(hust.get('connect-src')).toContain('https://*.google-analytics.com');
    const hmu = await policy('hmu.localhost');
    expect(hmu.get('script-src')).toEqual(["'self'"]);
    expect(hmu.get('connect-src')).toEqual(["'self'"]);
    await bare.close();
  });
});
