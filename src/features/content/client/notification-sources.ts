import { studentApi } from '../../../client/api/api-clients';
import { idempotencyHeaders } from '../../../client/engine/idempotency-key';
import { registerMutation } from '../../../client/engine/mutation-registry';
import { registerSource } from '../../../client/engine/source-registry';
import type { MutationResult, PagedData } from '../../../client/engine';
import type { Notification, NotificationCounts } from '../../../generated';
import { answerError, readList } from './read-answer';

/** A notification with whether the signed-in user has read it. */
export interface NotificationRow extends Notification {
  isRead: boolean;
}

/** Params of the notifications list. */
export interface NotificationListParams {
  page: number;
  pageSize: number;
  /** Only the notifications not read yet. */
  isUnreadOnly?: boolean;
}

/** What `notifications/read` answers in `data`: the user's counts after the read. */
export interface NotificationReadData extends NotificationCounts {
  notificationId: number;
  /** False when it had been read before (reading is counted once). */
  isFirstRead: boolean;
}

/** Body of the read call. */
export interface NotificationReadBody extends Record<string, unknown> {
  notificationId: number;
}

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'notifications.unreadCount': { params: unknown; data: number };
    'notifications.list': { params: NotificationListParams; data: PagedData<NotificationRow> };
  }
}

export const UNREAD_COUNT_SOURCE = 'notifications.unreadCount' as const;
export const NOTIFICATION_LIST_SOURCE = 'notifications.list' as const;
export const READ_NOTIFICATION_MUTATION = 'notifications.read';

const unreadOf = ({ total, read }: NotificationCounts) => Math.max(0, total - read);

/** The menu badge: `POST /api/v1/notifications/count` -> `{ total, read }`, shown as total - read. */
export const unreadCountSource = registerSource<unknown, number>({
  name: UNREAD_COUNT_SOURCE,
  key: () => 'unread',
  fetch: async (_params, { signal }) => {
    const response = await studentApi.post<NotificationCounts | null>(
      '/api/v1/notifications/count',
      {},
      { signal },
    );
    if (response.error || !response.data)
      throw answerError({ what: 'Notification count', status: response.status });
    return unreadOf(response.data);
  },
});

/**
 * `POST /api/v1/notifications/query { page, pageSize, isUnreadOnly? }` -> `{ data, total, readIds }`
 * (newest first); each row gets `isRead` from `readIds`.
 */
export const notificationListSource = registerSource<NotificationListParams, PagedData<NotificationRow>>({
  name: NOTIFICATION_LIST_SOURCE,
  key: ({ page, pageSize, isUnreadOnly }) => [page, pageSize, Boolean(isUnreadOnly)],
  fetch: async ({ page, pageSize, isUnreadOnly }, { signal }) => {
    const response = await studentApi.post<(PagedData<Notification> & { readIds?: number[] }) | null>(
      '/api/v1/notifications/query',
      { page, pageSize, ...(isUnreadOnly ? { isUnreadOnly: true } : {}) },
      { signal },
    );
    const { data, total } = readList<Notification>({ what: 'Notifications', response });
    const readIds = new Set(Array.isArray(response.data?.readIds) ? response.data.readIds : []);
    return { data: data.map((row) => ({ ...row, isRead: readIds.has(row.id) })), total };
  },
});

/**
 * SPEC §4: showing a notification marks it read, once (`POST /api/v1/notifications/read
 * { notificationId }`, no checksum). The answer carries the new counts, written straight into the
 * menu badge; a failure stays quiet (the notification is still shown, the next opening retries).
 */
export const readNotificationMutation = registerMutation<NotificationReadBody, NotificationReadData>({
  name: READ_NOTIFICATION_MUTATION,
  rule: null,
  resultSet: 'generic',
  toast: 'never',
  invalidates: [],
  request: async (body, context) => {
    const response = await studentApi.post<MutationResult<NotificationReadData> | null>(
      '/api/v1/notifications/read',
      { notificationId: body.notificationId },
      { headers: idempotencyHeaders(context) },
    );
    if (response.error || !response.data) return { code: 0, message: `HTTP ${response.status}` };
    return response.data;
  },
  updates: [
    {
      source: UNREAD_COUNT_SOURCE,
      params: () => ({}),
      apply: (current, { result }) => (result.data ? unreadOf(result.data) : current),
    },
  ],
});
