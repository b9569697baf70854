import { useMemo, useState } from 'react';
import {
  Badge,
  Body1,
  Button,
  Field,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale, useSource } from '../../../client/engine';
import type { Decision } from '../../../generated';
import { formatDay } from './award-text';
import { DecisionDialog } from './decision-dialog';
import { oneOf } from './one-of';
import { useListState } from '../../../client/engine/list/use-list-state';
import { DECISION_KINDS, DECISION_STATUSES } from './decision-sources';
import { RecordTable } from '../../../client/engine/list/record-table';
import type { RecordColumn } from '../../../client/engine/list/record-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tools: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    maxWidth: '720px',
  },
  field: { minWidth: 0 },
  select: { width: '100%', minWidth: 0 },
  create: { alignSelf: 'flex-start' },
  opener: { textAlign: 'start', overflowWrap: 'anywhere' },
});

/** The dialog's state: closed, a new draft, or a stored decision. */
type Opened = { decision: Decision | null } | null;

/**
 * /staff/decisions: every decision of the tenant (drafts too) filtered by kind and status;
 * "Soạn quyết định" drafts one, a draft opens for editing and issuing, an issued one only shows.
 */
/** The decisions list is not paged (useListState keeps only its filters in the URL). */
const DECISIONS_PAGE_SIZE = 1000;

export default function StaffDecisionsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  // The filters live in the URL (?kind=&status=): reload and a shared link keep them.
  const { filters, setFilter } = useListState({
    syncWithUrl: true,
    defaultPageSize: DECISIONS_PAGE_SIZE,
    pageSizes: [DECISIONS_PAGE_SIZE],
    filterNames: ['kind', 'status'],
  });
  const kind = oneOf(DECISION_KINDS, filters.kind);
  const status = oneOf(DECISION_STATUSES, filters.status);
  const [opened, setOpened] = useState<Opened>(null);
  const [notice, setNotice] = useState('');
  const decisions = useSource('awards.staffDecisions', {
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
  });
  const t = (id: string) => intl.formatMessage({ id: `awards.decisions.${id}` });
  const columns = useMemo<RecordColumn<Decision>[]>(() => {
    const label = (id: string) => intl.formatMessage({ id: `awards.decisions.${id}` });
    return [
      {
        id: 'title',
        label: label('field.title'),
        minWidth: 260,
        render: (row) => (
          <Link
            as="button"
            className={styles.opener}
            onClick={() => {
              setNotice('');
              setOpened({ decision: row });
            }}
          >
            <span lang="vi">{row.title}</span>
          </Link>
        ),
      },
      {
        id: 'number',
        label: label('field.number'),
        render: (row) => <span lang="vi">{row.number || '—'}</span>,
      },
      {
        id: 'kind',
        label: label('field.kind'),
        render: (row) => intl.formatMessage({ id: `awards.records.decisionKind.${row.kind}` }),
      },
      {
        id: 'status',
        label: label('field.status'),
        render: (row) => (
          <Badge appearance="tint" color={row.status === 'submitted' ? 'success' : 'informative'}>
            {label(`status.${row.status}`)}
          </Badge>
        ),
      },
      {
        id: 'signedDate',
        label: label('field.signedDate'),
        render: (row) => formatDay({ value: row.signedDate, locale }),
      },
      {
        id: 'students',
        label: label('field.studentCount'),
        render: (row) => intl.formatNumber(row.studentIds.length),
      },
    ];
  }, [intl, locale, styles.opener]);

  return (
    <section className={styles.root}>
      <Title2 as="h1">{t('title')}</Title2>
      <Body1>{t('intro')}</Body1>
      <Button
        className={styles.create}
        appearance="primary"
        icon={<AddRegular />}
        onClick={() => {
          setNotice('');
          setOpened({ decision: null });
        }}
      >
        {t('create')}
      </Button>
      {notice ? (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.tools} role="search">
        <Field label={t('field.kind')} className={styles.field}>
          <Select
            className={styles.select}
            value={kind}
            onChange={(_event, data) => setFilter('kind', data.value)}
          >
            <option value="">{t('all')}</option>
            {DECISION_KINDS.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `awards.records.decisionKind.${value}` })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('field.status')} className={styles.field}>
          <Select
            className={styles.select}
            value={status}
            onChange={(_event, data) => setFilter('status', data.value)}
          >
            <option value="">{t('all')}</option>
            {DECISION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <RecordTable
        label={t('title')}
        columns={columns}
        rows={decisions.data?.data ?? []}
        isLoading={decisions.isLoading}
        error={decisions.error}
        onRetry={() => void decisions.mutate()}
      />
      {opened ? (
        <DecisionDialog
          decision={opened.decision}
          onClose={() => setOpened(null)}
          onIssued={(message) => {
            setOpened(null);
            setNotice(message);
          }}
          onChanged={() => void decisions.mutate()}
        />
      ) : null}
    </section>
  );
}
