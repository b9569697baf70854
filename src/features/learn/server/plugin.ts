import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createClassCatalogue } from './registration/class-catalogue';
import { createStudentProfiles } from './registration/student-profiles';
import { createStudentStates } from './registration/student-states';
import type { RegistrationCaches } from './registration/registration-context';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's registration-day caches (catalogue, student profiles, registration states), shared by the learn services. */
    registrationCaches: RegistrationCaches;
  }
}

/** App-wide: one registration catalogue, profile and state cache per server instance. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('registrationCaches', {
      catalogue: createClassCatalogue(),
      profiles: createStudentProfiles({ isPostgres: app.dbKind === 'postgres' }),
      states: createStudentStates(),
    });
  },
  { name: 'learn-registration-caches' },
);
