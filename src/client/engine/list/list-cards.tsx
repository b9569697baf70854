import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../core';
import type { Column } from '../config-types';
import { displayedValue, renderField } from '../format/cell-formats';

type Row = Record<string, unknown>;

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    position: 'relative',
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
  openable: {
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  // The title's link or button covers the whole card, so a tap anywhere opens the row.
  opener: {
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    textDecorationLine: 'none',
    background: 'none',
    border: 'none',
    padding: 0,
    cursor: 'pointer',
    // Its own box is a 24 px target too (WCAG 2.5.8), not only the card its ::after covers.
    display: 'inline-block',
    minHeight: '24px',
    ':focus-visible': { outline: 'none' },
    '::after': { content: '""', position: 'absolute', inset: 0 },
  },
  pairs: {
    display: 'grid',
    gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
    fontSize: tokens.fontSizeBase300,
  },
  pair: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground3 },
  // Links inside a value stay clickable above the card's own link.
  value: { margin: 0, minWidth: 0, '& a': { position: 'relative', zIndex: 1 } },
});

/** Props of `ListCards`. */
export interface ListCardsProps {
  rows: readonly Row[];
  columns: readonly Column[];
  locale: Locale;
  rowKey: (row: Row, index: number) => string;
  /** The route a row opens, or null. */
  rowLinkOf: (row: Row) => string | null;
  /** History state of row links (where the list was, for the detail page's back link). */
  linkState?: unknown;
  /** Opens a row without a route (e.g. an edit dialog). */
  onRowOpen?: (row: Row) => void;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * A list on a phone: each row a card with its first column as the title (a link or button
 * opening the row) and the other columns as "label: value" pairs; empty values are left out.
 */
export function ListCards({
  rows,
  columns,
  locale,
  rowKey,
  rowLinkOf,
  linkState,
  onRowOpen,
}: ListCardsProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [titleColumn, ...rest] = columns;
  if (rows.length === 0) return null;
  return (
    <ul className={styles.list}>
      {rows.map((row, index) => {
        const to = rowLinkOf(row);
        const title = renderField({ record: row, display: titleColumn, locale });
        let heading: ReactNode = title;
        if (to) {
          heading = (
            <Link className={styles.opener} to={to} state={linkState}>
              {title}
            </Link>
          );
        } else if (onRowOpen) {
          heading = (
            <button type="button" className={styles.opener} onClick={() => onRowOpen(row)}>
              {title}
            </button>
          );
        }
        const pairs = rest.filter(
          (column) => !isBlank(displayedValue({ record: row, display: column, locale })),
        );
        return (
          <li
            key={rowKey(row, index)}
            className={mergeClasses(styles.card, (to || onRowOpen) && styles.openable)}
          >
            <p className={styles.title}>{heading}</p>
            {pairs.length > 0 ? (
              <dl className={styles.pairs}>
                {pairs.map((column) => (
                  <div key={column.field} className={styles.pair}>
                    <dt className={styles.label}>{intl.formatMessage({ id: column.labelId })}</dt>
                    <dd className={styles.value}>{renderField({ record: row, display: column, locale })}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
