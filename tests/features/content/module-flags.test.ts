import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadAppConfig } from '../../../src/config/index';
import type { AppConfig, Institution } from '../../../src/config/index';
import { buildApp } from '../../../src/server/app';
import { createDb } from '../../../src/server/db/create-db';
import type { DbHandle } from '../../../src/server/db/create-db';
import { insertTopic } from '../../../src/features/content/server/help-service';

const HOST = { host: 'unigate.localhost' };
const DISABLED = {
  news: false,
  events: false,
  honor: false,
  userManual: false,
  notifications: false,
  relatives: false,
};

/** The real config with some modules of every tenant switched off. */
const configWithout = (modules: Record<string, boolean>): AppConfig => {
  const base = loadAppConfig({ rootDir: fileURLToPath(new URL('../../..', import.meta.url)) });
  const patch = (tenant: Institution): Institution => ({
    ...tenant,
    modules: { ...tenant.modules, ...modules },
  });
  const institutions = base.institutions.map(patch);
  const byCode = new Map(institutions.map((tenant) => [tenant.code, tenant]));
  const byHost = new Map([...base.byHost].map(([host, tenant]) => [host, byCode.get(tenant.code)!]));
  return { ...base, institutions, byCode, byHost };
};

describe('module flags of content, notifications and relatives (DESIGN §3: a disabled module answers 404)', () => {
  let app: FastifyInstance;
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createDb({ databaseUrl: null, pgliteDir: 'memory://' });
    app = await buildApp({
      dbHandle: handle,
      logger: false,
      appConfig: configWithout(DISABLED),
      settings: { serveClient: false },
    });
    const rootId = app.appConfig.byHost.get('unigate.localhost')!.rootId;
    for (const kind of ['faq', 'manual', 'help']) {
      await insertTopic({
        db: app.db,
        topic: { rootId, kind, title: `Chủ đề ${kind}`, titleEn: `Topic ${kind}` },
      });
    }
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it.each([
    ['GET', '/api/v1/news'],
    ['GET', '/api/v1/news/1'],
    ['GET', '/api/v1/news/categories'],
    ['GET', '/api/v1/events'],
    ['GET', '/api/v1/events/1'],
    ['GET', '/api/v1/honors'],
    ['GET', '/api/v1/honors/1'],
    ['POST', '/api/v1/notifications/count'],
    ['GET', '/api/v1/relatives'],
    ['GET', '/api/v1/topics/query?kind=manual'],
  ] as const)('%s %s answers 404', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      headers: HOST,
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(404);
  });

  it('leaves topics of a disabled kind out of the topic list', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/topics/query', headers: HOST });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { kind: string }[] }).data.map((topic) => topic.kind).sort()).toEqual([
      'faq',
      'help',
    ]);
  });
});
