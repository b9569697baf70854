import type { ComponentType } from 'react';
import type { SourceCall } from '../engine/prefetch-source';
import { catalogueDomainOfFile } from '../i18n/catalogue-domains';
import { HOME_SOURCE_CALLS } from '../pages/home-source-calls';

/** A lazily loaded page module; the page is its default export. */
export interface PageModule {
  default: ComponentType;
}

/** Loads one page's code (a dynamic `import()`, so each page is its own chunk). */
export type PageImporter = () => Promise<PageModule>;

/**
 * One entry of a feature's `src/features/<domain>/client/routes.tsx` default export.
 * The page is registered under `name`, or under the name derived from `path`
 * ('/learn/timetable' -> 'learn.timetable', '/detail-scholarship/:id' -> 'detailScholarship'),
 * which is what `component` of a page config names.
 */
export interface FeatureRoute {
  path: string;
  component?: PageImporter;
  /** Same as `component` (the spelling of docs/conventions.md). */
  lazy?: PageImporter;
  name?: string;
  /** The source reads the page makes on its first render, started while its code downloads. */
  prefetch?: readonly SourceCall[];
}

/** name -> page importer; an unknown name throws naming it. */
export interface PageRegistry {
  get(name: string): PageImporter;
  has(name: string): boolean;
  names(): string[];
  /** The source reads page `name` makes on its first render (none for an unknown name). */
  prefetchOf(name: string): readonly SourceCall[];
  /** The feature catalogues page `name` shows texts of (its feature folder's; i18n/catalogue-domains.ts). */
  cataloguesOf(name: string): readonly string[];
}

/** The shell's own pages. */
const SHELL_PAGES: Readonly<Record<string, PageImporter>> = {
  home: () => import('../pages/home-page'),
  login: () => import('../pages/login-page'),
  ssoCallback: () => import('../pages/sso-callback-page'),
  notFound: () => import('../pages/not-found-page'),
  maintenance: () => import('../pages/maintenance-page'),
};

/** What the shell's pages read on their first render. */
const SHELL_PREFETCH: Readonly<Record<string, readonly SourceCall[]>> = {
  home: HOME_SOURCE_CALLS,
};

// Only the small route tables are eager; every page behind them stays a lazy chunk.
const featureRouteFiles = import.meta.glob<FeatureRoute[]>('../../features/*/client/routes.tsx', {
  eager: true,
  import: 'default',
});

const camel = (segment: string) =>
  segment.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The registry name of a route path: static segments, camel-cased, joined by dots. */
export function pageNameFromPath(path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':') && segment !== '*')
    .map(camel);
  return segments.length === 0 ? 'home' : segments.join('.');
}

/** Builds a registry from the shell pages and the features' route files; a name defined twice throws naming both places. */
export function createPageRegistry({
  shellPages = SHELL_PAGES,
  shellPrefetch = SHELL_PREFETCH,
  routeFiles = featureRouteFiles,
}: {
  shellPages?: Readonly<Record<string, PageImporter>>;
  shellPrefetch?: Readonly<Record<string, readonly SourceCall[]>>;
  routeFiles?: Readonly<Record<string, FeatureRoute[]>>;
} = {}): PageRegistry {
  const importers = new Map<
    string,
    {
      importer: PageImporter;
      origin: string;
      prefetch: readonly SourceCall[];
      catalogues: readonly string[];
    }
  >();
  for (const [name, importer] of Object.entries(shellPages))
    importers.set(name, { importer, origin: 'shell', prefetch: shellPrefetch[name] ?? [], catalogues: [] });
  for (const [file, routes] of Object.entries(routeFiles)) {
    const domain = catalogueDomainOfFile(file);
    const catalogues = domain ? [domain] : [];
    if (!Array.isArray(routes))
      throw new Error(`${file} must default-export an array of { path, component }`);
    for (const route of routes) {
      const name = route.name ?? pageNameFromPath(route.path);
      const existing = importers.get(name);
      if (existing)
        throw new Error(`Page component "${name}" is defined by both ${existing.origin} and ${file}`);
      const importer = route.component ?? route.lazy;
      if (typeof importer !== 'function')
        throw new Error(`Page component "${name}" in ${file} has no component importer`);
      importers.set(name, { importer, origin: file, prefetch: route.prefetch ?? [], catalogues });
    }
  }
  return {
    get: (name) => {
      const entry = importers.get(name);
      if (!entry) throw new Error(`Unknown page component "${name}"`);
      return entry.importer;
    },
    has: (name) => importers.has(name),
    names: () => [...importers.keys()].sort(),
    prefetchOf: (name) => importers.get(name)?.prefetch ?? [],
    cataloguesOf: (name) => importers.get(name)?.catalogues ?? [],
  };
}

/** The app's registry: shell pages plus every feature's routes. */
export const pageRegistry: PageRegistry = createPageRegistry();
