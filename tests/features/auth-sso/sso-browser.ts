import type { FastifyInstance, InjectOptions } from 'fastify';

type Jar = Map<string, string>;
const header = (jar: Jar) =>
  [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

/** An IdP page the browser stopped on. */
export type IdpPage = { url: URL; status: number; html: string };
/** Where the browser ended up: an IdP page, or a redirect away from the IdP (e.g. the portal callback). */
export type IdpVisit = { page: IdpPage; away?: undefined } | { away: URL; page?: undefined };

/**
 * A scripted browser with two cookie jars: the portal (through app.inject, on a tenant host) and
 * the local IdP (real HTTP through fetch). Redirects are followed by hand so tests see each hop.
 */
export const createBrowser = ({ app, host = 'hust.localhost' }: { app: FastifyInstance; host?: string }) => {
  const portalJar: Jar = new Map();
  const idpJar: Jar = new Map();

  const portal = async ({
    method = 'GET',
    url,
    payload,
    onHost = host,
  }: {
    method?: InjectOptions['method'];
    url: string;
    payload?: unknown;
    onHost?: string;
  }) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: { host: onHost, cookie: header(portalJar) },
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) portalJar.delete(cookie.name);
      else portalJar.set(cookie.name, cookie.value);
    }
    return response;
  };

  const idp = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: header(idpJar),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
      const expires = attributes.find((attribute) => /^expires=/i.test(attribute));
      const expired =
        value === '' ||
        attributes.some((attribute) => /^max-age=0$/i.test(attribute)) ||
        (expires !== undefined && new Date(expires.slice(8)).getTime() <= Date.now());
      if (expired) idpJar.delete(name);
      else idpJar.set(name, value);
    }
    return response;
  };

  /** Opens `start` at the IdP and follows its redirects until a page, or until it sends the browser elsewhere. */
  const visitIdp = async (start: string, form?: Record<string, string>): Promise<IdpVisit> => {
    let current = new URL(start);
    let response = await idp(current.href, form);
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location') ?? '', current);
      if (next.origin !== current.origin) return { away: next };
      current = next;
      response = await idp(current.href);
    }
    return { page: { url: current, status: response.status, html: await response.text() } };
  };

  /** Submits the page's first form with its hidden fields plus `fields`. */
  const submit = async ({ page, fields }: { page: IdpPage; fields: Record<string, string> }) => {
    const action = page.html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`no form on ${page.url.href}: ${page.html.slice(0, 300)}`);
    const hidden = Object.fromEntries(
      [...page.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    return visitIdp(new URL(action.replaceAll('&amp;', '&'), page.url).href, { ...hidden, ...fields });
  };

  /** Asks the portal for the authorization URL (GET /api/auth/sso/authorize). */
  const authorize = async (query = '') => {
    const response = await portal({ url: `/api/auth/sso/authorize${query}` });
    if (response.statusCode !== 200)
      throw new Error(`authorize answered ${response.statusCode}: ${response.body}`);
    return { response, url: response.json().data as string };
  };

  /**
   * Starts SSO at the portal and signs in at the IdP; answers the URL the IdP sent the browser
   * back to (the student app's callback page with code, state and iss).
   */
  const signInAtIdp = async ({
    query = '',
    login = '20230001',
    password = 'Unigate@2026',
  }: { query?: string; login?: string; password?: string } = {}) => {
    const { url } = await authorize(query);
    const visit = await visitIdp(url);
    const result = visit.page ? await submit({ page: visit.page, fields: { login, password } }) : visit;
    if (!result.away)
      throw new Error(
        `the IdP did not send the browser back (${result.page.status}): ${result.page.html.slice(0, 300)}`,
      );
    return result.away;
  };

  /** What the student app's /sso-callback page does: posts the callback query as {params}. */
  const completeAtPortal = (back: URL) =>
    portal({
      method: 'POST',
      url: '/api/v1/auth/sso-callback',
      payload: { params: Object.fromEntries(back.searchParams) },
    });

  return { portal, visitIdp, submit, authorize, signInAtIdp, completeAtPortal, portalJar, idpJar };
};
