// A core file, not core's index: the index brings every enum and crypto-js into the first screen.
import { withPathPrefix } from '../../core/path-prefix';

/** The app's base path from Vite (`/students/` in builds, `/` in tests). */
export const APP_BASE_PATH: string = import.meta.env.BASE_URL;

/** The router's basename: the base path without its trailing slash ('' at the root). */
export function routerBasename(basePath: string = APP_BASE_PATH): string {
  return basePath.replace(/\/+$/, '');
}

/** A route under the app as a full path ('/learn' -> '/students/learn'); absolute links are left alone. */
export function toAppUrl({ path, basePath = APP_BASE_PATH }: { path: string; basePath?: string }): string {
  return withPathPrefix({ prefix: basePath, path });
}

/**
 * A same-app return target as a router path, or null when it is unsafe or elsewhere: only paths
 * starting with one '/' are accepted (no 'https://…', no '//host'), and the base path is removed
 * from full paths ('/students/learn' -> '/learn').
 */
export function toRouterPath({
  target,
  basePath = APP_BASE_PATH,
}: {
  target: string | null | undefined;
  basePath?: string;
}): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  const base = routerBasename(basePath);
  if (!base) return target;
  if (target === base) return '/';
  if (target.startsWith(`${base}/`) || target.startsWith(`${base}?`)) {
    const rest = target.slice(base.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return target;
}
