import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import type { Location, RouteMatch, RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle';
import type { RouteLoader } from './route-loader';
import { RouteStateContext } from './route-state';
import type { RouteState } from './route-state';

function loadersOf(matches: readonly RouteMatch[]): RouteLoader[] {
  return matches.flatMap((match) => {
    const loader = (match.route.handle as RouteHandle | undefined)?.loader;
    return loader ? [loader] : [];
  });
}

/**
 * The app's routes at the browser's location, each shown once its code is loaded: while a
 * navigation waits for its page's code (`handle.loader`), the page before it stays, with its own
 * location, and `useIsNavigating()` is true (the shell's progress bar); before the first page is
 * loaded, `fallback` shows. The matched routes are given to `useRouteHandles()` (the page title).
 */
export function AppRoutes({ routes, fallback }: { routes: RouteObject[]; fallback: ReactNode }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const isReady = loadersOf(matches).every((loader) => loader.loaded() !== null);
  const [, setLoadCount] = useState(0);
  const lastShown = useRef<{ location: Location; matches: RouteMatch[] } | null>(null);
  useEffect(() => {
    if (isReady) return;
    let isCurrent = true;
    void Promise.all(loadersOf(matches).map((loader) => loader.load())).then(() => {
      if (isCurrent) setLoadCount((count) => count + 1);
    });
    return () => {
      isCurrent = false;
    };
  }, [matches, isReady]);
  const shown = isReady ? { location, matches } : lastShown.current;
  useLayoutEffect(() => {
    if (shown) lastShown.current = shown;
  });
  const element = useRoutes(routes, shown?.location ?? location);
  const shownMatches = shown?.matches;
  const state = useMemo<RouteState>(
    () => ({ matches: shownMatches ?? [], isLoading: !isReady }),
    [shownMatches, isReady],
  );
  return <RouteStateContext.Provider value={state}>{shown ? element : fallback}</RouteStateContext.Provider>;
}
