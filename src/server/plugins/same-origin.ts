import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';
import type { Settings } from '../settings';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The cross-site request check of same-origin.ts. Unset: POST, PUT, PATCH and DELETE are
     * checked, GET, HEAD and OPTIONS are not. `'enforce'`: a GET that changes state (logout) is
     * checked too. `'allow-cross-site'`: the route opts out, for calls that legitimately come
     * from another site (a bank's payment notification, a webhook); such a route must
     * authenticate its caller some other way (a signature), never by the session cookie.
     */
    sameOrigin?: 'enforce' | 'allow-cross-site';
  }
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The serialised origin of a URL (`null` when it does not parse or is opaque). */
const originOf = (url: string) => {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * The origin the browser sees for this request: the Host header (never X-Forwarded-Host, which
 * any client can send) with https when PUBLIC_URL is https (TLS ended by a proxy in front of
 * us) or the request itself came over https; null without a usable Host header.
 */
export const ownOrigin = ({ request, settings }: { request: FastifyRequest; settings: Settings }) => {
  const host = request.headers.host;
  if (!host) return null;
  const isHttps = settings.publicUrl.startsWith('https:') || request.protocol === 'https';
  return originOf(`${isHttps ? 'https' : 'http'}://${host}`);
};

/**
 * Why a browser request comes from another site, or null when it does not. Sec-Fetch-Site
 * `same-site` is refused too: tenants are sibling subdomains (hust.localhost, hmu.localhost),
 * which are the same site for the browser (SameSite=Lax cookies go along) but not the same
 * tenant. A request with none of the headers (curl, server to server) is no browser forgery.
 */
export const crossSiteReason = ({
  request,
  settings,
}: {
  request: FastifyRequest;
  settings: Settings;
}): string | null => {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return `sec-fetch-site: ${site}`;
  const own = ownOrigin({ request, settings });
  const { origin, referer } = request.headers;
  // Browsers send Origin with every non-GET request; `null` (sandboxed frames, opaque redirects) is foreign.
  if (origin !== undefined) return originOf(origin) === own && own !== null ? null : 'origin';
  // Without Origin (a GET such as logout, an old browser) the Referer still tells where the click came from.
  if (referer !== undefined && (originOf(referer) !== own || own === null)) return 'referer';
  return null;
};

/**
 * Refuses cross-site requests that would act with the student's cookie (CSRF): every mutating
 * method of every route, plus GETs marked `config: { sameOrigin: 'enforce' }`, unless the route
 * is marked `'allow-cross-site'`. One onRequest hook, so new routes are covered without a line.
 */
export const registerSameOrigin = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.sameOrigin;
    if (mode === 'allow-cross-site') return;
    if (mode !== 'enforce' && !MUTATING_METHODS.has(request.method)) return;
    const reason = crossSiteReason({ request, settings: app.settings });
    if (!reason) return;
    request.log.warn({ reason, url: request.url }, 'cross-site request refused');
    const refusal = new HttpError({
      statusCode: 403,
      message:
        'Yêu cầu đến từ trang web khác nên bị từ chối / The request came from another site and was refused',
      extra: { reason },
    });
    refusal.name = 'Forbidden';
    throw refusal;
  });
};

/**
 * The origin for links that leave the browser (a calendar subscription, a password-reset mail):
 * the tenant's own host as the student reached it, because every tenant lives on its own host and
 * PUBLIC_URL names one of them only. Its scheme is PUBLIC_URL's (or https when the request came
 * over https); a port the Host header names is replaced by PUBLIC_URL's, because anyone can send
 * `Host: hust.edu.vn:666` and a mailed link must not follow them. PUBLIC_URL itself when the Host
 * header is none of the tenant's.
 */
export const tenantOrigin = ({ request, settings }: { request: FastifyRequest; settings: Settings }) => {
  const [hostName = '', hostPort] = (request.headers.host ?? '').toLowerCase().split(/:(?=\d+$)/);
  const isTenantHost = request.tenant.hosts.some((host) => host.toLowerCase() === hostName);
  const base = new URL(settings.publicUrl);
  if (!isTenantHost) return base.origin;
  const isHttps = base.protocol === 'https:' || request.protocol === 'https';
  const port = hostPort !== undefined && base.port ? `:${base.port}` : '';
  return originOf(`${isHttps ? 'https' : 'http'}://${hostName}${port}`) ?? base.origin;
};
