import { lazy, Suspense, useEffect, useMemo } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Skeleton,
  SkeletonItem,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { EMPTY_LIST_TEXT } from '../../../core';
import { getListConfig, useEngineConfig, useLocale } from '../engine-config';
import { assertFieldDisplay, fillRoute } from '../format/cell-formats';
import { usePagedSource } from '../use-source';
import { backState } from './back-state';
import { ListCards } from './list-cards';
import { filterParams, ListFilters } from './list-filters';
import { ListPager } from './list-pager';
import { pageSizeOptions } from './page-numbers';
import { NARROW_QUERY, useMediaQuery } from './use-media-query';
import { useListState } from './use-list-state';
import { useSearchText } from './use-search-text';

type Row = Record<string, unknown>;

// The table (Fluent's DataGrid) is for wide screens only: phones get cards and never load it.
const loadGrid = async () => ({ default: (await import('./list-grid')).ListGrid });
const ListGrid = lazy(loadGrid);

/** Props of `ListView`. */
export interface ListViewProps {
  /** Name of a list in the client config (`config.lists`). */
  list: string;
  /** Extra params for the list's source (e.g. a category), besides the configured filters. */
  filters?: Readonly<Record<string, unknown>>;
  /** Keep page, page size, search, sort and filters in the URL query (one list per page). */
  syncWithUrl?: boolean;
  /** Route template rows open when the list config has no `rowLink`. */
  rowLink?: string;
  /** Called when a row without a link is opened (e.g. to edit it in a dialog). */
  onRowOpen?: (row: Record<string, unknown>) => void;
}

const SKELETON_ROWS = 5;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    maxWidth: '100%',
  },
  tools: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  search: { maxWidth: '360px', width: '100%' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  skeletonRow: { display: 'flex', gap: tokens.spacingHorizontalM, padding: `${tokens.spacingVerticalS} 0` },
});

const rowKey = (row: Row, index: number): string => String(row.id ?? index);

/**
 * A configured list: search, filters, rows paged on the server and a pager. Rows are a table on
 * wide screens (list-grid.tsx, loaded there only) and stacked cards below 600 px, so a phone
 * never scrolls sideways.
 */
export function ListView({
  list: listName,
  filters: extraParams,
  syncWithUrl = false,
  rowLink,
  onRowOpen,
}: ListViewProps) {
  const { config } = useEngineConfig();
  const list = getListConfig({ config, name: listName });
  list.columns.forEach(assertFieldDisplay);
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const styles = useStyles();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const declared = useMemo(() => list.filters ?? [], [list]);
  const state = useListState({
    syncWithUrl,
    defaultPageSize: list.pageSize,
    pageSizes: pageSizeOptions(list.pageSize),
    filterNames: declared.map((filter) => filter.name),
  });
  const { search, setSearch, page, setPage, pageSize } = state;
  const [searchText, setSearchText] = useSearchText({ search, setSearch });

  const params = useMemo(
    () => ({ ...extraParams, ...filterParams({ filters: declared, values: state.filters }) }),
    [extraParams, declared, state.filters],
  );
  const { rows, total, isLoading, error, canSort, mutate } = usePagedSource<Row>(list.source, {
    page,
    pageSize,
    search: list.searchable ? search : undefined,
    sort: state.sort,
    filters: params,
  });

  const rowTemplate = list.rowLink ?? rowLink;
  const rowLinkOf = (row: Row): string | null =>
    rowTemplate ? fillRoute({ template: rowTemplate, record: row }) : null;
  // A detail page's back link returns to this very page of results.
  const linkState = backState(location);
  const openerOf = (row: Row): (() => void) | null => {
    const to = rowLinkOf(row);
    if (to) return () => navigate(to, { state: linkState });
    return onRowOpen ? () => onRowOpen(row) : null;
  };

  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  useEffect(() => {
    if (!isLoading && page > pageCount) setPage(pageCount);
  }, [isLoading, page, pageCount, setPage]);

  const skeleton = () => (
    <Skeleton aria-label={intl.formatMessage({ id: 'engine.list.loading' })}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          {(isNarrow ? list.columns.slice(0, 1) : list.columns).map((column) => (
            <SkeletonItem key={column.field} size={16} />
          ))}
        </div>
      ))}
    </Skeleton>
  );
  const placeholder = () => {
    if (isLoading && rows.length === 0) return skeleton();
    if (rows.length === 0) return <div className={styles.empty}>{EMPTY_LIST_TEXT[locale]}</div>;
    return null;
  };

  return (
    <div className={styles.root}>
      {list.searchable || declared.length > 0 ? (
        <div className={styles.tools}>
          {list.searchable ? (
            <SearchBox
              className={styles.search}
              value={searchText}
              placeholder={intl.formatMessage({ id: 'engine.list.search' })}
              aria-label={intl.formatMessage({ id: 'engine.list.search' })}
              dismiss={{ 'aria-label': intl.formatMessage({ id: 'engine.list.clearSearch' }) }}
              onChange={(_, data) => setSearchText(data.value)}
            />
          ) : null}
          {declared.length > 0 ? (
            <ListFilters filters={declared} values={state.filters} onChange={state.setFilter} />
          ) : null}
        </div>
      ) : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'engine.list.loadError' })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void mutate()}>{intl.formatMessage({ id: 'engine.retry' })}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {isNarrow ? (
        <div aria-busy={isLoading}>
          <ListCards
            rows={rows}
            columns={list.columns}
            locale={locale}
            rowKey={rowKey}
            rowLinkOf={rowLinkOf}
            linkState={linkState}
            onRowOpen={onRowOpen}
          />
          {placeholder()}
        </div>
      ) : (
        <Suspense fallback={skeleton()}>
          <ListGrid
            rows={rows}
            columns={list.columns}
            locale={locale}
            canSort={canSort}
            sort={state.sort}
            onSortChange={state.setSort}
            isBusy={isLoading}
            rowKey={rowKey}
            openerOf={openerOf}
            placeholder={placeholder()}
          />
        </Suspense>
      )}
      {total > Math.min(...pageSizeOptions(list.pageSize)) || page > 1 ? (
        <ListPager
          page={page}
          pageSize={pageSize}
          defaultPageSize={list.pageSize}
          total={total}
          onPageChange={setPage}
          onPageSizeChange={state.setPageSize}
        />
      ) : null}
    </div>
  );
}
