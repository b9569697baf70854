import { Component, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { LoadingScreen } from './loading-screen';

const RouteError = lazy(() => import('./route-error'));

/**
 * A route's error boundary: a page that fails to load or render shows the error page (its code
 * loads only then) inside the layout around it. Each route has its own, so the next page starts
 * clean.
 */
export class RouteBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown error') };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense fallback={<LoadingScreen />}>
        <RouteError error={this.state.error} />
      </Suspense>
    );
  }
}
