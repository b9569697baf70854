import { useSyncExternalStore } from 'react';

/** Lists turn into stacked cards below this viewport width (px). */
export const CARDS_BELOW_PX = 600;

/** The media query of phones, where lists show cards instead of a table. */
export const NARROW_QUERY = `(max-width: ${CARDS_BELOW_PX - 0.02}px)`;

/** Whether `query` matches now, following changes (window resized or rotated). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
