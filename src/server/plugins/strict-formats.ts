import type Ajv from 'ajv';

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const isCalendarDay = (year: number, month: number, day: number) =>
  year >= 1 &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month - 1]);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** A calendar day 0001-01-01 to 9999-12-31 (no 2026-02-30, no year 0000: PostgreSQL has none). */
export const isStrictDate = (text: string) => {
  const match = DATE.exec(text);
  return !!match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
};

/**
 * RFC 3339 as both JavaScript's Date and PostgreSQL read it the same way: upper-case T and Z, a
 * real calendar day of years 0001-9999, hours 00-23, no leap second (Date refuses :60), an offset
 * of ±HH:MM within ±14:00 (the widest in use), at most nanosecond digits. The instant itself must
 * fall in years 0001-9999 in UTC too: `9999-12-31T23:59:59-14:00` is in year 10000 and
 * `0001-01-01T00:00:00+01:00` in year 0, which a timestamptz column refuses (a 500, not a 400).
 */
export const isStrictDateTime = (text: string) => {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [, year, month, day, hour, minute, second, , offsetHour, offsetMinute] = match;
  if (!isCalendarDay(Number(year), Number(month), Number(day))) return false;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return false;
  if (offsetHour !== undefined) {
    const offset = Number(offsetHour) * 60 + Number(offsetMinute);
    if (Number(offsetMinute) > 59 || offset > 14 * 60) return false;
  }
  const instant = Date.parse(text);
  if (Number.isNaN(instant)) return false;
  const utcYear = new Date(instant).getUTCFullYear();
  return utcYear >= 1 && utcYear <= 9999;
};

/**
 * Replaces ajv-formats' `date-time` and `date` (which let `23:59:60Z`, year 0000 and `+05`
 * through, values Date or PostgreSQL then refuse) by the strict ones: every schema that says
 * `format: date-time` gets them, with nothing to remember per route.
 */
export const addStrictFormats = (ajv: Ajv) => {
  ajv.addFormat('date-time', { type: 'string', validate: isStrictDateTime });
  ajv.addFormat('date', { type: 'string', validate: isStrictDate });
  return ajv;
};
