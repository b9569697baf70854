import { load } from '../load';
import type { Scenario } from '../bench-types';

/** The baseline (a bare route) and the session read with a valid cookie (target: ≥ 40% of bare). */
export const scenario: Scenario = {
  name: 'foundation',
  run: async ({ baseUrl, db, durationSeconds, connections, login }) => {
    const cookie = await login({ account: '20230001' });
    const bare = await load({
      scenario: 'bare route GET /api/health',
      db,
      url: `${baseUrl}/api/health`,
      durationSeconds,
      connections,
    });
    const session = await load({
      scenario: 'GET /api/v1/auth/session (valid cookie)',
      db,
      url: `${baseUrl}/api/v1/auth/session`,
      headers: { cookie },
      durationSeconds,
      connections,
    });
    return [bare, session];
  },
};
