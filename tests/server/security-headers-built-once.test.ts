import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { loadAppConfig } from '../../src/config/index';
import { registerSecurityHeaders } from '../../src/server/plugins/security-headers';
import { readSettings } from '../../src/server/settings';

// helmet itself, counted: building its middleware parses every CSP directive.
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('helmet', async (importOriginal) => {
  const real = (await importOriginal()) as { default: (...args: unknown[]) => unknown };
  return {
    ...real,
    default: (...args: unknown[]) => {
      built.count += 1;
      return real.default(...args);
    },
  };
});

describe('security headers cost no parsing per request', () => {
  it('builds one helmet middleware per tenant at start-up, none per request', async () => {
    const appConfig = loadAppConfig({ rootDir: fileURLToPath(new URL('../..', import.meta.url)) });
    const app = Fastify();
    app.decorate('settings', { ...readSettings({}), publicUrl: 'http://localhost:3000' });
    app.decorate('appConfig', appConfig);
    await registerSecurityHeaders(app);
    app.get('/api/health', async () => ({ ok: true }));
    const atStart = built.count;
    expect(atStart).toBe(appConfig.institutions.length);
    for (const tenant of appConfig.institutions)
      for (let call = 0; call < 5; call += 1) {
        const answer = await app.inject({ url: '/api/health', headers: { host: tenant.hosts[0] } });
        expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      }
    expect(built.count).toBe(atStart);
    await app.close();
  });
});
