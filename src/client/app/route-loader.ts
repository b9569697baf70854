import type { ComponentType } from 'react';

/**
 * A route's component, loaded once on first use: the routes wait for it before they show the
 * page (app-routes.tsx), and the page's code can start loading before the router does
 * (preloadRoutes).
 */
export interface RouteLoader {
  /** Starts the load (once) and resolves with the component; a failed load resolves with a component throwing the failure. */
  load(): Promise<ComponentType>;
  /** The component once loaded, else null. */
  loaded(): ComponentType | null;
}

/**
 * A loader of `load`'s component. A failure (unknown page name, chunk download error) becomes a
 * component that throws it while rendering, so the route's error boundary shows it instead of the
 * navigation waiting forever.
 */
export function createRouteLoader(load: () => Promise<ComponentType>): RouteLoader {
  let component: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  return {
    load() {
      pending ??= load().then(
        (loaded) => (component = loaded),
        (error: unknown) =>
          (component = function FailedPage(): never {
            throw error;
          }),
      );
      return pending;
    },
    loaded: () => component,
  };
}
