import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../password';
import { DEMO_PASSWORD, DEFAULT_SCALE, isTenantSeeded, seedTenant } from './run-seed';

/** First start (or a newly onboarded tenant): seed every tenant that has no data yet. */
export const seedIfEmpty = async ({
  app,
  scale = DEFAULT_SCALE,
}: {
  app: FastifyInstance;
  scale?: typeof DEFAULT_SCALE;
}) => {
  let passwordHash: string | null = null;
  for (const tenant of app.appConfig.institutions) {
    if (await isTenantSeeded({ db: app.db, tenant })) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const started = Date.now();
    await seedTenant({ db: app.db, tenant, scale, passwordHash });
    app.log.info(`seeded ${tenant.code} (${scale.students} students) in ${Date.now() - started} ms`);
  }
};
