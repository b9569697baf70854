import type { CalendarStrings } from '@fluentui/react-calendar-compat';
import type { IntlShape } from 'react-intl';
import type { Locale } from '../../../../core';

const INTL_LOCALE: Readonly<Record<Locale, string>> = { vi: 'vi-VN', en: 'en-GB' };

function names({
  locale,
  options,
  count,
  dateOf,
}: {
  locale: Locale;
  options: Intl.DateTimeFormatOptions;
  count: number;
  dateOf: (index: number) => Date;
}): string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options);
  return Array.from({ length: count }, (_, index) => format.format(dateOf(index)));
}

const cache = new Map<Locale, CalendarStrings>();

/** Calendar texts in the user's language (month and day names from Intl; days start on Sunday, as Fluent expects). */
export function calendarStrings({ locale, intl }: { locale: Locale; intl: IntlShape }): CalendarStrings {
  const cached = cache.get(locale);
  if (cached) return cached;
  const month = (index: number) => new Date(2024, index, 1);
  // 2024-09-01 is a Sunday.
  const day = (index: number) => new Date(2024, 8, 1 + index);
  const strings: CalendarStrings = {
    months: names({ locale, options: { month: 'long' }, count: 12, dateOf: month }),
    shortMonths:
      locale === 'vi'
        ? Array.from({ length: 12 }, (_, index) => `Thg ${index + 1}`)
        : names({ locale, options: { month: 'short' }, count: 12, dateOf: month }),
    days: names({ locale, options: { weekday: 'long' }, count: 7, dateOf: day }),
    shortDays: names({ locale, options: { weekday: 'narrow' }, count: 7, dateOf: day }),
    goToToday: intl.formatMessage({ id: 'engine.date.today' }),
    prevMonthAriaLabel: intl.formatMessage({ id: 'engine.date.previousMonth' }),
    nextMonthAriaLabel: intl.formatMessage({ id: 'engine.date.nextMonth' }),
    prevYearAriaLabel: intl.formatMessage({ id: 'engine.date.previousYear' }),
    nextYearAriaLabel: intl.formatMessage({ id: 'engine.date.nextYear' }),
    closeButtonAriaLabel: intl.formatMessage({ id: 'engine.date.close' }),
  };
  cache.set(locale, strings);
  return strings;
}
