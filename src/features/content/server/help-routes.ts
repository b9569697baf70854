import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../server/http-errors';
import {
  enabledTopicKinds,
  listQuestionAnswers,
  listTopics,
  topicKindOf,
  TOPIC_KIND_MODULES,
} from './help-service';
import type { TopicKind } from './help-service';
import { idParams, listResponse, pagedObjectSchema } from './list-query';
import type { PageQuery } from './list-query';

const TOPIC = 'https://schemas.unigate.vn/entities/help-topic.json';
const QUESTION_ANSWER = 'https://schemas.unigate.vn/entities/question-answer.json';
const tags = ['help'];
const KINDS = Object.keys(TOPIC_KIND_MODULES);

/** SPEC §7 help: topics (FAQ, user manual and help sections) and the Q&A of a topic. */
export default async function helpRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PageQuery & { kind?: TopicKind } }>(
    '/api/v1/topics/query',
    {
      schema: {
        tags,
        summary:
          "Help topics in display order, paged; `kind` ('faq', 'manual', 'help') narrows them; `search` also matches their questions and answers",
        querystring: pagedObjectSchema({ kind: { type: 'string', enum: KINDS } }),
        response: { 200: listResponse(TOPIC) },
      },
    },
    async (request) => {
      const enabled = enabledTopicKinds(request.tenant.modules);
      const { kind, ...query } = request.query;
      if (kind && !enabled.includes(kind)) throw notFound();
      return listTopics({ db: app.db, rootId: request.tenant.rootId, kinds: kind ? [kind] : enabled, query });
    },
  );

  app.get<{ Params: { id: number }; Querystring: { search?: string } }>(
    '/api/v1/topics/:id/question-and-answer',
    {
      schema: {
        tags,
        summary:
          'Questions and answers of a topic in display order (answers are sanitized HTML); `search` narrows them',
        params: idParams,
        querystring: {
          type: 'object',
          properties: { search: { type: 'string', maxLength: 200 } },
          additionalProperties: false,
        },
        response: { 200: listResponse(QUESTION_ANSWER) },
      },
    },
    async (request) => {
      const rootId = request.tenant.rootId;
      const kind = await topicKindOf({ db: app.db, rootId, id: request.params.id });
      if (!kind || !enabledTopicKinds(request.tenant.modules).includes(kind))
        throw notFound('Không tìm thấy chủ đề / Topic not found');
      return listQuestionAnswers({
        db: app.db,
        rootId,
        topicId: request.params.id,
        search: request.query.search,
      });
    },
  );
}
