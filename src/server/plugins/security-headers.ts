import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
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

/**
 * Cache-Control of API answers that do not choose their own: never stored. They carry the signed-in
 * user's data, and a browser reuses stored answers, however old, when Back reloads a page: after a
 * sign-out, Back would rebuild the page from the previous user's session answer. A route that sets
 * its own (reference data, downloads) keeps it.
 */
export const API_CACHE_CONTROL = 'no-store';

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

/** The helmet options of one tenant: every source list is a plain string, parsed once. */
const helmetOptionsOf = (tenant: Institution): HelmetOptions => {
  const sources = tenantSources(tenant);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: [sources.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [sources.image],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [sources.connect],
      },
    },
    // Sent below, only over https.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
};

/**
 * Security headers on every answer (HTML, API, static files, uploads) through helmet.
 * The policy is the SPA's: scripts only from our origin (the built index.html has no inline
 * script, and nothing is evaluated: form validators come precompiled); styles also inline, because Fluent UI's Griffel inserts <style> rules at run time and
 * index.html carries the boot spinner's <style> (nonces would need a per-request index.html and
 * Griffel's renderer wired to it; injected CSS cannot run script); images also from https (news
 * bodies may embed pictures from other sites); analytics hosts only for a tenant that configures
 * a measurement id. HSTS only when the site is served over https: sent over plain http it would
 * be ignored at best, and on a dev host it would pin https where there is none. API answers are
 * not stored unless their route says otherwise (API_CACHE_CONTROL).
 *
 * One helmet middleware per tenant, built once: helmet parses its options when it is built, and
 * @fastify/helmet built it again on every request (10.6 µs against 1.5 µs; about 3 % of a busy
 * webhook server's time).
 */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  const byCode = new Map(
    [...app.appConfig.byCode.values()].map((tenant) => [tenant.code, helmet(helmetOptionsOf(tenant))]),
  );
  const isPublicHttps = app.settings.publicUrl.startsWith('https:');
  app.addHook('onRequest', (request, reply, done) => {
    // resolveTenant answers one of the config's tenants, each with its middleware built above.
    const { code } = resolveTenant({ app, host: request.headers.host });
    const headers = byCode.get(code);
    if (!headers) return done(new Error(`no security headers built for tenant ${code}`));
    if (isPublicHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Set before the route runs, so a route's own cache-control replaces it.
    if (request.url.startsWith('/api/')) reply.header('cache-control', API_CACHE_CONTROL);
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
};
