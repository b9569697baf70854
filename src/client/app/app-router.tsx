import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { routerBasename } from './app-paths';
import { useClientConfig } from './client-config-context';
import { appRoutesFor } from './create-app-routes';
import { LoadingScreen } from './loading-screen';

/**
 * The browser router over the tenant's routes, under the app's base path. React Router's
 * declarative router: its data router (loaders, actions, fetchers) is not used here and weighed
 * twice as much; AppRoutes loads each page's code before showing it.
 */
export function AppRouter() {
  const config = useClientConfig();
  const routes = appRoutesFor({ config });
  return (
    <BrowserRouter basename={routerBasename()}>
      <AppRoutes routes={routes} fallback={<LoadingScreen isFullScreen />} />
    </BrowserRouter>
  );
}
