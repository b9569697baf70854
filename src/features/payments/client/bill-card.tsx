import { useId } from 'react';
import { Caption1, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { BillItemsTable } from './bill-items-table';
import { BillStatusBadge } from './bill-status-badge';
import { shownStatusOf } from './bill-view';
import { PayActions } from './pay-actions';
import { formatDay, formatVnd } from './payment-format';
import type { TuitionBill } from './payment-types';
import { QrDialog } from './qr-dialog';
import { usePayFlow } from './use-pay-flow';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
    '@media (max-width: 599.98px)': { padding: tokens.spacingHorizontalM },
  },
  header: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  title: { margin: 0, flexGrow: 1 },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
    gap: tokens.spacingVerticalS,
    margin: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  owed: { color: tokens.colorPaletteRedForeground1 },
  credit: { color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * One semester's bill: its lines and total, what was paid, the debt left (or the credit of an
 * over-payment), the due date and the status; the pay buttons while there is debt in the period,
 * and the open QR, which stays when the payment it waits for clears the debt.
 */
export function BillCard({ bill, canPayByCard }: { bill: TuitionBill; canPayByCard: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const headingId = useId();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `payments.bill.${id}` }, values);
  const name = (locale === 'en' && bill.semesterName.en) || bill.semesterName.vi || bill.semester;
  const status = shownStatusOf(bill);
  const flow = usePayFlow({ bill });
  const figures = [
    { id: 'total', value: formatVnd(bill.total) },
    { id: 'paid', value: formatVnd(bill.paid) },
    bill.credit > 0
      ? { id: 'credit', value: formatVnd(bill.credit), className: styles.credit }
      : {
          id: 'remaining',
          value: formatVnd(bill.remaining),
          className: bill.remaining > 0 ? styles.owed : undefined,
        },
    { id: 'dueDate', value: formatDay({ value: bill.dueDate, locale }) },
  ];
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle1 as="h2" id={headingId} className={styles.title}>
          {name}
        </Subtitle1>
        <BillStatusBadge status={status} />
      </div>
      {bill.items.length > 0 ? (
        <BillItemsTable items={bill.items} total={bill.total} caption={t('itemsCaption', { name })} />
      ) : (
        <Text className={styles.muted}>{t('noItems')}</Text>
      )}
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.id} className={styles.figure}>
            <dt className={styles.term}>
              <Caption1>{t(figure.id)}</Caption1>
            </dt>
            <dd className={styles.value}>
              <Text weight="semibold" size={400} className={figure.className}>
                {figure.value}
              </Text>
            </dd>
          </div>
        ))}
      </dl>
      {bill.remaining > 0 &&
        (bill.isInPaymentPeriod ? (
          <PayActions bill={bill} flow={flow} canPayByCard={canPayByCard} describedBy={headingId} />
        ) : (
          <Text className={styles.muted}>
            {t('outsidePeriod', {
              start: formatDay({ value: bill.paymentPeriod.startDate, locale }),
              end: formatDay({ value: bill.paymentPeriod.endDate, locale }),
            })}
          </Text>
        ))}
      {flow.session && (
        <QrDialog
          session={flow.session}
          isRenewing={flow.busyMethod !== null}
          onRenew={() => void flow.start(flow.session?.method ?? 'qr')}
          onClose={flow.close}
        />
      )}
    </article>
  );
}
