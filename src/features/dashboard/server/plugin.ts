import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../../config/index';
import { createDashboardRegistry } from '../shared/dashboard-registry';
import type { DashboardRegistry } from '../shared/dashboard-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What the home dashboard shows: features add their section providers and deadline providers
     * here from their own routes.ts (every plugin.ts runs before any routes.ts).
     */
    dashboard: DashboardRegistry<Institution>;
  }
}

/** App-wide: one dashboard registry per app. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('dashboard', createDashboardRegistry<Institution>());
  },
  { name: 'dashboard-registry' },
);
