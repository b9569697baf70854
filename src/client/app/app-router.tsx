import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routerBasename } from './app-paths';
import { useClientConfig } from './client-config-context';
import { createAppRoutes } from './create-app-routes';

/** The browser router over the tenant's routes, under the app's base path. */
export function AppRouter() {
  const config = useClientConfig();
  const router = useMemo(
    () => createBrowserRouter(createAppRoutes({ config }), { basename: routerBasename() }),
    [config],
  );
  return <RouterProvider router={router} />;
}
