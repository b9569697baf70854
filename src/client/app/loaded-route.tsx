import type { RouteLoader } from './route-loader';

/** A route's loaded component (AppRoutes shows a route only once its loader has loaded it). */
export function LoadedRoute({ loader }: { loader: RouteLoader }) {
  const Page = loader.loaded();
  return Page ? <Page /> : null;
}
