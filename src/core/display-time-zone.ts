import { localDateTime } from './local-date-time';

let current: string | undefined;

/**
 * Sets the time zone instants are shown in: the tenant's, so a deadline at 23:59 in Hanoi reads
 * 23:59 on a phone set to another zone too. undefined (the default) = the browser's zone.
 */
export function setDisplayTimeZone(timeZone: string | undefined): void {
  current = timeZone;
}

const INSTANT_TEXT = /T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/i;

/**
 * An instant (a Date, epoch milliseconds, or ISO text with Z or an offset) as wall-clock text
 * ('YYYY-MM-DDTHH:mm') on the display zone; anything else (a plain date, text without a zone)
 * is returned as it is.
 */
export function onDisplayClock<T>(value: T): T | string {
  if (!current) return value;
  const isInstant =
    value instanceof Date ||
    typeof value === 'number' ||
    (typeof value === 'string' && INSTANT_TEXT.test(value));
  if (!isInstant) return value;
  const instant = new Date(value as Date | number | string);
  if (Number.isNaN(instant.getTime())) return value;
  const { date, time } = localDateTime({ now: instant, timeZone: current });
  return `${date}T${time}`;
}
