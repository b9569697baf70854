import { Caption1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { CopyButton } from './copy-button';
import { formatVnd } from './payment-format';
import type { CheckoutData } from './payment-types';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(6.5rem, 30%) minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    paddingBottom: tokens.spacingVerticalXXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  term: { color: tokens.colorNeutralForeground3, minWidth: 0 },
  value: {
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
  },
  text: { minWidth: 0, overflowWrap: 'anywhere' },
  reference: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    letterSpacing: '0.05em',
  },
});

/** What to type in a banking app when the QR cannot be scanned: each value with a copy button. */
export function TransferDetails({ data }: { data: CheckoutData }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const { transfer } = data;
  const rows = [
    { id: 'bankName', shown: transfer.bankName, copied: transfer.bankName },
    { id: 'accountNumber', shown: transfer.accountNumber, copied: transfer.accountNumber },
    { id: 'accountName', shown: transfer.accountName, copied: transfer.accountName },
    { id: 'amount', shown: formatVnd(transfer.amount), copied: String(transfer.amount) },
    { id: 'content', shown: transfer.content, copied: transfer.content },
  ];
  return (
    <dl className={styles.list}>
      {rows.map((row) => {
        const label = intl.formatMessage({ id: `payments.transfer.${row.id}` });
        return (
          <div key={row.id} className={styles.row}>
            <dt className={styles.term}>
              <Caption1>{label}</Caption1>
            </dt>
            <dd className={styles.value}>
              <Text
                weight="semibold"
                className={mergeClasses(styles.text, row.id === 'content' && styles.reference)}
              >
                {row.shown}
              </Text>
              <CopyButton
                value={row.copied}
                what={label.charAt(0).toLocaleLowerCase(locale) + label.slice(1)}
              />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
