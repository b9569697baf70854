import type { FastifyInstance } from 'fastify';
import projectRequestRoutes from './project-request-routes';
import teacherRoutes from './teacher-routes';

/** The projects domain's routes. */
export default async function projectsPlugin(app: FastifyInstance) {
  await app.register(projectRequestRoutes);
  await app.register(teacherRoutes);
}
