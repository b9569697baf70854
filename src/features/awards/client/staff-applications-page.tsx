import { useMemo, useState } from 'react';
import {
  Field,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Select,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../client/app/app-link';
import { useLocale, useSource } from '../../../client/engine';
import { ListPager } from '../../../client/engine/list/list-pager';
import { pageSizeOptions } from '../../../client/engine/list/page-numbers';
import { useListState } from '../../../client/engine/list/use-list-state';
import { useSearchText } from '../../../client/engine/list/use-search-text';
import type { AwardApplication } from '../../../generated';
import { FactGrid } from './award-facts';
import { awardName, formatMoment, formatVnd } from './award-text';
import { LoadError } from '../../../client/engine/list/load-error';
import { RecordTable } from '../../../client/engine/list/record-table';
import type { RecordColumn } from '../../../client/engine/list/record-table';
import { REVIEWED_STATUSES } from './staff-sources';
import { StaffReviewDialog } from './staff-review-dialog';
import { oneOf } from './one-of';
import { ApplicationStatusBadge, CallStateBadge } from './status-badge';

const PAGE_SIZE = 20;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  title: { margin: 0, overflowWrap: 'anywhere' },
  tools: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    maxWidth: '960px',
  },
  field: { minWidth: 0 },
  search: { width: '100%', maxWidth: 'none' },
  select: { width: '100%', minWidth: 0 },
  csv: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, alignSelf: 'center' },
  opener: { textAlign: 'start', overflowWrap: 'anywhere' },
});

/**
 * Where a call's submitted applications download as CSV (UTF-8 with BOM, for Excel): the rows the
 * list shows, by the same status and search.
 */
export const applicationsCsvUrl = ({
  awardId,
  status,
  search,
}: {
  awardId: number;
  status?: string;
  search?: string;
}): string => {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (search?.trim()) query.set('search', search.trim());
  const text = query.toString();
  return `/api/v1/staff/awards/${awardId}/applications.csv${text ? `?${text}` : ''}`;
};

/**
 * /staff/awards/:id (the call's obfuscated id): the call's applications (never drafts) with a
 * status filter and a search; one opens for review; "Xuất CSV" downloads the rows filtered so.
 */
export default function StaffApplicationsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const { id = '' } = useParams();
  const calls = useSource('awards.staffCalls', {});
  const award = calls.data?.find((row) => row.publicId === id || String(row.id) === id) ?? null;
  // Status, search, page and page size live in the URL: reload, a shared link and the back
  // button after a review keep the same rows.
  const list = useListState({
    syncWithUrl: true,
    defaultPageSize: PAGE_SIZE,
    pageSizes: pageSizeOptions(PAGE_SIZE),
    filterNames: ['status'],
  });
  const status = oneOf(REVIEWED_STATUSES, list.filters.status);
  const { search, page, pageSize, setSearch } = list;
  const [searchText, setSearchText] = useSearchText({ search, setSearch });
  const [open, setOpen] = useState<AwardApplication | null>(null);
  const [notice, setNotice] = useState('');
  const applications = useSource(
    'awards.staffApplications',
    {
      awardId: award?.id ?? null,
      page,
      pageSize,
      ...(status ? { status } : {}),
      ...(search ? { search } : {}),
    },
    { keepPreviousData: true },
  );
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `awards.staff.${key}` }, values);
  const columns = useMemo<RecordColumn<AwardApplication>[]>(() => {
    const label = (key: string) => intl.formatMessage({ id: `awards.staff.${key}` });
    return [
      {
        id: 'student',
        label: label('student'),
        minWidth: 240,
        render: (row) => (
          <Link
            as="button"
            className={styles.opener}
            onClick={() => {
              setNotice('');
              setOpen(row);
            }}
          >
            <span lang="vi">{`${row.studentName || '—'} (${row.studentCode})`}</span>
          </Link>
        ),
      },
      { id: 'class', label: label('class'), render: (row) => <span lang="vi">{row.className || '—'}</span> },
      {
        id: 'status',
        label: label('status'),
        render: (row) => <ApplicationStatusBadge status={row.status} />,
      },
      {
        id: 'submittedAt',
        label: label('submittedAt'),
        minWidth: 150,
        render: (row) => formatMoment({ value: row.submittedAt, locale }),
      },
    ];
  }, [intl, locale, styles.opener]);

  const back = <AppLink to="/staff">{t('back')}</AppLink>;
  if (!award)
    return (
      <section className={styles.root}>
        {back}
        <Title2 as="h1">{intl.formatMessage({ id: 'menu.staff.applications' })}</Title2>
        {calls.error ? (
          <LoadError onRetry={() => void calls.mutate()} />
        ) : calls.isLoading ? (
          <Spinner label={intl.formatMessage({ id: 'awards.loading' })} />
        ) : (
          <Text>{intl.formatMessage({ id: 'awards.detail.notFound' })}</Text>
        )}
      </section>
    );
  const name = awardName({ award, locale });
  const total = applications.data?.total ?? 0;
  return (
    <section className={styles.root}>
      {back}
      <Title2 as="h1" className={styles.title} lang={name.lang}>
        {name.text}
      </Title2>
      <div>
        <CallStateBadge isOpen={award.isOpen} />
      </div>
      <FactGrid
        facts={[
          { term: intl.formatMessage({ id: 'awards.field.amount' }), detail: formatVnd(award.amount) },
          { term: intl.formatMessage({ id: 'awards.field.quota' }), detail: intl.formatNumber(award.quota) },
          {
            term: intl.formatMessage({ id: 'awards.field.deadline' }),
            detail: formatMoment({ value: award.endDate, locale }),
          },
          ...REVIEWED_STATUSES.map((reviewed) => ({
            term: intl.formatMessage({ id: `awards.status.${reviewed}` }),
            detail: intl.formatNumber(award.counts[reviewed]),
          })),
        ]}
      />
      {notice ? (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.tools} role="search">
        <Field label={t('status')} className={styles.field}>
          <Select
            className={styles.select}
            value={status}
            onChange={(_event, data) => list.setFilter('status', data.value)}
          >
            <option value="">{t('allStatuses')}</option>
            {REVIEWED_STATUSES.map((reviewed) => (
              <option key={reviewed} value={reviewed}>
                {intl.formatMessage({ id: `awards.status.${reviewed}` })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('search')} className={styles.field}>
          <SearchBox
            dismiss={{ 'aria-label': intl.formatMessage({ id: 'engine.list.clearSearch' }) }}
            className={styles.search}
            value={searchText}
            placeholder={t('searchPlaceholder')}
            onChange={(_event, data) => setSearchText(data.value)}
          />
        </Field>
        <Link
          className={styles.csv}
          href={applicationsCsvUrl({ awardId: award.id, status, search })}
          download
        >
          <ArrowDownloadRegular aria-hidden />
          {t('csv')}
        </Link>
      </div>
      <RecordTable
        label={t('applications')}
        columns={columns}
        rows={applications.data?.data ?? []}
        isLoading={applications.isLoading}
        error={applications.error}
        onRetry={() => void applications.mutate()}
      />
      {total > pageSize || page > 1 ? (
        <ListPager
          page={page}
          pageSize={pageSize}
          defaultPageSize={PAGE_SIZE}
          total={total}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
        />
      ) : null}
      <StaffReviewDialog
        application={open}
        onClose={() => setOpen(null)}
        onDone={setNotice}
        onStale={() => {
          void applications.mutate();
          void calls.mutate();
        }}
      />
    </section>
  );
}
