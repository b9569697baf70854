import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { fileURLToPath } from 'node:url';
import { loadAppConfig } from '../config/index';
import type { AppConfig } from '../config/index';
import { createCache } from './cache/create-cache';
import { createNearCache } from './cache/near-cache';
import type { Cache } from './cache/create-cache';
import { createDb } from './db/create-db';
import type { DbHandle } from './db/create-db';
import { registerIdempotency } from './idempotency/idempotency-plugin';
import { registerCompression } from './plugins/compression';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { hardenedValidatorFactory } from './plugins/hardened-validator';
import { registerInputGuards } from './plugins/input-guards';
import { loadFeatures } from './plugins/load-features';
import { loggerOptions } from './plugins/log-redaction';
import { registerJobs } from './jobs/register-jobs';
import { registerMail } from './mail/register-mail';
import { registerOpenapiDocs } from './plugins/openapi-docs';
import { registerSchemas } from './plugins/register-schemas';
import { registerSameOrigin } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { serveClient } from './plugins/serve-client';
import { registerTenant } from './plugins/tenant';
import { readSettings } from './settings';
import type { Settings } from './settings';
import './types';

/** Options of buildApp; everything defaults from the environment. */
export type BuildAppOptions = {
  settings?: Partial<Settings>;
  /** An already open database (tests share one per file). */
  dbHandle?: DbHandle;
  cache?: Cache;
  appConfig?: AppConfig;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
};

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the Fastify app used by main.ts and by tests (app.inject). */
export const buildApp = async (options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const settings: Settings = { ...readSettings(), ...options.settings };
  const appConfig = options.appConfig ?? loadAppConfig({ rootDir });
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions({ level: settings.logLevel, stream: options.logStream }),
    // Off unless TRUST_PROXY says which proxies may tell the client address (X-Forwarded-For).
    // Fastify ignores a bare hop count (it trusts nothing then), so a count becomes the function
    // proxy-addr would build: the first n hops from this server are proxies.
    trustProxy:
      typeof settings.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (settings.trustProxy as number)
        : settings.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // The router's own refusals (bad percent-encoding, a path part too long) in our error shape.
    frameworkErrors,
    ajv: {
      customOptions: {
        strict: false,
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
      },
    },
    // Request validation compiles hardened copies of the schemas (bounded numbers, texts without
    // control characters, strict date-times): see plugins/harden-input-schema.ts.
    schemaController: { compilersFactory: { buildValidator: hardenedValidatorFactory() } },
  });
  const dbHandle =
    options.dbHandle ??
    (await createDb({
      databaseUrl: settings.databaseUrl,
      pgliteDir: settings.pgliteDir,
      poolSize: settings.databasePoolSize,
    }));
  const cache =
    options.cache ?? (await createCache({ redisUrl: settings.redisUrl, prefix: settings.cachePrefix }));
  app.decorate('settings', settings);
  app.decorate('appConfig', appConfig);
  app.decorate('db', dbHandle.db);
  app.decorate('dbKind', dbHandle.kind);
  app.decorate('cache', cache);
  app.decorate('nearCache', await createNearCache({ cache }));
  app.addHook('onClose', async () => {
    if (!options.dbHandle) await dbHandle.close();
    if (!options.cache) await cache.close();
  });
  registerErrorHandler(app);
  registerSchemas(app);
  registerInputGuards(app);
  await app.register(fastifyCookie);
  // Before every route: headers reach even refusals, and no route escapes the cross-site check.
  await registerSecurityHeaders(app);
  registerSameOrigin(app);
  // Before every route: its onRoute hook gives every mutating route the Idempotency-Key handling.
  registerIdempotency(app);
  // After idempotency (a kept answer is stored before it is compressed), before every route.
  await registerCompression(app);
  await registerOpenapiDocs(app);
  registerTenant(app);
  // A bare route (no database, no session): liveness probe and the benchmarks' baseline.
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness probe',
        response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } },
      },
    },
    async () => ({ ok: true }),
  );
  registerMail(app);
  registerJobs(app);
  await loadFeatures(app);
  if (settings.serveClient) await serveClient(app);
  return app;
};
