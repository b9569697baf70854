import { formatDate } from './dates';
import type { Locale } from './locale';
import { localDateTime } from './local-date-time';

/**
 * An instant as the school's clock shows it, whatever the browser's time zone: '31/01/2027 23:59'
 * in Vietnamese, '31 Jan 2027, 23:59' in English ('' for text that is not an instant). Windows,
 * deadlines and sign-ins are set and read in the tenant's zone.
 */
export const formatInstant = ({
  value,
  timeZone,
  locale,
}: {
  value: string | Date;
  timeZone: string;
  locale: Locale;
}) => {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, time } = localDateTime({ now: instant, timeZone });
  const day = formatDate({ value: date, locale });
  return locale === 'en' ? `${day}, ${time}` : `${day} ${time}`;
};
