import { Button, makeStyles, mergeClasses, Select, Text, tokens, useId } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { pageNumbers, pageSizeOptions } from './page-numbers';
import { VISUALLY_HIDDEN } from '../visually-hidden';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalS,
  },
  summary: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  pages: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  page: {
    minWidth: '32px',
    paddingLeft: tokens.spacingHorizontalXS,
    paddingRight: tokens.spacingHorizontalXS,
  },
  current: { fontWeight: tokens.fontWeightSemibold },
  gap: { minWidth: '24px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  visuallyHidden: VISUALLY_HIDDEN,
});

/** Props of `ListPager`. */
export interface ListPagerProps {
  page: number;
  pageSize: number;
  /** The list's configured page size (always offered). */
  defaultPageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * Paging under a list: the total, previous/next and numbered page buttons (`1 … 4 5 6 … 20`,
 * each named "Trang n", the current one marked), "page x of y" and a rows-per-page choice.
 */
export function ListPager({
  page,
  pageSize,
  defaultPageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: ListPagerProps) {
  const intl = useIntl();
  const styles = useStyles();
  const sizeId = useId('page-size');
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const sizes = pageSizeOptions(defaultPageSize);
  const hasPages = pageCount > 1 || page > 1;
  return (
    <nav className={styles.root} aria-label={intl.formatMessage({ id: 'engine.list.paging' })}>
      <div className={styles.summary}>
        <Text size={200}>{intl.formatMessage({ id: 'engine.list.total' }, { total })}</Text>
        {total > Math.min(...sizes) ? (
          <div className={styles.size}>
            <label htmlFor={sizeId}>
              <Text size={200}>{intl.formatMessage({ id: 'engine.list.pageSize' })}</Text>
            </label>
            <Select
              id={sizeId}
              size="small"
              value={String(pageSize)}
              onChange={(_, data) => onPageSizeChange(Number(data.value))}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </div>
      {hasPages ? (
        <ul className={styles.pages}>
          <li>
            <Button
              appearance="subtle"
              icon={<ChevronLeftRegular />}
              aria-label={intl.formatMessage({ id: 'engine.list.previousPage' })}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            />
          </li>
          {pageNumbers({ page, pageCount }).map((item) =>
            item.kind === 'gap' ? (
              <li key={item.key} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <Button
                  className={mergeClasses(styles.page, item.page === page && styles.current)}
                  appearance={item.page === page ? 'primary' : 'subtle'}
                  aria-label={intl.formatMessage({ id: 'engine.list.page' }, { page: item.page })}
                  aria-current={item.page === page ? 'page' : undefined}
                  onClick={() => item.page !== page && onPageChange(item.page)}
                >
                  {item.page}
                </Button>
              </li>
            ),
          )}
          <li>
            <Button
              appearance="subtle"
              icon={<ChevronRightRegular />}
              aria-label={intl.formatMessage({ id: 'engine.list.nextPage' })}
              disabled={page >= pageCount}
              onClick={() => onPageChange(page + 1)}
            />
          </li>
          <li className={styles.visuallyHidden} aria-live="polite">
            {intl.formatMessage({ id: 'engine.list.pageOf' }, { page, pageCount })}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
