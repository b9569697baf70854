import { useId, useState } from 'react';
import { makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale, useSource } from '../../../client/engine';
import { ListPager } from '../../../client/engine/list/list-pager';
import { RecordTable } from '../../../client/engine/list/record-table';
import type { RecordColumn } from '../../../client/engine/list/record-table';
import { formatSemester } from '../../../core';
import { formatMoment, formatVnd } from './payment-format';
import type { PaymentLedgerEntry } from './payment-types';
import { ReceiptLink } from './receipt-link';

/** Payments per page of the history. */
export const HISTORY_PAGE_SIZE = 10;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  title: { margin: 0 },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  hint: { textAlign: 'center' },
});

/**
 * "Lịch sử thanh toán": my credited payments, newest first, paged: date, transfer reference,
 * semester, amount, the bank's transaction id and the receipt PDF (the engine's RecordTable: a
 * grid on wide screens, cards on phones). With none yet (a first-year), a line under the list's
 * empty text says what will be listed and that tuition is paid from this page by VietQR.
 */
export function PaymentHistory() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(HISTORY_PAGE_SIZE);
  const history = useSource('payments.history', { page, pageSize }, { keepPreviousData: true });
  const t = (id: string) => intl.formatMessage({ id: `payments.history.${id}` });
  const columns: RecordColumn<PaymentLedgerEntry>[] = [
    { id: 'date', label: t('date'), render: (entry) => formatMoment({ value: entry.paidAt, locale }) },
    {
      id: 'reference',
      label: t('reference'),
      render: (entry) => <span className={styles.mono}>{entry.reference || '—'}</span>,
    },
    {
      id: 'semester',
      label: t('semester'),
      render: (entry) => formatSemester({ semester: entry.semester, locale }),
    },
    {
      id: 'amount',
      label: t('amount'),
      render: (entry) => <span className={styles.amount}>{formatVnd(entry.amount)}</span>,
    },
    {
      id: 'bankTxnId',
      label: t('bankTxnId'),
      render: (entry) => <span className={styles.mono}>{entry.bankTxnId}</span>,
    },
    {
      id: 'receiptColumn',
      label: t('receiptColumn'),
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

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.title}>
        {t('title')}
      </Subtitle1>
      <RecordTable
        label={t('title')}
        columns={columns}
        rows={rows}
        isLoading={!history.data && !history.error}
        error={history.error && !history.data ? history.error : undefined}
        onRetry={() => void history.mutate()}
      />
      {history.data?.total === 0 ? <Text className={styles.hint}>{t('emptyHint')}</Text> : null}
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
