import type { TuitionConfig } from './tuition-config';

/** A payment period, dates as 'YYYY-MM-DD' in the tenant's time zone (both days included). */
export type PaymentPeriod = { startDate: string; endDate: string };

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' shifted by whole days. */
export const addDays = ({ date, days }: { date: string; days: number }) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The payment period of a semester: its start date + startOffsetDays … + endOffsetDays (the due date). */
export const paymentPeriodOf = ({
  semesterStart,
  period,
}: {
  semesterStart: string;
  period: TuitionConfig['period'];
}): PaymentPeriod => ({
  startDate: addDays({ date: semesterStart, days: period.startOffsetDays }),
  endDate: addDays({ date: semesterStart, days: period.endOffsetDays }),
});

/** True when `today` falls in the period (both ends included). */
export const isInPaymentPeriod = ({ today, period }: { today: string; period: PaymentPeriod }) =>
  today >= period.startDate && today <= period.endDate;
