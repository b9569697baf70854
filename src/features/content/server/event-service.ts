import { and, asc, count, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { searchPattern, toSearchText } from '../../../core/search-text';
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

/** Which events a list asks for: those not over yet, those over, or all. */
export type EventWhen = 'upcoming' | 'past';

/** An event is upcoming until it ends (one running now is still upcoming). */
const whenFilter = ({ when, now }: { when?: EventWhen; now: Date }) =>
  when === 'upcoming' ? gte(events.endAt, now) : when === 'past' ? lt(events.endAt, now) : undefined;

/**
 * Upcoming events first, soonest first; then past ones, most recent first. Sorting on the start
 * of upcoming events and the negated start of past ones keeps one index-friendly ORDER BY.
 */
const upcomingFirst = (now: Date) => {
  const nowIso = now.toISOString();
  const isPast = sql`(${events.endAt} < ${nowIso}::timestamptz)`;
  return [
    asc(isPast),
    sql`case when ${isPast} then null else ${events.startAt} end asc nulls last`,
    desc(events.startAt),
    desc(events.id),
  ];
};

/**
 * One page of events, searchable accent-insensitively: upcoming ones (not ended at `now`) first,
 * soonest first, then past ones, most recent first; `when` keeps only one of the two.
 */
export const listEvents = async ({
  db,
  rootId,
  query,
  now,
}: {
  db: Db;
  rootId: number;
  query: PageQuery & { when?: EventWhen };
  now: Date;
}) => {
  const where = and(
    visible(rootId),
    query.search ? like(events.searchText, searchPattern(query.search)) : undefined,
    whenFilter({ when: query.when, now }),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(events)
      .where(where)
      .orderBy(...upcomingFirst(now))
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
