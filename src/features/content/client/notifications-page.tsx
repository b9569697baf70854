import { useCallback, useRef, useState } from 'react';
import {
  Accordion,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Tab,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { ArrowTabList, useLocale, useMutation, useSource } from '../../../client/engine';
import type { MutationResult, PagedData } from '../../../client/engine';
import { EMPTY_LIST_TEXT, isSuccessCode } from '../../../core';
import { NotificationItem } from './notification-item';
import {
  NOTIFICATION_LIST_SOURCE,
  READ_NOTIFICATION_MUTATION,
  UNREAD_COUNT_SOURCE,
} from './notification-sources';
import type {
  NotificationListParams,
  NotificationReadBody,
  NotificationReadData,
  NotificationRow,
} from './notification-sources';

/** Notifications per page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  heading: { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  summary: { color: tokens.colorNeutralForeground3 },
  list: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  skeletonRow: { padding: tokens.spacingVerticalS },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
});

type Filter = 'all' | 'unread';

/**
 * The signed-in user's notifications, newest first. Opening one shows its text and marks it
 * read (SPEC §4: once; the menu badge takes the new counts from the answer).
 */
export default function NotificationsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const params: NotificationListParams = {
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    isUnreadOnly: filter === 'unread',
  };
  const list = useSource(NOTIFICATION_LIST_SOURCE, params, { keepPreviousData: true });
  const unread = useSource(UNREAD_COUNT_SOURCE, {});
  const { trigger } = useMutation<NotificationReadBody, NotificationReadData>({
    name: READ_NOTIFICATION_MUTATION,
  });
  const requested = useRef(new Set<number>());
  // One read call at a time: a second trigger while one runs would be folded into the first.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const answer = list.data;
  const rows = answer?.data ?? [];
  const total = answer?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const { mutate } = list;

  const markRead = useCallback(
    (row: NotificationRow) => {
      if (row.isRead || requested.current.has(row.id)) return;
      requested.current.add(row.id);
      const run = async () => {
        const result: MutationResult<NotificationReadData> = await trigger({
          body: { notificationId: row.id },
        });
        if (!isSuccessCode(result.code)) {
          requested.current.delete(row.id);
          return;
        }
        await mutate(
          (current: PagedData<NotificationRow> | undefined) =>
            current && {
              ...current,
              data: current.data.map((item) => (item.id === row.id ? { ...item, isRead: true } : item)),
            },
          { revalidate: false },
        );
      };
      queue.current = queue.current.then(run, run);
    },
    [mutate, trigger],
  );

  const onToggle = (value: unknown, openItems: unknown[]) => {
    const id = Number(value);
    if (!openItems.includes(value)) {
      setOpenId(null);
      return;
    }
    setOpenId(id);
    const row = rows.find((item) => item.id === id);
    if (row) markRead(row);
  };

  const changeFilter = (next: Filter) => {
    setFilter(next);
    setPage(1);
    setOpenId(null);
  };
  const changePage = (next: number) => {
    setPage(next);
    setOpenId(null);
  };

  const unreadCount = typeof unread.data === 'number' ? unread.data : null;

  const body = () => {
    if (list.isLoading && rows.length === 0) {
      return (
        <Skeleton aria-label={intl.formatMessage({ id: 'content.notifications.loading' })}>
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={styles.skeletonRow}>
              <SkeletonItem size={24} />
            </div>
          ))}
        </Skeleton>
      );
    }
    if (rows.length === 0)
      return list.error ? null : <div className={styles.empty}>{EMPTY_LIST_TEXT[locale]}</div>;
    return (
      <Accordion
        className={styles.list}
        collapsible
        openItems={openId === null ? [] : [openId]}
        onToggle={(_, data) => onToggle(data.value, data.openItems as unknown[])}
      >
        {rows.map((row) => (
          <NotificationItem key={row.id} row={row} locale={locale} />
        ))}
      </Accordion>
    );
  };

  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Title2 as="h1">{intl.formatMessage({ id: 'page.notifications.title' })}</Title2>
        {unreadCount !== null ? (
          <Text className={styles.summary} role="status">
            {intl.formatMessage({ id: 'content.notifications.unreadSummary' }, { count: unreadCount })}
          </Text>
        ) : null}
      </div>
      <ArrowTabList selectedValue={filter} onTabSelect={(_, data) => changeFilter(data.value as Filter)}>
        <Tab value="all">{intl.formatMessage({ id: 'content.notifications.filter.all' })}</Tab>
        <Tab value="unread">{intl.formatMessage({ id: 'content.notifications.filter.unread' })}</Tab>
      </ArrowTabList>
      {list.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'content.notifications.loadError' })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void mutate()}>
              {intl.formatMessage({ id: 'content.notifications.retry' })}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {body()}
      {total > NOTIFICATIONS_PAGE_SIZE || page > 1 ? (
        <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'content.notifications.paging' })}>
          <Button
            appearance="subtle"
            icon={<ChevronLeftRegular />}
            aria-label={intl.formatMessage({ id: 'content.notifications.previousPage' })}
            disabled={page <= 1}
            onClick={() => changePage(page - 1)}
          />
          <Text aria-live="polite">
            {intl.formatMessage({ id: 'content.notifications.pageOf' }, { page, pageCount })}
          </Text>
          <Button
            appearance="subtle"
            icon={<ChevronRightRegular />}
            aria-label={intl.formatMessage({ id: 'content.notifications.nextPage' })}
            disabled={page >= pageCount}
            onClick={() => changePage(page + 1)}
          />
        </nav>
      ) : null}
    </section>
  );
}
