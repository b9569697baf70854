import { and, count, desc, eq, like } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { searchPattern, toSearchText } from '../shared/search-text';
import { offsetOf } from './list-query';
import type { PageQuery } from './list-query';
import { sanitizeRichText } from './sanitize-rich-text';
import { events } from '../shared/tables';

/** What a writer gives for one event (HTML is sanitized and the search text derived here). */
export type EventInput = Omit<typeof events.$inferInsert, 'id' | 'searchText'>;

const {
  rootId: _rootId,
  content: _content,
  contentEn: _contentEn,
  searchText: _searchText,
  isPublished: _isPublished,
  ...listColumns
} = getTableColumns(events);

type ListRow = { [K in keyof typeof listColumns]: (typeof events.$inferSelect)[K] };

/** The Event wire shape (schemas/entities/event.json) of a list row. */
const toEventItem = ({ startAt, endAt, publishedAt, lastUpdate, ...row }: ListRow) => ({
  ...row,
  startAt: startAt.toISOString(),
  endAt: endAt.toISOString(),
  publishedAt: publishedAt.toISOString(),
  lastUpdate: lastUpdate.toISOString(),
});

const visible = (rootId: number) => and(eq(events.rootId, rootId), eq(events.isPublished, true));

/** One page of events, newest (latest start) first, searchable accent-insensitively. */
export const listEvents = async ({ db, rootId, query }: { db: Db; rootId: number; query: PageQuery }) => {
  const where = and(
    visible(rootId),
    query.search ? like(events.searchText, searchPattern(query.search)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(events)
      .where(where)
      .orderBy(desc(events.startAt), desc(events.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return { data: rows.map(toEventItem), total };
};

/** One event with its (re-sanitized) content, or null. */
export const getEvent = async ({ db, rootId, id }: { db: Db; rootId: number; id: number }) => {
  const [row] = await db
    .select({ ...listColumns, content: events.content, contentEn: events.contentEn })
    .from(events)
    .where(and(visible(rootId), eq(events.id, id)))
    .limit(1);
  if (!row) return null;
  const { content, contentEn, ...item } = row;
  return { ...toEventItem(item), content: sanitizeRichText(content), contentEn: sanitizeRichText(contentEn) };
};

/** Writes events: HTML sanitized on the way in, search text derived. */
export const insertEvents = async ({ db, rows }: { db: Db; rows: EventInput[] }) => {
  if (rows.length === 0) return;
  await db.insert(events).values(
    rows.map((row) => ({
      ...row,
      content: sanitizeRichText(row.content ?? ''),
      contentEn: sanitizeRichText(row.contentEn ?? ''),
      searchText: toSearchText(
        row.title,
        row.titleEn ?? '',
        row.summary ?? '',
        row.summaryEn ?? '',
        row.location ?? '',
        row.organizer ?? '',
      ),
    })),
  );
};
