import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { EMPTY_LIST_TEXT } from '../../../core';
import { useLocale } from '../engine-config';
import { LoadError } from './load-error';
import { NARROW_QUERY, useMediaQuery } from './use-media-query';

type GridProps = {
  label: string;
  columns: RecordColumn<{ id: number | string }>[];
  rows: { id: number | string }[];
};
const loadGrid = async () => ({
  default: (await import('./record-grid')).RecordGrid as ComponentType<GridProps>,
});
const RecordGrid = lazy(loadGrid);

/** One column: its header and how a row shows in it. */
export interface RecordColumn<Row> {
  id: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Minimum width on wide screens (px). */
  minWidth?: number;
  /** A fixed width on wide screens (px): the columns without one share the room left. */
  width?: number;
}

const useStyles = makeStyles({
  empty: {
    display: 'block',
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
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
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  cardTitle: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
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

function RecordSkeleton({ label }: { label: string }) {
  return (
    <Skeleton aria-label={label}>
      <SkeletonItem size={32} />
      <SkeletonItem size={32} />
    </Skeleton>
  );
}

/**
 * Rows as a table on wide screens (record-grid.tsx, loaded there only) and as cards on phones
 * (the first column is the card's title), so a phone never scrolls sideways; 'Không có dữ
 * liệu...' when there are none.
 */
export function RecordTable<Row extends { id: number | string }>({
  label,
  columns,
  rows,
  isLoading = false,
  error,
  onRetry,
}: {
  /** The table's accessible name. */
  label: string;
  columns: RecordColumn<Row>[];
  rows: Row[];
  /** Rows still loading (a skeleton); rows given at once need not say. */
  isLoading?: boolean;
  /** A failed load: shown with a retry button calling `onRetry`. */
  error?: unknown;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  if (error && onRetry) return <LoadError onRetry={onRetry} />;
  if (isLoading) return <RecordSkeleton label={intl.formatMessage({ id: 'engine.list.loading' })} />;
  if (rows.length === 0) return <Text className={styles.empty}>{EMPTY_LIST_TEXT[locale]}</Text>;
  if (isNarrow) {
    const [first, ...rest] = columns;
    return (
      <ul className={styles.cards} aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} className={styles.card}>
            <span className={styles.cardTitle}>{first.render(row)}</span>
            <dl className={styles.pairs}>
              {rest.map((column) => {
                const value = column.render(row);
                // A card leaves out what a row does not have, rather than a label with nothing by it.
                if (value === null || value === undefined || value === '' || value === false) return null;
                return (
                  <div key={column.id} className={styles.pair}>
                    <dt className={styles.term}>{column.label}</dt>
                    <dd className={styles.detail}>{value}</dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Suspense fallback={<RecordSkeleton label={intl.formatMessage({ id: 'engine.list.loading' })} />}>
      <RecordGrid label={label} columns={columns as GridProps['columns']} rows={rows} />
    </Suspense>
  );
}
