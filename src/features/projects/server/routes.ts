import type { FastifyInstance } from 'fastify';
import companyRoutes from './company-routes';
import deadlineRoutes from './deadline-routes';
import { registerProjectFileAccess } from './project-file-access';
import projectRoutes from './project-routes';
import refBookRoutes from './ref-book-routes';
import topicRoutes from './topic-routes';

/**
 * The projects domain's calls (SPEC §7 Projects, deadlines, topics, companies, reference books),
 * each behind the `project` module flag, and who may download a project's files. Loaded by
 * src/server/plugins/load-features.ts.
 */
export default async function projectsRoutes(app: FastifyInstance) {
  registerProjectFileAccess(app);
  await app.register(projectRoutes);
  await app.register(deadlineRoutes);
  await app.register(topicRoutes);
  await app.register(companyRoutes);
  await app.register(refBookRoutes);
}
