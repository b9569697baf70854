import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { RecordColumn } from './record-table';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  cell: {
    overflowWrap: 'anywhere',
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
  },
});

/**
 * RecordTable's rows as a table, on wide screens: its own module, so that phones (which get
 * cards) never load Fluent's table code.
 */
export function RecordGrid<Row extends { id: number | string }>({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: RecordColumn<Row>[];
  rows: Row[];
}) {
  const styles = useStyles();
  const minWidth = columns.reduce((sum, column) => sum + (column.width ?? column.minWidth ?? 120), 0);
  return (
    <div className={styles.scroller}>
      <Table aria-label={label} size="small" style={{ minWidth: `${minWidth}px` }}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell
                key={column.id}
                style={column.width ? { width: `${column.width}px` } : undefined}
              >
                {column.label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.id} className={styles.cell}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
