import { useMemo } from 'react';
import {
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
} from '@fluentui/react-components';
import type { SortDirection, TableColumnDefinition } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../core';
import type { Column } from '../config-types';
import { displayedValue, renderField } from '../format/cell-formats';
import type { SortParam } from '../source-registry';
import { gridLayout } from './column-layout';

type Row = Record<string, unknown>;

const useStyles = makeStyles({
  // Columns never squeeze below their layout width: between phone and desktop widths the grid
  // scrolls inside this box instead of widening the page (phones get cards instead).
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  clickable: { cursor: 'pointer' },
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

/** Props of `ListGrid`. */
export interface ListGridProps {
  rows: Row[];
  columns: readonly Column[];
  locale: Locale;
  /** True when the source sorts on the server. */
  canSort: boolean;
  sort: SortParam | null;
  onSortChange: (sort: SortParam | null) => void;
  isBusy: boolean;
  rowKey: (row: Row, index: number) => string;
  /** Opens a row (its link or the list's `onRowOpen`), or null when rows do not open. */
  openerOf: (row: Row) => (() => void) | null;
  /** Shown under the header when there are no rows (skeleton or the empty text). */
  placeholder: React.ReactNode;
}

/** The table of a list (tablets and desktops): configured columns, sortable headers, openable rows. */
export function ListGrid({
  rows,
  columns: configured,
  locale,
  canSort,
  sort,
  onSortChange,
  isBusy,
  rowKey,
  openerOf,
  placeholder,
}: ListGridProps) {
  const intl = useIntl();
  const styles = useStyles();
  const columns = useMemo<TableColumnDefinition<Row>[]>(
    () =>
      configured.map((column: Column) =>
        createTableColumn<Row>({
          columnId: column.field,
          ...(column.sortable
            ? { compare: canSort ? keepServerOrder : compareValues({ column, locale }) }
            : {}),
          renderHeaderCell: () => intl.formatMessage({ id: column.labelId }),
          renderCell: (row) => renderField({ record: row, display: column, locale }),
        }),
      ),
    [configured, canSort, intl, locale],
  );
  const layout = useMemo(() => gridLayout(configured), [configured]);
  const isSortable = configured.some((column) => column.sortable);

  return (
    <div className={styles.scroller}>
      <DataGrid
        items={rows}
        columns={columns}
        getRowId={(row: Row) => rowKey(row, rows.indexOf(row))}
        sortable={isSortable}
        sortState={
          sort
            ? { sortColumn: sort.field, sortDirection: sort.direction as SortDirection }
            : { sortColumn: undefined, sortDirection: 'ascending' }
        }
        onSortChange={(_, next) =>
          onSortChange(
            next.sortColumn ? { field: String(next.sortColumn), direction: next.sortDirection } : null,
          )
        }
        style={{ minWidth: `${layout.minWidth}px` }}
        aria-busy={isBusy}
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
            const open = openerOf(item);
            return (
              <DataGridRow<Row>
                key={rowId}
                className={open ? styles.clickable : undefined}
                onClick={open ?? undefined}
                onKeyDown={open ? (event: { key: string }) => event.key === 'Enter' && open() : undefined}
              >
                {({ renderCell, columnId }) => (
                  <DataGridCell style={layout.cellStyles[String(columnId)]}>{renderCell(item)}</DataGridCell>
                )}
              </DataGridRow>
            );
          }}
        </DataGridBody>
      </DataGrid>
      {placeholder}
    </div>
  );
}
