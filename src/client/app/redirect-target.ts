// A core file, not core's index: the index brings every enum and crypto-js into the first screen.
import { COOKIE_NAMES } from '../../core/constants';
import { deleteCookie, readCookie } from '../api/cookies';
import { toRouterPath } from './app-paths';

const AUTH_ROUTES = ['/login', '/sso-callback', '/forgot-password', '/reset-password'];

function isAuthRoute(path: string): boolean {
  return AUTH_ROUTES.some(
    (route) => path === route || path.startsWith(`${route}?`) || path.startsWith(`${route}/`),
  );
}

/**
 * Where to go after signing in: `preferred` (the page the SSO sign-in was started for, unless it
 * is just the home page the server defaults to), else the
 * `?redirect=` of the login URL, else the `redirect_path` cookie a 403 left (SPEC §8), else home.
 * The cookie is spent either way. Only paths of this site are followed.
 */
export function takeRedirectTarget({
  search,
  basePath,
  preferred,
}: {
  search: string;
  basePath?: string;
  preferred?: string | null;
}): string {
  const fromPreferred = toRouterPath({ target: preferred, basePath });
  const fromQuery =
    (fromPreferred !== '/' ? fromPreferred : null) ??
    toRouterPath({ target: new URLSearchParams(search).get('redirect'), basePath });
  const fromCookie = toRouterPath({ target: readCookie({ name: COOKIE_NAMES.redirectPath }), basePath });
  deleteCookie({ name: COOKIE_NAMES.redirectPath });
  const target = fromQuery ?? fromCookie ?? '/';
  return isAuthRoute(target) ? '/' : target;
}

/** The login route that comes back to `path` (a router path) afterwards. */
export function loginPathFor(path: string): string {
  return isAuthRoute(path) || path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
}
