import type { SeedContext } from '../../../server/db/seed/seed-context';
import { insertQuestionAnswers, insertTopic } from './help-service';
import { helpTopicsFor } from './seed-data/help-topics';

/** Help topics (FAQ, user manual, help) with their questions and answers, in display order. */
export const seedHelp = async ({ db, tenant }: SeedContext) => {
  const topics = helpTopicsFor(tenant);
  const lastUpdate = new Date('2026-01-10T03:00:00Z');
  const orderByKind = new Map<string, number>();
  for (const topic of topics) {
    const orderIndex = (orderByKind.get(topic.kind) ?? 0) + 1;
    orderByKind.set(topic.kind, orderIndex);
    const topicId = await insertTopic({
      db,
      topic: {
        rootId: tenant.rootId,
        kind: topic.kind,
        title: topic.title,
        titleEn: topic.titleEn,
        description: topic.description,
        descriptionEn: topic.descriptionEn,
        icon: topic.icon,
        orderIndex,
        lastUpdate,
      },
    });
    await insertQuestionAnswers({
      db,
      rows: topic.questions.map((question, index) => ({
        rootId: tenant.rootId,
        topicId,
        question: question.q,
        questionEn: question.qEn,
        answer: question.a,
        answerEn: question.aEn,
        orderIndex: index + 1,
        lastUpdate,
      })),
    });
  }
};
