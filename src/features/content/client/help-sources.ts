import { studentApi } from '../../../client/api/api-clients';
import { registerSource } from '../../../client/engine/source-registry';
import type { PagedData, PagedParams } from '../../../client/engine';
import type { HelpTopic, QuestionAnswer } from '../../../generated';
import type { DetailParams } from './article-sources';
import { pageKey, pageQuery } from './list-query';
import { answerError, readList, routeId } from './read-answer';
import { userManualArticle } from './user-manual-article';
import type { UserManualArticle } from './user-manual-article';

const TOPICS_PATH = '/api/v1/topics/query';
/** The most topics one call may ask for (schemas/common/paging.json). */
const ALL_TOPICS = { page: 1, pageSize: 200 };

const questionsPath = (id: number) => `/api/v1/topics/${id}/question-and-answer`;

/** A FAQ topic with its questions, as the 'qa' detail layout reads it. */
export interface TopicQuestions extends HelpTopic {
  items: QuestionAnswer[];
}

/** FAQ page: `GET /api/v1/topics/query?kind=faq&page&pageSize&search` -> `{ data: HelpTopic[], total }` in display order. */
export const helpTopicsSource = registerSource<PagedParams, PagedData<HelpTopic>>({
  name: 'help.topics',
  key: (params) => pageKey(params),
  fetch: async (params, { signal }) =>
    readList<HelpTopic>({
      what: 'Help topics',
      response: await studentApi.get(TOPICS_PATH, { query: { ...pageQuery(params), kind: 'faq' }, signal }),
    }),
});

/**
 * FAQ topic page (`/faq/:id`): the topic (from the topic list, there is no single-topic call)
 * with `items`, its questions and answers (`GET /api/v1/topics/:id/question-and-answer`);
 * null when the tenant has no such topic (404).
 */
export const topicQuestionsSource = registerSource<DetailParams, TopicQuestions | null>({
  name: 'help.topicQuestions',
  key: ({ id }) => routeId(id),
  fetch: async ({ id }, { signal }) => {
    const topicId = routeId(id) as number;
    const [questions, topics] = await Promise.all([
      studentApi.get<PagedData<QuestionAnswer>>(questionsPath(topicId), { signal }),
      studentApi.get<PagedData<HelpTopic>>(TOPICS_PATH, { query: ALL_TOPICS, signal }),
    ]);
    if (questions.status === 404) return null;
    const items = readList<QuestionAnswer>({ what: 'Questions and answers', response: questions }).data;
    const topic = readList<HelpTopic>({ what: 'Help topics', response: topics }).data.find(
      (row) => row.id === topicId,
    );
    if (!topic) return null;
    return { ...topic, items };
  },
});

/**
 * User manual page: the topics of kind 'manual' (`GET /api/v1/topics/query?kind=manual`) and
 * the questions of each, composed into one article; null when the tenant has none (or the
 * module is off: 404).
 */
export const userManualSource = registerSource<unknown, UserManualArticle | null>({
  name: 'content.userManual',
  key: () => 'manual',
  fetch: async (_params, { signal }) => {
    const answer = await studentApi.get<PagedData<HelpTopic>>(TOPICS_PATH, {
      query: { ...ALL_TOPICS, kind: 'manual' },
      signal,
    });
    if (answer.status === 404) return null;
    const topics = readList<HelpTopic>({ what: 'Manual topics', response: answer }).data;
    if (topics.length === 0) return null;
    const sections = await Promise.all(
      topics.map(async (topic) => {
        const response = await studentApi.get<PagedData<QuestionAnswer>>(questionsPath(topic.id), { signal });
        if (response.error) throw answerError({ what: 'Manual questions', status: response.status });
        return { topic, questions: readList<QuestionAnswer>({ what: 'Manual questions', response }).data };
      }),
    );
    return userManualArticle(sections);
  },
});
