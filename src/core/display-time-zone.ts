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
 * An instant as the API writes it (ISO text with Z or an offset) as wall-clock text
 * ('YYYY-MM-DDTHH:mm') on the display zone; anything else is returned as it is: plain dates,
 * text without a zone, and Date objects, which in the browser are its own calendar's days (the
 * date picker's local midnights: read on another clock they could show the day before).
 */
export function onDisplayClock<T>(value: T): T | string {
  if (!current || typeof value !== 'string' || !INSTANT_TEXT.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const { date, time } = localDateTime({ now: instant, timeZone: current });
  return `${date}T${time}`;
}
