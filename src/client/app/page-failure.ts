/** Why a page could not be shown, as the route error page explains it. */
export type PageFailure = 'updated' | 'offline' | 'other';

/**
 * The browsers' messages for a page's code that could not be downloaded (Chromium, Firefox,
 * Safari): after a new version of the portal is installed, the old version's files are gone.
 */
const CODE_NOT_LOADED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i;

/**
 * What went wrong, in the terms a student can act on: the page's code did not arrive (offline,
 * or the portal was updated since the tab was opened: reloading gets the new version), or
 * something else.
 */
export function pageFailure({ error, isOnline }: { error: unknown; isOnline: boolean }): PageFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (!CODE_NOT_LOADED.test(message)) return 'other';
  return isOnline ? 'updated' : 'offline';
}
