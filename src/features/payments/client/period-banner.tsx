import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Skeleton,
  SkeletonItem,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { formatDay } from './payment-format';
import type { PaymentPeriodCheck } from './payment-types';

/**
 * The current semester's payment period: "Đang trong thời gian nộp học phí: 05/01/2027 – … (05 Jan 2027 in English)",
 * or a notice that payments are closed (with the period when it is known; a failed check reads as
 * closed with no dates, SPEC §8).
 */
export function PeriodBanner({ period }: { period: PaymentPeriodCheck | undefined }) {
  const intl = useIntl();
  const locale = useLocale();
  if (!period)
    return (
      <Skeleton aria-label={intl.formatMessage({ id: 'payments.loading' })}>
        <SkeletonItem size={40} />
      </Skeleton>
    );
  const { startDate, endDate } = period.paymentPeriod;
  const range = {
    start: formatDay({ value: startDate, locale }),
    end: formatDay({ value: endDate, locale }),
  };
  if (period.isInPaymentPeriod)
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>{intl.formatMessage({ id: 'payments.period.open' }, range)}</MessageBarBody>
      </MessageBar>
    );
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage({ id: 'payments.period.closed' })}</MessageBarTitle>
        {startDate && endDate
          ? intl.formatMessage({ id: 'payments.period.closedRange' }, range)
          : intl.formatMessage({ id: 'payments.period.closedHint' })}
      </MessageBarBody>
    </MessageBar>
  );
}
