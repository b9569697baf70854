import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router-dom';
import type { RouteHandle } from './route-handle';

/** The routes shown and whether the next page's code is still loading (app-routes.tsx). */
export interface RouteState {
  /** The matched routes of the page shown, outermost first. */
  readonly matches: readonly RouteMatch[];
  /** True while a navigation waits for its page's code; the page before it stays shown. */
  readonly isLoading: boolean;
}

export const RouteStateContext = createContext<RouteState>({ matches: [], isLoading: false });

/** The handles of the routes of the page shown, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useContext(RouteStateContext).matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
}

/** True while a navigation waits for its page's code. */
export function useIsNavigating(): boolean {
  return useContext(RouteStateContext).isLoading;
}
