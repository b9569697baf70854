import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSO_DEFAULT_REDIRECT, SSO_LANDING_PREFIXES } from './sso-paths';
import { SSO_TRANSACTION_TTL_SECONDS } from './sso-transactions';

/**
 * Cookies of an SSO sign-in in progress. `state` and `x-sso-token` are readable by the client on
 * purpose (SPEC §4: with no user but both cookies, the session waits for the SSO callback) and
 * grant nothing; the client may clear them (SPEC §8) without breaking the sign-in. `binding`
 * (httpOnly, only sent to the auth API) ties the callback to the browser that started it.
 * `auth_redirect_uri` is set by the client (SPEC §8: the page to return to).
 */
export const SSO_COOKIES = {
  state: 'state',
  token: 'x-sso-token',
  redirect: 'auth_redirect_uri',
  binding: 'unigate_sso',
} as const;

/** The binding cookie is only sent where callbacks arrive. */
const BINDING_PATH = '/api/v1/auth/';

const MAX_REDIRECT_LENGTH = 2000;

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

/**
 * The browser's origin for this request (tenant host, as the browser sees it): the Host header
 * only. Fastify's `request.host` prefers X-Forwarded-Host when a proxy is trusted, and any client
 * can send that header, so it never builds a redirect URI or the same-origin check.
 */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? ''}`;

/**
 * Sets the in-progress cookies for the sign-in's lifetime: the markers (`state` = the OAuth
 * state, `x-sso-token` = the transaction's public handle) and the secret browser binding.
 */
export const setSsoCookies = ({
  request,
  reply,
  state,
  handle,
  binding,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  state: string;
  handle: string;
  binding: string;
}) => {
  const options = {
    path: '/',
    httpOnly: false,
    sameSite: 'lax' as const,
    secure: isSecure(request),
    maxAge: SSO_TRANSACTION_TTL_SECONDS,
  };
  reply.setCookie(SSO_COOKIES.state, state, options);
  reply.setCookie(SSO_COOKIES.token, handle, options);
  reply.setCookie(SSO_COOKIES.binding, binding, { ...options, path: BINDING_PATH, httpOnly: true });
};

/** Clears the SSO cookies once a sign-in has ended (success, or a failure that used it up). */
export const clearSsoCookies = (reply: FastifyReply) => {
  for (const name of [SSO_COOKIES.state, SSO_COOKIES.token, SSO_COOKIES.redirect])
    reply.clearCookie(name, { path: '/' });
  reply.clearCookie(SSO_COOKIES.binding, { path: BINDING_PATH });
};

/**
 * A same-origin path (with query and hash) to land on after sign-in, or undefined when `value`
 * is empty, too long, points elsewhere (no open redirects) or outside the portal's apps. Absolute
 * URLs are accepted when their origin is the request's. The WHATWG parser normalises first (dot
 * segments, also percent-encoded ones such as `%2e%2e`), and what it leaves is checked, so
 * `/students/..//evil.example` (which becomes `//evil.example`) is refused.
 */
export const sameOriginPath = ({ value, origin }: { value: string | undefined; origin: string }) => {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value || value.length > MAX_REDIRECT_LENGTH || /[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = url.pathname;
  // An empty segment or an encoded (back)slash could turn into `//host` wherever the path is used next.
  if (path.includes('//') || /%2f|%5c/i.test(path)) return undefined;
  if (!SSO_LANDING_PREFIXES.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix)))
    return undefined;
  return `${path}${url.search}${url.hash}`;
};

/** Where to land after sign-in: the query's `redirect`, else the client's cookie, else the app. */
export const landingPath = ({
  request,
  redirect,
}: {
  request: FastifyRequest;
  redirect: string | undefined;
}) => {
  const origin = originOf(request);
  return (
    sameOriginPath({ value: redirect, origin }) ??
    sameOriginPath({ value: request.cookies[SSO_COOKIES.redirect], origin }) ??
    SSO_DEFAULT_REDIRECT
  );
};
