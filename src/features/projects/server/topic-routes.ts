import type { FastifyInstance } from 'fastify';
import { requireModule, requireStudent } from '../../../server/guards';
import { badRequest } from '../../../server/http-errors';
import { TOPIC_SOURCE } from '../shared/project-enums';
import { queryMembershipTopics, queryTopics } from './topic-service';
import type { MembershipTopicQuery, ProjectTopicQuery } from '../../../generated/index';
import {
  listResponse,
  MEMBERSHIP_TOPIC,
  MEMBERSHIP_TOPIC_QUERY,
  PROJECT_TOPIC,
  PROJECT_TOPIC_QUERY,
} from './route-schemas';

const tags = ['projects'];

/** SPEC §7 topics: project topics, teacher topics and the student's membership topics (teacherId, orderIndex). */
export default async function topicRoutes(app: FastifyInstance) {
  const preHandler = requireModule('project');

  app.post<{ Body: ProjectTopicQuery | undefined }>(
    '/api/v1/projects/project-topics/query',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Topics offered by teachers and companies, by owner then topic index (no credentials needed)',
        body: PROJECT_TOPIC_QUERY,
        response: { 200: listResponse(PROJECT_TOPIC) },
      },
    },
    async (request) => queryTopics({ db: app.db, rootId: request.tenant.rootId, query: request.body ?? {} }),
  );

  app.post<{ Body: ProjectTopicQuery | undefined }>(
    '/api/v1/project-topic/teacher/query',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Topics of the teacher source (SPEC: fetched with no major restriction and teacher source); a source filter other than teacher answers 400',
        body: PROJECT_TOPIC_QUERY,
        response: { 200: listResponse(PROJECT_TOPIC) },
      },
    },
    async (request) => {
      const query = request.body ?? {};
      if (query.source !== undefined && query.source !== TOPIC_SOURCE.TEACHER)
        throw badRequest({
          field: 'body.source',
          reason: 'chỉ nhận nguồn giảng viên (1) / only the teacher source (1) is listed here',
        });
      return queryTopics({
        db: app.db,
        rootId: request.tenant.rootId,
        query: { ...query, source: TOPIC_SOURCE.TEACHER, companyId: undefined },
      });
    },
  );

  app.post<{ Body: MembershipTopicQuery | undefined }>(
    '/api/v1/membership/query-project-topics',
    {
      preHandler,
      schema: {
        tags,
        summary: "The signed-in student's ordered teachers (teacherId, orderIndex)",
        body: MEMBERSHIP_TOPIC_QUERY,
        response: { 200: listResponse(MEMBERSHIP_TOPIC) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      return queryMembershipTopics({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId,
        query: request.body ?? {},
      });
    },
  );
}
