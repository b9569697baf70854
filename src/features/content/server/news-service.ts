import { and, count, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { searchPattern, toSearchText } from '../../../core/search-text';
import { offsetOf } from './list-query';
import type { PageQuery } from './list-query';
import { sanitizeRichText } from './sanitize-rich-text';
import { news, newsCategories } from '../shared/tables';

type NewsRow = typeof news.$inferSelect;

/** What a writer gives for one article (HTML is sanitized and the search text derived here). */
export type NewsInput = Omit<typeof news.$inferInsert, 'id' | 'searchText'>;

/** A category row as written (seed, CMS). */
export type NewsCategoryInput = Omit<typeof newsCategories.$inferInsert, 'id'>;

const listColumns = {
  id: news.id,
  categoryCode: news.categoryCode,
  title: news.title,
  titleEn: news.titleEn,
  summary: news.summary,
  summaryEn: news.summaryEn,
  thumbnail: news.thumbnail,
  author: news.author,
  tags: news.tags,
  publishedAt: news.publishedAt,
  lastUpdate: news.lastUpdate,
  categoryName: newsCategories.name,
  categoryNameEn: newsCategories.nameEn,
};

type ListRow = Pick<
  NewsRow,
  | 'id'
  | 'categoryCode'
  | 'title'
  | 'titleEn'
  | 'summary'
  | 'summaryEn'
  | 'thumbnail'
  | 'author'
  | 'tags'
  | 'publishedAt'
  | 'lastUpdate'
> & {
  categoryName: string | null;
  categoryNameEn: string | null;
};

/** The News wire shape (schemas/entities/news.json) of a list row. */
const toNewsItem = ({ categoryName, categoryNameEn, publishedAt, lastUpdate, ...row }: ListRow) => ({
  ...row,
  categoryName: categoryName ?? '',
  categoryNameEn: categoryNameEn ?? '',
  publishedAt: publishedAt.toISOString(),
  lastUpdate: lastUpdate.toISOString(),
});

/** Codes of a category and of its direct children. */
const categoryFamily = ({ db, rootId, code }: { db: Db; rootId: number; code: string }) =>
  db
    .select({ code: newsCategories.code })
    .from(newsCategories)
    .where(
      and(
        eq(newsCategories.rootId, rootId),
        or(eq(newsCategories.code, code), eq(newsCategories.parentCode, code)),
      ),
    );

/**
 * What a reader may see: published news of the tenant, limited to the SPEC §6 parent news
 * category (and its children) when that setting is set.
 */
const visibleNews = ({
  db,
  rootId,
  parentCategory,
}: {
  db: Db;
  rootId: number;
  parentCategory: string | null;
}) =>
  and(
    eq(news.rootId, rootId),
    eq(news.isPublished, true),
    parentCategory
      ? inArray(news.categoryCode, categoryFamily({ db, rootId, code: parentCategory }))
      : undefined,
  );

const categoryJoin = and(eq(newsCategories.rootId, news.rootId), eq(newsCategories.code, news.categoryCode));

/** One page of news, newest first, searchable (accent-insensitive), optionally by category. */
export const listNews = async ({
  db,
  rootId,
  parentCategory,
  query,
}: {
  db: Db;
  rootId: number;
  parentCategory: string | null;
  query: PageQuery & { category?: string };
}) => {
  const where: SQL | undefined = and(
    visibleNews({ db, rootId, parentCategory }),
    query.category
      ? inArray(news.categoryCode, categoryFamily({ db, rootId, code: query.category }))
      : undefined,
    query.search ? like(news.searchText, searchPattern(query.search)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(news)
      .leftJoin(newsCategories, categoryJoin)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(news).where(where),
  ]);
  return { data: rows.map(toNewsItem), total };
};

/** One article with its (re-sanitized) content, or null when the reader may not see it. */
export const getNews = async ({
  db,
  rootId,
  parentCategory,
  id,
}: {
  db: Db;
  rootId: number;
  parentCategory: string | null;
  id: number;
}) => {
  const [row] = await db
    .select({ ...listColumns, content: news.content, contentEn: news.contentEn })
    .from(news)
    .leftJoin(newsCategories, categoryJoin)
    .where(and(visibleNews({ db, rootId, parentCategory }), eq(news.id, id)))
    .limit(1);
  if (!row) return null;
  const { content, contentEn, ...item } = row;
  return { ...toNewsItem(item), content: sanitizeRichText(content), contentEn: sanitizeRichText(contentEn) };
};

/** Categories a reader can filter by (the parent category's family when that setting is set). */
export const listNewsCategories = async ({
  db,
  rootId,
  parentCategory,
}: {
  db: Db;
  rootId: number;
  parentCategory: string | null;
}) => {
  const rows = await db
    .select({
      code: newsCategories.code,
      name: newsCategories.name,
      nameEn: newsCategories.nameEn,
      parentCode: newsCategories.parentCode,
      orderIndex: newsCategories.orderIndex,
    })
    .from(newsCategories)
    .where(
      and(
        eq(newsCategories.rootId, rootId),
        parentCategory
          ? or(eq(newsCategories.code, parentCategory), eq(newsCategories.parentCode, parentCategory))
          : undefined,
      ),
    )
    .orderBy(newsCategories.orderIndex, newsCategories.code);
  return rows;
};

/** Writes articles: HTML sanitized on the way in, search text derived from titles and summaries. */
export const insertNews = async ({ db, rows }: { db: Db; rows: NewsInput[] }) => {
  if (rows.length === 0) return;
  await db.insert(news).values(
    rows.map((row) => ({
      ...row,
      content: sanitizeRichText(row.content ?? ''),
      contentEn: sanitizeRichText(row.contentEn ?? ''),
      searchText: toSearchText(
        row.title,
        row.titleEn ?? '',
        row.summary ?? '',
        row.summaryEn ?? '',
        row.author ?? '',
        ...(row.tags ?? []),
      ),
    })),
  );
};

/** Writes categories. */
export const insertNewsCategories = async ({ db, rows }: { db: Db; rows: NewsCategoryInput[] }) => {
  if (rows.length > 0) await db.insert(newsCategories).values(rows);
};
