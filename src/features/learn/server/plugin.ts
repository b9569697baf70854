import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createClassCatalogue } from './registration/class-catalogue';
import { createStudentProfiles } from './registration/student-profiles';
import type { RegistrationCaches } from './registration/registration-context';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's registration-day caches (catalogue and student profiles), shared by the learn services. */
    registrationCaches: RegistrationCaches;
  }
}

/** App-wide: one registration catalogue and profile cache per server instance. */
export default fp(async (app: FastifyInstance) => {
  app.decorate('registrationCaches', { catalogue: createClassCatalogue(), profiles: createStudentProfiles() });
}, { name: 'learn-registration-caches' });
