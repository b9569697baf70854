import type { FastifyInstance } from 'fastify';
import { createJobRunner } from './job-runner';
import type { JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Long jobs: a feature registers a handler per kind from its routes.ts
     * (`app.jobs.register('plagiarism.check', {...})`) and enqueues jobs; the runner polls from
     * `onReady` until the app closes.
     */
    jobs: JobRunner;
  }
}

/** Decorates `app.jobs`, starts polling once the app is ready and stops it on close. */
export const registerJobs = (app: FastifyInstance) => {
  const runner = createJobRunner({
    db: app.db,
    log: (message, details) => app.log.warn(details, message),
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
};
