import type { SourceCall } from '../engine/prefetch-source';
import type { RouteLoader } from './route-loader';

/** What a route declares in its `handle`. */
export interface RouteHandle {
  /** Message id of the page title (document title and analytics). */
  titleId?: string;
  /** The source reads of the page's first render, started while its code downloads (preloadRoutes). */
  prefetch?: readonly SourceCall[];
  /** The route's component, loaded before the route is shown. */
  loader?: RouteLoader;
}
