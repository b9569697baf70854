import { and, eq, gte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { users } from '../../auth/shared/tables';
import { students } from '../../people/shared/tables';
import { notifications } from './tables';

/** Month (1-based) an academic year's admissions start: a cohort of year Y enters from 1 August Y. */
export const ADMISSION_MONTH = 8;

/**
 * The instant a student of `cohort` (admission year, khóa) joined the university: 1 August of that
 * year, Vietnam time (UTC+7, no daylight saving). Broadcasts sent before it were never addressed to
 * them (last year's tuition reminder, a holiday that came before they enrolled), so a newcomer does
 * not start with dozens of stale unread notifications. Null when the cohort cannot be read.
 */
export const admittedAt = (cohort: number): Date | null =>
  Number.isInteger(cohort) && cohort > 1900
    ? new Date(Date.UTC(cohort, ADMISSION_MONTH - 1, 1) - 7 * 3_600_000)
    : null;

/** Whether a broadcast sent at `createdAt` reaches a user who joined at `since` (null: always). */
export const isBroadcastFor = ({ createdAt, since }: { createdAt: Date; since: Date | null }) =>
  since === null || createdAt.getTime() >= since.getTime();

/** The reader of notifications: a user of a tenant. */
export type NotificationReader = { db: Db; rootId: number; userId: number };

/** When the user's broadcasts start: the admission of their student record, or null (staff, teachers). */
export const broadcastsSince = async ({ db, rootId, userId }: NotificationReader) => {
  const [row] = await db
    .select({ cohort: students.cohort })
    .from(users)
    .innerJoin(students, and(eq(students.id, users.studentId), eq(students.rootId, users.rootId)))
    .where(and(eq(users.id, userId), eq(users.rootId, rootId)))
    .limit(1);
  return row ? admittedAt(row.cohort) : null;
};

/**
 * The notifications a user may see (list, count, unread badge and read call all use this one
 * condition, so the unread count always matches the list): those addressed to them, and the
 * tenant's broadcasts (userId -1) sent since they joined (isBroadcastFor).
 */
export const notificationsVisibleTo = async (reader: NotificationReader): Promise<SQL | undefined> => {
  const since = await broadcastsSince(reader);
  return and(
    eq(notifications.rootId, reader.rootId),
    or(
      eq(notifications.userId, reader.userId),
      since === null
        ? eq(notifications.userId, -1)
        : and(eq(notifications.userId, -1), gte(notifications.createdAt, since)),
    ),
  );
};
