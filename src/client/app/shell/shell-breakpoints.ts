import { BREAKPOINTS } from '../../../core/constants';
import { useMediaQuery } from '../../engine/list/use-media-query';

/** From this width (SPEC §9 lg) the menu is a sidebar; below it, a drawer behind the menu button. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

/** DESKTOP_QUERY as a style rule's media condition. */
export const DESKTOP_MEDIA = `@media ${DESKTOP_QUERY}`;

/** Wide screens (SPEC §9 xxl) get a roomier content column. */
export const WIDE_MEDIA = `@media (min-width: ${BREAKPOINTS.xxl}px)`;

/** Whether the window is desktop-wide (the sidebar shows), following resizes and rotations. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
