import { BREAKPOINTS } from '../../../core/constants';

/** From this width (SPEC §9 lg) the menu is a sidebar; below it, a drawer behind the menu button. */
export const DESKTOP_MEDIA = `@media (min-width: ${BREAKPOINTS.lg}px)`;

/** Wide screens (SPEC §9 xxl) get a roomier content column. */
export const WIDE_MEDIA = `@media (min-width: ${BREAKPOINTS.xxl}px)`;
