/** The dashboard, read by the home page on its first render (and fetched while its code downloads). */
export const HOME_DASHBOARD = { name: 'dashboard.summary', params: {} } as const;

/** Every source read of the home page's first render. */
export const HOME_SOURCE_CALLS = [HOME_DASHBOARD] as const;
