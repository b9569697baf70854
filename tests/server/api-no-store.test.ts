import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppConfig } from '../../src/config/index';
import { registerSecurityHeaders } from '../../src/server/plugins/security-headers';
import { readSettings } from '../../src/server/settings';

describe('API answers are not stored by the browser', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.decorate('settings', readSettings({}));
    app.decorate('appConfig', loadAppConfig({ rootDir: fileURLToPath(new URL('../..', import.meta.url)) }));
    await registerSecurityHeaders(app);
    app.get('/api/v1/auth/session', async () => ({ data: { id: 4, name: 'Dương Gia Phong' } }));
    app.get('/api/v1/missing', async (_request, reply) => reply.status(401).send({ statusCode: 401 }));
    app.get('/api/v1/reference', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').send({ data: [] }),
    );
    app.get('/students/', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
  });
  afterAll(async () => app.close());
  const get = (url: string) => app.inject({ url, headers: { host: 'hust.localhost' } });

  it("never lets a browser keep the user's answers (Back after a sign-out would reuse them)", async () => {
    const session = await get('/api/v1/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect((await get('/api/v1/missing')).headers['cache-control']).toBe('no-store');
  });

  it('leaves a route its own cache-control, and pages outside the API to their routes', async () => {
    expect((await get('/api/v1/reference')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/students/')).headers['cache-control']).toBeUndefined();
  });
});
