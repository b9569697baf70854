import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { offsetOf } from './list-query';
import type { PageQuery } from './list-query';
import { notificationReads, notifications } from '../shared/tables';
import { notificationsVisibleTo } from '../shared/notification-audience';
import type { NotificationReader as Reader } from '../shared/notification-audience';

const readJoin = (userId: number) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId));

/** SPEC §7 count: how many notifications the user has, and how many of them they read. */
export const countNotifications = async ({ db, rootId, userId }: Reader) => {
  const [row] = await db
    .select({ total: count(), read: count(notificationReads.notificationId) })
    .from(notifications)
    .leftJoin(notificationReads, readJoin(userId))
    .where(await notificationsVisibleTo({ db, rootId, userId }));
  return { total: row.total, read: row.read };
};

/** SPEC §7 query: one page, newest first, with the ids of the page's notifications already read. */
export const queryNotifications = async ({
  db,
  rootId,
  userId,
  query,
}: Reader & { query: PageQuery & { isUnreadOnly?: boolean; category?: string } }) => {
  const where = and(
    await notificationsVisibleTo({ db, rootId, userId }),
    query.category ? eq(notifications.category, query.category) : undefined,
    query.isUnreadOnly ? isNull(notificationReads.notificationId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        category: notifications.category,
        title: notifications.title,
        titleEn: notifications.titleEn,
        content: notifications.content,
        contentEn: notifications.contentEn,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notificationReads.readAt,
      })
      .from(notifications)
      .leftJoin(notificationReads, readJoin(userId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(notifications)
      .leftJoin(notificationReads, readJoin(userId))
      .where(where),
  ]);
  return {
    data: rows.map(({ createdAt, readAt: _readAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
    })),
    readIds: rows.filter((row) => row.readAt !== null).map((row) => row.id),
    total,
  };
};

/**
 * SPEC §4: showing a notification marks it read once. Concurrent calls insert at most one row
 * (primary key + ON CONFLICT DO NOTHING); null when the user may not see the notification.
 */
export const markNotificationRead = async ({
  db,
  rootId,
  userId,
  notificationId,
}: Reader & { notificationId: number }) => {
  const [visible] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(await notificationsVisibleTo({ db, rootId, userId }), eq(notifications.id, notificationId)))
    .limit(1);
  if (!visible) return null;
  const inserted = await db
    .insert(notificationReads)
    .values({ notificationId, userId, rootId, readAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ notificationId: notificationReads.notificationId });
  const counts = await countNotifications({ db, rootId, userId });
  return { notificationId, isFirstRead: inserted.length === 1, ...counts };
};

/** A notification as written by any feature (seed, waitlist promotion, ...). */
export type NotificationInput = Omit<typeof notifications.$inferInsert, 'id'>;

/** Writes notifications. */
export const insertNotifications = async ({ db, rows }: { db: Db; rows: NotificationInput[] }) => {
  if (rows.length > 0) await db.insert(notifications).values(rows);
};
