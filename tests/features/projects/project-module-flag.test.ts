import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadAppConfig } from '../../../src/config/index';
import type { AppConfig, Institution } from '../../../src/config/index';
import { buildApp } from '../../../src/server/app';
import { createDb } from '../../../src/server/db/create-db';
import type { DbHandle } from '../../../src/server/db/create-db';

/** The real config with the project module of unigate switched off (hust keeps it). */
const configWithoutProjects = (): AppConfig => {
  const base = loadAppConfig({ rootDir: fileURLToPath(new URL('../../..', import.meta.url)) });
  const patch = (tenant: Institution): Institution =>
    tenant.code === 'unigate' ? { ...tenant, modules: { ...tenant.modules, project: false } } : tenant;
  const institutions = base.institutions.map(patch);
  const byCode = new Map(institutions.map((tenant) => [tenant.code, tenant]));
  const byHost = new Map([...base.byHost].map(([host, tenant]) => [host, byCode.get(tenant.code)!]));
  return { ...base, institutions, byCode, byHost };
};

describe('the project module flag (DESIGN §3: a disabled module answers 404)', () => {
  let app: FastifyInstance;
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createDb({ databaseUrl: null, pgliteDir: 'memory://' });
    app = await buildApp({
      dbHandle: handle,
      logger: false,
      appConfig: configWithoutProjects(),
      settings: { serveClient: false },
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const calls = [
    ['POST', '/api/v1/projects/query', {}],
    ['POST', '/api/v1/projects/project-topics/query', {}],
    ['POST', '/api/v1/project-topic/teacher/query', {}],
    ['POST', '/api/v1/deadline/query', {}],
    ['POST', '/api/v1/refBook/query-by-courses', { ids: [1] }],
    ['POST', '/api/v1/companies/query-by-root', {}],
    ['GET', '/api/v1/companies/query-by-ids?ids=1', undefined],
  ] as const;

  it.each(calls)(
    '%s %s answers 404 where the module is off and 200 where it is on',
    async (method, url, payload) => {
      const send = (host: string) =>
        app.inject({ method, url, headers: { host }, ...(payload === undefined ? {} : { payload }) });
      expect((await send('unigate.localhost')).statusCode).toBe(404);
      expect((await send('hust.localhost')).statusCode).toBe(200);
    },
  );
});
