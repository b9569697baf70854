import { Body1, makeStyles, Skeleton, SkeletonItem, Text, Title2, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSource } from '../../../client/engine';
import { BillCard } from './bill-card';
import { LoadError } from '../../../client/engine/list/load-error';
import { PaymentHistory } from './payment-history';
import { PeriodBanner } from './period-banner';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  intro: { maxWidth: '72ch' },
  bills: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

/**
 * /tuition ("Học phí"): the current payment period, my bills by semester (lines, total, paid, debt
 * or credit, due date, status) with pay-by-QR (and card when the tenant offers it) while a bill has
 * debt in its period, and the history of my payments with their receipts.
 */
export default function TuitionPage() {
  const intl = useIntl();
  const styles = useStyles();
  const period = useSource('payments.period', {});
  const bills = useSource('payments.bills', {});
  const canPayByCard = period.data ? !period.data.hideCardPayment : false;

  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'payments.page.title' })}</Title2>
      <Body1 className={styles.intro}>{intl.formatMessage({ id: 'payments.page.intro' })}</Body1>
      <PeriodBanner period={period.data} />
      {bills.error && !bills.data ? (
        <LoadError onRetry={() => void bills.mutate()} />
      ) : !bills.data ? (
        <Skeleton aria-label={intl.formatMessage({ id: 'payments.loading' })}>
          <SkeletonItem size={72} />
          <SkeletonItem size={72} />
        </Skeleton>
      ) : bills.data.length === 0 ? (
        <Text className={styles.empty}>{intl.formatMessage({ id: 'payments.page.noBills' })}</Text>
      ) : (
        <ul className={styles.bills} aria-label={intl.formatMessage({ id: 'payments.page.billsLabel' })}>
          {bills.data.map((bill) => (
            <li key={bill.id}>
              <BillCard bill={bill} canPayByCard={canPayByCard} />
            </li>
          ))}
        </ul>
      )}
      <PaymentHistory />
    </section>
  );
}
