/**
 * Builds the browser's Intl locale tables in tasks of their own while the config and the texts
 * download. react-intl's `createIntl` checks `Intl.NumberFormat.supportedLocalesOf` and
 * `Intl.DateTimeFormat.supportedLocalesOf`, and Chromium builds its list of available locales
 * on the first call: about 50 ms on a desktop and 190 ms on Lighthouse's 4×-slowed phone,
 * which was the largest single piece of the first screen's render (a long task after the first
 * paint). Each later call is a lookup.
 */
export function warmIntl(locale: string): void {
  if (typeof Intl === 'undefined') return;
  setTimeout(() => Intl.NumberFormat.supportedLocalesOf(locale), 0);
  setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf(locale), 0);
}
