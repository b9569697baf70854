import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import {
  makeStyles,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale, useSource } from '../../../client/engine';
import { ListPager } from '../../../client/engine/list/list-pager';
import { NARROW_QUERY, useMediaQuery } from '../../../client/engine/list/use-media-query';
import { EMPTY_LIST_TEXT, formatSemester } from '../../../core';
import { LoadError } from './load-error';
import { formatMoment, formatVnd } from './payment-format';
import type { PaymentLedgerEntry } from './payment-types';
import { ReceiptLink } from './receipt-link';

/** Payments per page of the history. */
export const HISTORY_PAGE_SIZE = 10;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  title: { margin: 0 },
  table: { tableLayout: 'auto' },
  cell: {
    overflowWrap: 'anywhere',
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
  },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  empty: { padding: tokens.spacingVerticalL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  cards: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflowWrap: 'anywhere',
  },
  pairs: {
    display: 'grid',
    gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, minWidth: 0 },
});

/** A column of the history: its header and how an entry shows in it. */
interface HistoryColumn {
  id: string;
  render: (entry: PaymentLedgerEntry) => ReactNode;
}

/**
 * "Lịch sử thanh toán": my credited payments, newest first, paged: date, transfer reference,
 * semester, amount, the bank's transaction id and the receipt PDF. A table on wide screens,
 * cards on phones.
 */
export function PaymentHistory() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const headingId = useId();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(HISTORY_PAGE_SIZE);
  const history = useSource('payments.history', { page, pageSize }, { keepPreviousData: true });
  const t = (id: string) => intl.formatMessage({ id: `payments.history.${id}` });
  const columns: HistoryColumn[] = [
    { id: 'date', render: (entry) => formatMoment(entry.paidAt) },
    { id: 'reference', render: (entry) => <span className={styles.mono}>{entry.reference || '—'}</span> },
    { id: 'semester', render: (entry) => formatSemester({ semester: entry.semester, locale }) },
    { id: 'amount', render: (entry) => <span className={styles.amount}>{formatVnd(entry.amount)}</span> },
    { id: 'bankTxnId', render: (entry) => <span className={styles.mono}>{entry.bankTxnId}</span> },
    {
      id: 'receiptColumn',
      render: (entry) =>
        entry.receiptUrl ? (
          <ReceiptLink path={entry.receiptUrl} reference={entry.reference || String(entry.id)} />
        ) : (
          '—'
        ),
    },
  ];
  const rows = history.data?.data ?? [];
  const total = history.data?.total ?? 0;

  let body: ReactNode;
  if (history.error && !history.data) body = <LoadError onRetry={() => void history.mutate()} />;
  else if (!history.data)
    body = (
      <Skeleton aria-label={intl.formatMessage({ id: 'payments.loading' })}>
        <SkeletonItem size={32} />
        <SkeletonItem size={32} />
      </Skeleton>
    );
  else if (rows.length === 0) body = <Text className={styles.empty}>{EMPTY_LIST_TEXT[locale]}</Text>;
  else if (isNarrow) {
    const [first, ...rest] = columns;
    body = (
      <ul className={styles.cards} aria-labelledby={headingId}>
        {rows.map((entry) => (
          <li key={entry.id} className={styles.card}>
            <Text weight="semibold">{first.render(entry)}</Text>
            <dl className={styles.pairs}>
              {rest.map((column) => (
                <div key={column.id} className={styles.pair}>
                  <dt className={styles.term}>{t(column.id)}</dt>
                  <dd className={styles.detail}>{column.render(entry)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  } else
    body = (
      <Table className={styles.table} aria-labelledby={headingId} size="small">
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.id}>{t(column.id)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((entry) => (
            <TableRow key={entry.id}>
              {columns.map((column) => (
                <TableCell key={column.id} className={styles.cell}>
                  {column.render(entry)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.title}>
        {t('title')}
      </Subtitle1>
      {body}
      {total > pageSize && (
        <ListPager
          page={page}
          pageSize={pageSize}
          defaultPageSize={HISTORY_PAGE_SIZE}
          total={total}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </section>
  );
}
