// A core file, not core's index: the index brings every enum and crypto-js into the first screen.
import { COOKIE_NAMES } from '../../core/constants';
import { withPathPrefix } from '../../core/path-prefix';
import { getSsoAuthorizeUrl } from './auth-api';
import { deleteCookie, writeCookie } from './cookies';

/** The route a 403 on the home page sends the student back to after signing in again (SPEC §8). */
export const HOME_REDIRECT_ROUTE = '/learn/timetable';

/** What the SPEC §8 403 recovery needs from the app. */
export interface ForbiddenContext {
  /** The app's base path, e.g. '/students/'. */
  basePath: string;
  ssoEnabled: boolean;
  /** Shows the localized 'Không thể đăng nhập, xin vui lòng thử lại!' toast. */
  notify: () => void;
  /** SSO disabled (or its URL unavailable): open the login page, coming back to `redirect` (a full path). */
  goToLogin: (redirect: string) => void;
  /** Leaves the app for the identity provider. */
  assign?: (url: string) => void;
  location?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  doc?: Document;
}

function isHomePath({ pathname, basePath }: { pathname: string; basePath: string }): boolean {
  const trimmed = (path: string) => path.replace(/\/+$/, '');
  return trimmed(pathname) === trimmed(basePath);
}

/** The full path to return to: the current page, or the timetable when on the home page. */
export function forbiddenRedirectPath({
  basePath,
  location,
}: {
  basePath: string;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
}): string {
  if (isHomePath({ pathname: location.pathname, basePath }))
    return withPathPrefix({ prefix: basePath, path: HOME_REDIRECT_ROUTE });
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * SPEC §8: toast, remember the page in `redirect_path`, clear the pending SSO cookies
 * (auth redirect, state, x-sso-token) and go to the SSO login URL, or to the login page when
 * SSO is disabled or its URL cannot be had.
 */
export async function handleForbidden({
  basePath,
  ssoEnabled,
  notify,
  goToLogin,
  assign = (url) => window.location.assign(url),
  location = window.location,
  doc = document,
}: ForbiddenContext): Promise<void> {
  notify();
  const redirect = forbiddenRedirectPath({ basePath, location });
  writeCookie({ name: COOKIE_NAMES.redirectPath, value: redirect, doc });
  let ssoUrl: string | null = null;
  if (ssoEnabled) {
    try {
      const result = await getSsoAuthorizeUrl({ redirect });
      ssoUrl =
        !result.error && typeof result.data?.data === 'string' && result.data.data ? result.data.data : null;
    } catch {
      ssoUrl = null;
    }
  }
  for (const name of [COOKIE_NAMES.authRedirectUri, COOKIE_NAMES.state, COOKIE_NAMES.ssoToken])
    deleteCookie({ name, doc });
  if (ssoUrl) assign(ssoUrl);
  else goToLogin(redirect);
}

/** Wraps `handleForbidden` so a burst of 403s (parallel calls) recovers once. */
export function createForbiddenHandler(getContext: () => ForbiddenContext): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () => {
    if (!pending) {
      pending = handleForbidden(getContext()).finally(() => {
        pending = null;
      });
    }
    return pending;
  };
}
