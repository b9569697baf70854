import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { AuthUser, ClientConfig, PageConfig } from '../api/foundation-types';
import { catalogueDomainsIn } from '../i18n/catalogue-domains';
import { requireCatalogues } from '../i18n/load-messages';
import { routerBasename, toRouterPath } from './app-paths';
import { LoadedRoute } from './loaded-route';
import { pageRegistry } from './page-registry';
import type { PageRegistry } from './page-registry';
import { areaOfPath, RequireSession, userAreaOf } from './require-session';
import { initialSession } from './session/initial-session';
import { RootLayout } from './root-layout';
import { RouteBoundary } from './route-boundary';
import type { RouteHandle } from './route-handle';
import { createRouteLoader } from './route-loader';
import { loadPageComponent } from './load-page-component';
import { prefetchPageSources } from './prefetch-page-sources';

/** Shell routes that must work signed out; config entries for them only lend their title. */
const PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  '/login': 'login',
  '/sso-callback': 'ssoCallback',
  '/forgot-password': 'forgotPassword',
  '/reset-password': 'resetPassword',
};

type LoadedRouteObject = Pick<RouteObject, 'element' | 'handle'>;

/**
 * A route showing `load`'s component once loaded (AppRoutes waits for it), in an error boundary
 * of its own keyed by `id`, so a failed page does not stay failed on the next one.
 */
function loadedRoute({
  id,
  handle,
  load,
}: {
  id: string;
  handle: Omit<RouteHandle, 'loader'>;
  load: () => Promise<ComponentType>;
}): LoadedRouteObject {
  const loader = createRouteLoader(load);
  return {
    handle: { ...handle, loader } satisfies RouteHandle,
    element: (
      <RouteBoundary key={id}>
        <LoadedRoute loader={loader} />
      </RouteBoundary>
    ),
  };
}

/** A page's component, loaded together with the feature catalogues its texts are in. */
async function withCatalogues({
  load,
  catalogues,
}: {
  load: () => Promise<ComponentType>;
  catalogues: Iterable<string>;
}): Promise<ComponentType> {
  const [component] = await Promise.all([load(), requireCatalogues(catalogues)]);
  return component;
}

/** The signed-in pages' layout behind the session check. */
function signedInLayoutRoute(): LoadedRouteObject {
  return loadedRoute({
    id: 'signed-in-layout',
    handle: {},
    load: async () => {
      const { default: SignedInLayout } = await import('./shell/signed-in-layout');
      return function SignedInRoute() {
        return (
          <RequireSession>
            <SignedInLayout />
          </RequireSession>
        );
      };
    },
  });
}

/** A route rendering the registered page `name`; an unknown name fails inside the route, naming it. */
function componentRoute({
  name,
  registry,
  titleId,
}: {
  name: string;
  registry: PageRegistry;
  titleId?: string;
}): LoadedRouteObject {
  const catalogues = catalogueDomainsIn(titleId);
  for (const domain of registry.cataloguesOf(name)) catalogues.add(domain);
  return loadedRoute({
    id: `component:${name}`,
    handle: { titleId, prefetch: registry.prefetchOf(name) },
    load: () => withCatalogues({ load: async () => (await registry.get(name)()).default, catalogues }),
  });
}

function pageRoute({
  page,
  config,
  registry,
  path,
}: {
  page: PageConfig;
  config: ClientConfig;
  registry: PageRegistry;
  path: string;
}): LoadedRouteObject {
  const handle = {
    titleId: page.titleId,
    prefetch: page.kind === 'component' ? registry.prefetchOf(page.component) : [],
  };
  // The texts a page shows by id: its title, and its list's or form's labels (config), or its
  // code's feature catalogue.
  const catalogues = catalogueDomainsIn({
    page,
    list: page.kind === 'list' ? config.lists[page.list] : undefined,
    form: page.kind === 'form' ? config.forms[page.form] : undefined,
  });
  if (page.kind === 'component')
    for (const domain of registry.cataloguesOf(page.component)) catalogues.add(domain);
  return loadedRoute({
    id: `page:${path}`,
    handle,
    load: () => withCatalogues({ load: () => loadPageComponent({ page, registry }), catalogues }),
  });
}

/** '/faq/:id' -> 'faq/:id' (children of the root route are relative). */
function relativePath(path: string): string {
  return path.replace(/^\/+/, '');
}

/**
 * The app's routes from the tenant's `pages`: component pages through the page registry, list,
 * detail and form pages through the engine; `/login` and `/sso-callback` are public, the rest
 * need a session; anything else is the not-found page. In maintenance mode every route is the
 * maintenance page.
 */
export function createAppRoutes({
  config,
  registry = pageRegistry,
}: {
  config: ClientConfig;
  registry?: PageRegistry;
}): RouteObject[] {
  const root = {
    path: '/',
    element: (
      <RouteBoundary>
        <RootLayout />
      </RouteBoundary>
    ),
  };
  if (config.flags.maintenance) {
    return [{ ...root, children: [{ path: '*', ...componentRoute({ name: 'maintenance', registry }) }] }];
  }
  const publicRoutes: RouteObject[] = Object.entries(PUBLIC_ROUTES).map(([path, name]) => ({
    path: relativePath(path),
    ...componentRoute({ name, registry, titleId: config.pages[path]?.titleId ?? `shell.page.${name}` }),
  }));
  const pageRoutes: RouteObject[] = [];
  for (const [path, page] of Object.entries(config.pages)) {
    if (Object.hasOwn(PUBLIC_ROUTES, path)) continue;
    const route = pageRoute({ page, config, registry, path });
    pageRoutes.push(path === '/' ? { index: true, ...route } : { path: relativePath(path), ...route });
  }
  if (!Object.hasOwn(config.pages, '/'))
    pageRoutes.push({
      index: true,
      ...componentRoute({ name: 'home', registry, titleId: 'shell.page.home' }),
    });
  pageRoutes.push({
    path: '*',
    ...componentRoute({ name: 'notFound', registry, titleId: 'shell.notFound.title' }),
  });
  return [
    {
      ...root,
      children: [
        ...publicRoutes,
        {
          // Loaded with the page's chunk (and the session, preloaded by index.html) before the
          // route shows, not after the session answers.
          ...signedInLayoutRoute(),
          children: pageRoutes,
        },
      ],
    },
  ];
}

const routesByConfig = new WeakMap<ClientConfig, WeakMap<PageRegistry, RouteObject[]>>();

/**
 * The app's routes for `config`, built once: the router and `preloadRoutes` share them, so the
 * page code preloaded is held by the very loaders the router waits on (it then shows the page on
 * its first render instead of loading it again).
 */
export function appRoutesFor({
  config,
  registry = pageRegistry,
}: {
  config: ClientConfig;
  registry?: PageRegistry;
}): RouteObject[] {
  let byRegistry = routesByConfig.get(config);
  if (!byRegistry) routesByConfig.set(config, (byRegistry = new WeakMap()));
  let routes = byRegistry.get(registry);
  if (!routes) byRegistry.set(registry, (routes = createAppRoutes({ config, registry })));
  return routes;
}

/** The signed-in user of the page's first session read; null when signed out or unknown. */
async function initialUser(): Promise<AuthUser | null> {
  const result = await initialSession();
  return result.error ? null : (result.data?.data ?? null);
}

/**
 * Whether the page's first reads are the user's to make: signed in, and the path in their area
 * (a teacher opening a student page is sent to their own, and the student reads would be refused).
 */
async function readsAreTheUsers({
  pathname,
  user,
}: {
  pathname: string;
  user: Promise<AuthUser | null>;
}): Promise<boolean> {
  try {
    const signedIn = await user;
    if (!signedIn) return false;
    const pathArea = areaOfPath(toRouterPath({ target: pathname }) ?? pathname);
    return pathArea === null || pathArea === userAreaOf(signedIn);
  } catch {
    return false;
  }
}

/**
 * Starts loading the code of the routes `pathname` matches as soon as the config is known: the
 * router starts only once the texts are loaded too, and its loaders (the same, `appRoutesFor`) then find the modules
 * loaded or on their way (the browser fetches and runs a module once). The pages' first source
 * reads (`prefetch` of their route) start then too, instead of after the page's code has run,
 * once the session says they are the signed-in user's to make (`user`, the page's first session
 * read by default).
 */
export function preloadRoutes({
  config,
  pathname,
  registry = pageRegistry,
  user,
}: {
  config: ClientConfig;
  pathname: string;
  registry?: PageRegistry;
  user?: () => Promise<AuthUser | null>;
}): void {
  const matches = matchRoutes(appRoutesFor({ config, registry }), pathname, routerBasename()) ?? [];
  for (const match of matches) void (match.route.handle as RouteHandle | undefined)?.loader?.load();
  const calls = matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.prefetch ?? []);
  if (calls.length > 0)
    void prefetchPageSources({
      calls,
      isWanted: readsAreTheUsers({ pathname, user: (user ?? initialUser)() }),
    });
}
