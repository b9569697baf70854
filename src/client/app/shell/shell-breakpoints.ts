import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../../core/constants';

/** From this width (SPEC §9 lg) the menu is a sidebar; below it, a drawer behind the menu button. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

/** DESKTOP_QUERY as a style rule's media condition. */
export const DESKTOP_MEDIA = `@media ${DESKTOP_QUERY}`;

/** Wide screens (SPEC §9 xxl) get a roomier content column. */
export const WIDE_MEDIA = `@media (min-width: ${BREAKPOINTS.xxl}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(DESKTOP_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * Whether the window is desktop-wide (the sidebar shows), following resizes and rotations.
 * Where the browser cannot tell (no matchMedia), true: the sidebar is rendered and its CSS decides.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DESKTOP_QUERY).matches : true,
    () => true,
  );
}
