import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { notificationReads, notifications } from '../../content/shared/tables';
import { notificationsVisibleTo } from '../../content/shared/notification-audience';

/** How many of the latest unread notifications the dashboard lists. */
export const LATEST_UNREAD = 3;

/**
 * The user's unread notifications: how many, and the newest few (to the user, or to everyone since
 * the user joined: the same notifications the list and its count show).
 */
export const readUnreadNotifications = async ({
  db,
  rootId,
  userId,
}: {
  db: Db;
  rootId: number;
  userId: number;
}) => {
  const where = and(
    await notificationsVisibleTo({ db, rootId, userId }),
    isNull(notificationReads.notificationId),
  );
  const unreadJoin = and(
    eq(notificationReads.notificationId, notifications.id),
    eq(notificationReads.userId, userId),
  );
  const [[{ unread }], latest] = await Promise.all([
    db.select({ unread: count() }).from(notifications).leftJoin(notificationReads, unreadJoin).where(where),
    db
      .select({
        id: notifications.id,
        category: notifications.category,
        title: notifications.title,
        titleEn: notifications.titleEn,
        link: notifications.link,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(notificationReads, unreadJoin)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LATEST_UNREAD),
  ]);
  return {
    unread,
    latest: latest.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
  };
};
