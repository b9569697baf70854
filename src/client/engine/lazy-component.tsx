import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * A component whose code loads on its first render, showing `fallback` (given the same props)
 * meanwhile: the engine's lazy views, form widgets and rjsf fields are built with it.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
