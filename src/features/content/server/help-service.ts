import { and, asc, count, eq, exists, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { searchPattern, toSearchText } from '../../../core/search-text';
import { offsetOf } from './list-query';
import type { PageQuery } from './list-query';
import { sanitizeRichText } from './sanitize-rich-text';
import { helpTopics, questionAnswers } from '../shared/tables';

/** Kinds of help topic and the module flag that shows each (SPEC §1: help topics, FAQ, user manual). */
export const TOPIC_KIND_MODULES = { faq: 'faq', manual: 'userManual', help: 'help' } as const;

/** 'faq' | 'manual' | 'help'. */
export type TopicKind = keyof typeof TOPIC_KIND_MODULES;

/** The kinds whose module the tenant has not disabled. */
export const enabledTopicKinds = (modules: Record<string, boolean>): TopicKind[] =>
  (Object.keys(TOPIC_KIND_MODULES) as TopicKind[]).filter(
    (kind) => modules[TOPIC_KIND_MODULES[kind]] !== false,
  );

/** A topic as written (seed, CMS); the search text is derived here. */
export type TopicInput = Omit<typeof helpTopics.$inferInsert, 'id' | 'searchText'>;

/** A question and its answer as written; the answer HTML is sanitized here. */
export type QuestionAnswerInput = Omit<typeof questionAnswers.$inferInsert, 'id' | 'searchText'>;

const questionMatches = (pattern: string) =>
  and(
    eq(questionAnswers.topicId, helpTopics.id),
    eq(questionAnswers.rootId, helpTopics.rootId),
    like(questionAnswers.searchText, pattern),
  );

/**
 * One page of topics in display order. A search matches the topic itself or any of its
 * questions and answers (accent-insensitive).
 */
export const listTopics = async ({
  db,
  rootId,
  kinds,
  query,
}: {
  db: Db;
  rootId: number;
  kinds: TopicKind[];
  query: PageQuery;
}) => {
  if (kinds.length === 0) return { data: [], total: 0 };
  const pattern = query.search ? searchPattern(query.search) : null;
  const where = and(
    eq(helpTopics.rootId, rootId),
    inArray(helpTopics.kind, kinds),
    pattern
      ? or(
          like(helpTopics.searchText, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(questionAnswers)
              .where(questionMatches(pattern)),
          ),
        )
      : undefined,
  );
  const questionCount = db
    .select({ topicId: questionAnswers.topicId, total: count().as('total') })
    .from(questionAnswers)
    .where(eq(questionAnswers.rootId, rootId))
    .groupBy(questionAnswers.topicId)
    .as('question_counts');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: helpTopics.id,
        kind: helpTopics.kind,
        title: helpTopics.title,
        titleEn: helpTopics.titleEn,
        description: helpTopics.description,
        descriptionEn: helpTopics.descriptionEn,
        icon: helpTopics.icon,
        orderIndex: helpTopics.orderIndex,
        questionCount: questionCount.total,
        lastUpdate: helpTopics.lastUpdate,
      })
      .from(helpTopics)
      .leftJoin(questionCount, eq(questionCount.topicId, helpTopics.id))
      .where(where)
      .orderBy(asc(helpTopics.kind), asc(helpTopics.orderIndex), asc(helpTopics.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(helpTopics).where(where),
  ]);
  return {
    data: rows.map(({ questionCount: questions, lastUpdate, ...row }) => ({
      ...row,
      questionCount: Number(questions ?? 0),
      lastUpdate: lastUpdate.toISOString(),
    })),
    total,
  };
};

/** The kind of a tenant's topic, or null when there is no such topic. */
export const topicKindOf = async ({ db, rootId, id }: { db: Db; rootId: number; id: number }) => {
  const [row] = await db
    .select({ kind: helpTopics.kind })
    .from(helpTopics)
    .where(and(eq(helpTopics.rootId, rootId), eq(helpTopics.id, id)))
    .limit(1);
  return row ? (row.kind as TopicKind) : null;
};

/** The questions and answers of a topic in display order (answers re-sanitized), optionally searched. */
export const listQuestionAnswers = async ({
  db,
  rootId,
  topicId,
  search,
}: {
  db: Db;
  rootId: number;
  topicId: number;
  search?: string;
}) => {
  const rows = await db
    .select({
      id: questionAnswers.id,
      topicId: questionAnswers.topicId,
      question: questionAnswers.question,
      questionEn: questionAnswers.questionEn,
      answer: questionAnswers.answer,
      answerEn: questionAnswers.answerEn,
      orderIndex: questionAnswers.orderIndex,
      lastUpdate: questionAnswers.lastUpdate,
    })
    .from(questionAnswers)
    .where(
      and(
        eq(questionAnswers.rootId, rootId),
        eq(questionAnswers.topicId, topicId),
        search ? like(questionAnswers.searchText, searchPattern(search)) : undefined,
      ),
    )
    .orderBy(asc(questionAnswers.orderIndex), asc(questionAnswers.id));
  const data = rows.map(({ answer, answerEn, lastUpdate, ...row }) => ({
    ...row,
    answer: sanitizeRichText(answer),
    answerEn: sanitizeRichText(answerEn),
    lastUpdate: lastUpdate.toISOString(),
  }));
  return { data, total: data.length };
};

/** Writes one topic and returns its id. */
export const insertTopic = async ({ db, topic }: { db: Db; topic: TopicInput }) => {
  const [row] = await db
    .insert(helpTopics)
    .values({
      ...topic,
      searchText: toSearchText(
        topic.title,
        topic.titleEn ?? '',
        topic.description ?? '',
        topic.descriptionEn ?? '',
      ),
    })
    .returning({ id: helpTopics.id });
  return row.id;
};

/** Writes questions and answers (answers sanitized; the search text covers question and answer text). */
export const insertQuestionAnswers = async ({ db, rows }: { db: Db; rows: QuestionAnswerInput[] }) => {
  if (rows.length === 0) return;
  await db.insert(questionAnswers).values(
    rows.map((row) => {
      const answer = sanitizeRichText(row.answer ?? '');
      const answerEn = sanitizeRichText(row.answerEn ?? '');
      const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');
      return {
        ...row,
        answer,
        answerEn,
        searchText: toSearchText(row.question, row.questionEn ?? '', plain(answer), plain(answerEn)),
      };
    }),
  );
};
