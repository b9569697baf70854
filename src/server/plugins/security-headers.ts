import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../config/index';
import { resolveTenant } from './tenant';

/** Hosts Google's tag (gtag.js, GA4) loads from and reports to, as its CSP guide lists them. */
const ANALYTICS_SCRIPT = ['https://*.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** One year, the floor of browsers' HSTS preload lists. */
const HSTS = 'max-age=31536000; includeSubDomains';

const originOf = (url: string) => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** Sources a tenant adds to the policy: analytics only when a measurement id is set, its API hosts. */
const tenantSources = (tenant: Institution) => {
  const hasAnalytics = Boolean(tenant.analytics.measurementId?.trim());
  const apiOrigins = [tenant.api.student, tenant.api.cms, tenant.api.payment]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  return {
    // No 'unsafe-eval': form validators are compiled at build time (scripts/gen-form-validators.ts).
    script: ["'self'", ...(hasAnalytics ? ANALYTICS_SCRIPT : [])].join(' '),
    connect: ["'self'", ...(hasAnalytics ? ANALYTICS_CONNECT : []), ...new Set(apiOrigins)].join(' '),
    image: ["'self'", 'data:', 'blob:', 'https:', ...(hasAnalytics ? ANALYTICS_CONNECT : [])].join(' '),
  };
};

/**
 * Security headers on every answer (HTML, API, static files, uploads) through @fastify/helmet.
 * The policy is the SPA's: scripts only from our origin (the built index.html has no inline
 * script, and nothing is evaluated: form validators come precompiled); styles also inline, because Fluent UI's Griffel inserts <style> rules at run time and
 * index.html carries the boot spinner's <style> (nonces would need a per-request index.html and
 * Griffel's renderer wired to it; injected CSS cannot run script); images also from https (news
 * bodies may embed pictures from other sites); analytics hosts only for a tenant that configures
 * a measurement id. HSTS only when the site is served over https: sent over plain http it would
 * be ignored at best, and on a dev host it would pin https where there is none.
 */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  const byCode = new Map([...app.appConfig.byCode.values()].map((t) => [t.code, tenantSources(t)]));
  // The whole source list comes from the tenant (helmet calls these per request with the raw request).
  const sourcesOf = (req: IncomingMessage) => {
    const tenant = resolveTenant({ app, host: req.headers.host });
    return byCode.get(tenant.code) ?? tenantSources(tenant);
  };
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: [(req) => sourcesOf(req).script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [(req) => sourcesOf(req).image],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [(req) => sourcesOf(req).connect],
      },
    },
    // Sent below, only over https.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const isPublicHttps = app.settings.publicUrl.startsWith('https:');
  app.addHook('onRequest', async (request, reply) => {
    if (isPublicHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
};
