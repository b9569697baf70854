import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { loadAppConfig } from '../../../src/config/index';
import type { AppConfig } from '../../../src/config/index';
import { startIdp } from '../../../src/features/auth/server/idp/start-idp';
import type { StartIdpOptions } from '../../../src/features/auth/server/idp/start-idp';
import { buildApp } from '../../../src/server/app';
import type { BuildAppOptions } from '../../../src/server/app';
import { createCache } from '../../../src/server/cache/create-cache';
import { createDb } from '../../../src/server/db/create-db';
import { seedIfEmpty } from '../../../src/server/db/seed/seed-if-empty';
import { freshDatabaseUrl } from '../../helpers/fresh-database';
import { TEST_SCALE } from '../../helpers/test-scale';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));

/** The institutions config with every SSO tenant's issuer pointing at `issuer`. */
export const configWithIssuer = (issuer: string): AppConfig => {
  const loaded = loadAppConfig({ rootDir });
  const institutions = loaded.institutions.map((institution) =>
    institution.sso.clientId ? { ...institution, sso: { ...institution.sso, issuer } } : institution,
  );
  return {
    ...loaded,
    institutions,
    byCode: new Map(institutions.map((institution) => [institution.code, institution])),
    byHost: new Map(
      institutions.flatMap((institution) => institution.hosts.map((host) => [host, institution] as const)),
    ),
  };
};

/**
 * The local IdP on a free port of 127.0.0.1 and an app (seeded test database, as createTestApp)
 * whose SSO tenants (hust, unigate) use it. Close both with `close()`.
 */
export const createSsoTestApp = async ({
  settings = {},
  idpOptions = {},
}: {
  settings?: BuildAppOptions['settings'];
  idpOptions?: Pick<StartIdpOptions, 'claimsInIdToken'>;
} = {}) => {
  const appConfig = configWithIssuer('http://127.0.0.1:0');
  const idp = await startIdp({ port: 0, host: '127.0.0.1', tenants: appConfig.institutions, ...idpOptions });
  const database = await freshDatabaseUrl();
  const template = database.url ? undefined : inject('pgliteTemplate');
  const dbHandle = await createDb({
    databaseUrl: database.url,
    pgliteDir: 'memory://',
    poolSize: 10,
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
  });
  const cache = await createCache({
    redisUrl: process.env.REDIS_URL || null,
    prefix: `unigate-test:${randomBytes(4).toString('hex')}:`,
  });
  const app = await buildApp({
    dbHandle,
    cache,
    logger: false,
    appConfig: configWithIssuer(idp.issuer),
    settings: { serveClient: false, ssoDisabled: false, ...settings },
  });
  await seedIfEmpty({ app, scale: TEST_SCALE });
  const close = async () => {
    await app.close();
    await dbHandle.close();
    await cache.close();
    await database.drop();
    await idp.close();
  };
  return { app, idp, close };
};
