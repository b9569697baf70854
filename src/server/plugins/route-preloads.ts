import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The signed-in pages' layout (header, menu, session check): every signed-in page waits for it. */
const SIGNED_IN_LAYOUT = 'app/shell/signed-in-layout.tsx';
/** The page a student lands on after signing in. */
const HOME_PAGE = 'pages/home-page.tsx';

/** Paths under /students that a signed-out visitor opens: they need none of the signed-in code. */
const PUBLIC_PATHS = ['/login', '/sso-callback', '/forgot-password', '/reset-password'];

/** Module preload hints per kind of page; empty strings when the build has no manifest. */
export type RoutePreloads = { signedIn: string; home: string };

/** A chunk key and its static imports, recursively. */
const closureOf = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closureOf(manifest, child, seen);
  return seen;
};

/**
 * `<link rel="modulepreload">` tags for what a signed-in page loads after the entry script: the
 * layout's code with the shared UI kit chunk (and, on home, the home page). Written into
 * index.html, the browser fetches them while the entry script downloads and runs, instead of
 * after the tenant config has arrived and the router has matched the route. The entry's own
 * imports are left out (Vite's index.html already names them).
 */
export const routePreloads = ({
  distDir,
  base = '/students/',
}: {
  distDir: string;
  base?: string;
}): RoutePreloads => {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { signedIn: '', home: '' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = entry ? closureOf(manifest, entry) : new Set<string>();
  const tagsFor = (keys: string[]) => {
    const wanted = new Set<string>();
    for (const key of keys) for (const chunk of closureOf(manifest, key)) wanted.add(chunk);
    return [...wanted]
      .filter((key) => !loaded.has(key) && manifest[key].file.endsWith('.js'))
      .map((key) => `<link rel="modulepreload" crossorigin href="${base}${manifest[key].file}">`)
      .join('\n    ');
  };
  return { signedIn: tagsFor([SIGNED_IN_LAYOUT]), home: tagsFor([SIGNED_IN_LAYOUT, HOME_PAGE]) };
};

/** Which preloads a request for `pathname` (under /students) gets. */
export const preloadKindOf = (pathname: string): keyof RoutePreloads | null => {
  if (!/^\/students(\/|$)/.test(pathname)) return null;
  const route = pathname.replace(/^\/students/, '').replace(/\/+$/, '') || '/';
  if (route === '/') return 'home';
  if (PUBLIC_PATHS.includes(route)) return null;
  return 'signedIn';
};
