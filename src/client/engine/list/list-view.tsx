import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Skeleton,
  SkeletonItem,
  tokens,
} from '@fluentui/react-components';
import type { SortDirection, TableColumnDefinition } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { EMPTY_LIST_TEXT } from '../../../core';
import type { Locale } from '../../../core';
import type { Column } from '../config-types';
import { getListConfig, useEngineConfig, useLocale } from '../engine-config';
import { assertFieldDisplay, displayedValue, fillRoute, renderField } from '../format/cell-formats';
import { usePagedSource } from '../use-source';
import { gridLayout } from './column-layout';
import { ListPager } from './list-pager';
import { useListState } from './use-list-state';

type Row = Record<string, unknown>;

/** Props of `ListView`. */
export interface ListViewProps {
  /** Name of a list in the client config (`config.lists`). */
  list: string;
  /** Extra params for the list's source (e.g. a category). */
  filters?: Readonly<Record<string, unknown>>;
  /** Keep page, search and sort in the URL query (one list per page). */
  syncWithUrl?: boolean;
  /** Route template rows open when the list config has no `rowLink`. */
  rowLink?: string;
  /** Called when a row without a link is opened (e.g. to edit it in a dialog). */
  onRowOpen?: (row: Record<string, unknown>) => void;
}

const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_ROWS = 5;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    maxWidth: '100%',
  },
  search: { maxWidth: '360px', width: '100%' },
  // Columns never squeeze below their layout width: on narrow screens the grid scrolls inside
  // this box instead of widening the page.
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  clickable: { cursor: 'pointer' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  skeletonRow: { display: 'flex', gap: tokens.spacingHorizontalM, padding: `${tokens.spacingVerticalS} 0` },
});

function compareValues({ column, locale }: { column: Column; locale: Locale }) {
  return (a: Row, b: Row): number => {
    const left = displayedValue({ record: a, display: column, locale });
    const right = displayedValue({ record: b, display: column, locale });
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return String(left ?? '').localeCompare(String(right ?? ''), 'vi', { numeric: true });
  };
}

// With server-side sorting the rows arrive ordered; a neutral compare keeps that order while
// still marking the column sortable for the grid.
const keepServerOrder = (_a: Row, _b: Row): number => 0;

/** A paged, searchable, sortable table of a configured list. */
export function ListView({
  list: listName,
  filters,
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
  const styles = useStyles();
  const state = useListState({ syncWithUrl });
  const [searchText, setSearchText] = useState(state.search);

  const { search, setSearch, page, setPage } = state;
  useEffect(() => {
    if (searchText === search) return undefined;
    const timer = setTimeout(() => setSearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, setSearch]);

  const { rows, total, isLoading, error, canSort, mutate } = usePagedSource<Row>(list.source, {
    page: state.page,
    pageSize: list.pageSize,
    search: list.searchable ? state.search : undefined,
    sort: state.sort,
    filters,
  });

  const columns = useMemo<TableColumnDefinition<Row>[]>(
    () =>
      list.columns.map((column: Column) =>
        createTableColumn<Row>({
          columnId: column.field,
          ...(column.sortable
            ? { compare: canSort ? keepServerOrder : compareValues({ column, locale }) }
            : {}),
          renderHeaderCell: () => intl.formatMessage({ id: column.labelId }),
          renderCell: (row) => renderField({ record: row, display: column, locale }),
        }),
      ),
    [list, canSort, intl, locale],
  );
  const layout = useMemo(() => gridLayout(list.columns), [list]);
  const isSortable = list.columns.some((column) => column.sortable);
  const rowTemplate = list.rowLink ?? rowLink;
  const rowLinkOf = (row: Row): string | null =>
    rowTemplate ? fillRoute({ template: rowTemplate, record: row }) : null;

  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, list.pageSize)));
  useEffect(() => {
    if (!isLoading && page > pageCount) setPage(pageCount);
  }, [isLoading, page, pageCount, setPage]);

  const body = () => {
    if (isLoading && rows.length === 0) {
      return (
        <Skeleton aria-label={intl.formatMessage({ id: 'engine.list.loading' })}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className={styles.skeletonRow}>
              {list.columns.map((column) => (
                <SkeletonItem key={column.field} size={16} />
              ))}
            </div>
          ))}
        </Skeleton>
      );
    }
    if (rows.length === 0) return <div className={styles.empty}>{EMPTY_LIST_TEXT[locale]}</div>;
    return null;
  };

  return (
    <div className={styles.root}>
      {list.searchable ? (
        <SearchBox
          className={styles.search}
          value={searchText}
          placeholder={intl.formatMessage({ id: 'engine.list.search' })}
          aria-label={intl.formatMessage({ id: 'engine.list.search' })}
          onChange={(_, data) => setSearchText(data.value)}
        />
      ) : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'engine.list.loadError' })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void mutate()}>{intl.formatMessage({ id: 'engine.retry' })}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <div className={styles.scroller}>
        <DataGrid
          items={rows}
          columns={columns}
          getRowId={(row: Row) => String(row.id ?? rows.indexOf(row))}
          sortable={isSortable}
          sortState={
            state.sort
              ? { sortColumn: state.sort.field, sortDirection: state.sort.direction as SortDirection }
              : { sortColumn: undefined, sortDirection: 'ascending' }
          }
          onSortChange={(_, next) =>
            state.setSort(
              next.sortColumn ? { field: String(next.sortColumn), direction: next.sortDirection } : null,
            )
          }
          style={{ minWidth: `${layout.minWidth}px` }}
          aria-busy={isLoading}
        >
          <DataGridHeader>
            <DataGridRow>
              {({ renderHeaderCell, columnId }) => (
                <DataGridHeaderCell style={layout.cellStyles[String(columnId)]}>
                  {renderHeaderCell()}
                </DataGridHeaderCell>
              )}
            </DataGridRow>
          </DataGridHeader>
          <DataGridBody<Row>>
            {({ item, rowId }) => {
              const to = rowLinkOf(item);
              const open = to ? () => navigate(to) : onRowOpen ? () => onRowOpen(item) : null;
              return (
                <DataGridRow<Row>
                  key={rowId}
                  className={open ? styles.clickable : undefined}
                  onClick={open ?? undefined}
                  onKeyDown={open ? (event: { key: string }) => event.key === 'Enter' && open() : undefined}
                >
                  {({ renderCell, columnId }) => (
                    <DataGridCell style={layout.cellStyles[String(columnId)]}>
                      {renderCell(item)}
                    </DataGridCell>
                  )}
                </DataGridRow>
              );
            }}
          </DataGridBody>
        </DataGrid>
        {body()}
      </div>
      {total > list.pageSize || state.page > 1 ? (
        <ListPager page={state.page} pageSize={list.pageSize} total={total} onPageChange={state.setPage} />
      ) : null}
    </div>
  );
}
