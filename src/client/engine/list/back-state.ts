/** What a list puts in the history state of the detail page a row opens. */
export interface BackState {
  /** The list's path and query (page, filters, search) to go back to. */
  from: string;
}

/** The history state a row link carries: where its list was. */
export function backState(location: { pathname: string; search: string }): BackState {
  return { from: `${location.pathname}${location.search}` };
}

/** The list URL a detail page came from, when it was opened from a list row. */
export function backTarget(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const from = (state as Partial<BackState>).from;
  // Only a path of this app (never another origin) is followed.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
