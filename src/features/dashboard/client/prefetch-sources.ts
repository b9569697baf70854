/**
 * The dashboard feature's named source: what the home page shows, in one call. A prefetch-sources
 * file: home's route fetches it while the page's code downloads (app/prefetch-page-sources.ts).
 */
import { studentApi } from '../../../client/api/api-clients';
import { registerSource } from '../../../client/engine/source-registry';
import type { Dashboard } from '../../../generated';

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'dashboard.summary': { params: Record<string, never>; data: Dashboard };
  }
}

/** GET /api/v1/dashboard; throws on any status but 200 (the home shows an error with a retry). */
export const dashboardSource = registerSource<Record<string, never>, Dashboard>({
  name: 'dashboard.summary',
  key: () => 'dashboard',
  fetch: async (_params, { signal }) => {
    const response = await studentApi.get<{ data: Dashboard } | null>('/api/v1/dashboard', { signal });
    if (response.error || !response.data) throw new Error(`Dashboard answered HTTP ${response.status}`);
    return response.data.data;
  },
});
