import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { formatVnd } from './payment-format';
import type { TuitionBillItem } from './payment-types';

const useStyles = makeStyles({
  table: { tableLayout: 'auto', width: '100%' },
  item: {
    overflowWrap: 'anywhere',
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
  },
  amountHeader: { width: '9.5rem', textAlign: 'end', '& > button, & > div': { justifyContent: 'flex-end' } },
  amount: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  exemption: { color: tokens.colorPaletteGreenForeground1 },
  meta: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/** A bill's lines (classes, fixed items, the exemption as a negative line) and their total, as a table. */
export function BillItemsTable({
  items,
  total,
  caption,
}: {
  items: TuitionBillItem[];
  total: number;
  /** The table's accessible name. */
  caption: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `payments.items.${id}` }, values);
  return (
    <Table className={styles.table} aria-label={caption} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('item')}</TableHeaderCell>
          <TableHeaderCell className={styles.amountHeader}>{t('amount')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={`${item.kind}-${item.id}`}>
            <TableCell className={styles.item}>
              <span lang={locale === 'en' && !item.label.en ? 'vi' : undefined}>
                {(locale === 'en' && item.label.en) || item.label.vi}
              </span>
              <span className={styles.meta}>
                {item.kind === 'class'
                  ? t('classMeta', { credits: item.credits })
                  : t(item.kind === 'fixed' ? 'fixedMeta' : 'exemptionMeta')}
              </span>
            </TableCell>
            <TableCell className={mergeClasses(styles.amount, item.kind === 'exemption' && styles.exemption)}>
              {formatVnd(item.amount)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell className={styles.total}>{t('total')}</TableCell>
          <TableCell className={mergeClasses(styles.amount, styles.total)}>{formatVnd(total)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
