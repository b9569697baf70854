import { and, count, desc, eq, like } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { searchPattern, toSearchText } from '../../../core/search-text';
import { offsetOf } from './list-query';
import type { PageQuery } from './list-query';
import { sanitizeRichText } from './sanitize-rich-text';
import { honors } from '../shared/tables';

/** What a writer gives for one honor (HTML is sanitized and the search text derived here). */
export type HonorInput = Omit<typeof honors.$inferInsert, 'id' | 'searchText'>;

const {
  rootId: _rootId,
  content: _content,
  contentEn: _contentEn,
  searchText: _searchText,
  isPublished: _isPublished,
  ...listColumns
} = getTableColumns(honors);

type ListRow = { [K in keyof typeof listColumns]: (typeof honors.$inferSelect)[K] };

/** The Honor wire shape (schemas/entities/honor.json) of a list row. */
const toHonorItem = ({ honoredAt, publishedAt, lastUpdate, ...row }: ListRow) => ({
  ...row,
  honoredAt: honoredAt.toISOString(),
  publishedAt: publishedAt.toISOString(),
  lastUpdate: lastUpdate.toISOString(),
});

const visible = (rootId: number) => and(eq(honors.rootId, rootId), eq(honors.isPublished, true));

/** One page of honors, newest first, searchable accent-insensitively (title, person, unit, achievement). */
export const listHonors = async ({
  db,
  rootId,
  query,
}: {
  db: Db;
  rootId: number;
  query: PageQuery & { recipientKind?: string };
}) => {
  const where = and(
    visible(rootId),
    query.recipientKind ? eq(honors.recipientKind, query.recipientKind) : undefined,
    query.search ? like(honors.searchText, searchPattern(query.search)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(honors)
      .where(where)
      .orderBy(desc(honors.honoredAt), desc(honors.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(honors).where(where),
  ]);
  return { data: rows.map(toHonorItem), total };
};

/** One honor with its (re-sanitized) content, or null. */
export const getHonor = async ({ db, rootId, id }: { db: Db; rootId: number; id: number }) => {
  const [row] = await db
    .select({ ...listColumns, content: honors.content, contentEn: honors.contentEn })
    .from(honors)
    .where(and(visible(rootId), eq(honors.id, id)))
    .limit(1);
  if (!row) return null;
  const { content, contentEn, ...item } = row;
  return { ...toHonorItem(item), content: sanitizeRichText(content), contentEn: sanitizeRichText(contentEn) };
};

/** Writes honors: HTML sanitized on the way in, search text derived. */
export const insertHonors = async ({ db, rows }: { db: Db; rows: HonorInput[] }) => {
  if (rows.length === 0) return;
  await db.insert(honors).values(
    rows.map((row) => ({
      ...row,
      content: sanitizeRichText(row.content ?? ''),
      contentEn: sanitizeRichText(row.contentEn ?? ''),
      searchText: toSearchText(
        row.title,
        row.titleEn ?? '',
        row.recipientName,
        row.unitName ?? '',
        row.unitNameEn ?? '',
        row.achievement ?? '',
        row.achievementEn ?? '',
      ),
    })),
  );
};
