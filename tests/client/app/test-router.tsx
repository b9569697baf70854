import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { Location, NavigateFunction, RouteObject } from 'react-router-dom';
import { AppRoutes } from '../../../src/client/app/app-routes';

/** The app's routes in a memory router, with the router's location and navigation for the test. */
export interface TestRouter {
  element: ReactElement;
  /** The router's location now. */
  location(): Location;
  /** Navigates as a link or Back would (`-1`). */
  navigate(to: string | number): Promise<void>;
}

export function createTestRouter({
  routes,
  initialEntries,
  initialIndex,
}: {
  routes: RouteObject[];
  initialEntries: string[];
  initialIndex?: number;
}): TestRouter {
  let location: Location | null = null;
  let navigate: NavigateFunction | null = null;
  function Probe() {
    location = useLocation();
    navigate = useNavigate();
    return null;
  }
  return {
    element: (
      <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
        <AppRoutes routes={routes} fallback={null} />
        <Probe />
      </MemoryRouter>
    ),
    location: () => {
      if (!location) throw new Error('The router has not rendered yet');
      return location;
    },
    navigate: async (to) => {
      if (!navigate) throw new Error('The router has not rendered yet');
      const go = navigate;
      await act(async () => {
        await (typeof to === 'number' ? go(to) : go(to));
      });
    },
  };
}
