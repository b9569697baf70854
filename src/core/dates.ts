import dayjs from 'dayjs';
import type { ConfigType, Dayjs } from 'dayjs';
import 'dayjs/locale/vi';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import isoWeek from 'dayjs/plugin/isoWeek';
import updateLocale from 'dayjs/plugin/updateLocale';
import weekOfYearPlugin from 'dayjs/plugin/weekOfYear';
import { onDisplayClock } from './display-time-zone';
import type { Locale } from './locale';
import { DEFAULT_LOCALE, normalizeLocale } from './locale';

/** Two-digit years above this are 19xx, the others 20xx (SPEC §9; dayjs customParseFormat uses the same). */
export const TWO_DIGIT_YEAR_CUTOFF = 68;

/** Default display pattern per locale. */
export const DATE_PATTERNS: Readonly<Record<Locale, string>> = Object.freeze({
  vi: 'DD/MM/YYYY',
  en: 'DD MMM YYYY',
});

/** A date and time of day: '31/01/2027 23:59' in Vietnamese, '31 Jan 2027, 23:59' in English. */
export const DATE_TIME_PATTERNS: Readonly<Record<Locale, string>> = Object.freeze({
  vi: `${DATE_PATTERNS.vi} HH:mm`,
  en: `${DATE_PATTERNS.en}, HH:mm`,
});

let isConfigured = false;

function configure(): void {
  if (isConfigured) return;
  dayjs.extend(customParseFormat);
  dayjs.extend(isoWeek);
  dayjs.extend(weekOfYearPlugin);
  dayjs.extend(updateLocale);
  // SPEC §9: weeks start on Monday and week 1 is the week holding January 4th (ISO 8601), in both languages.
  dayjs.updateLocale('vi', { weekStart: 1, yearStart: 4 });
  dayjs.updateLocale('en', { weekStart: 1, yearStart: 4 });
  isConfigured = true;
}

/**
 * Configures the shared dayjs instance: vi and en locales with Monday as first day and ISO
 * week-of-year, customParseFormat (two-digit-year cut-off 68), and `locale` (default vi) as
 * the global locale. Safe to call more than once. Returns dayjs for convenience.
 */
export function setupDayjs({ locale = DEFAULT_LOCALE }: { locale?: Locale } = {}): typeof dayjs {
  configure();
  dayjs.locale(normalizeLocale(locale));
  return dayjs;
}

/** Full year of a two-digit year: 69..99 -> 1969..1999, 00..68 -> 2000..2068. */
export function parseTwoDigitYear(year: number | string): number {
  const value = Number(year);
  if (!Number.isInteger(value) || value < 0 || value > 99)
    throw new RangeError(`Invalid two-digit year ${String(year)}`);
  return value + (value > TWO_DIGIT_YEAR_CUTOFF ? 1900 : 2000);
}

/** Strictly parses `text` with a pattern (default 'DD/MM/YYYY'); null when it does not match. */
export function parseDate({
  text,
  pattern = DATE_PATTERNS.vi,
}: {
  text: string;
  pattern?: string;
}): Dayjs | null {
  configure();
  const parsed = dayjs(text, pattern, true);
  return parsed.isValid() ? parsed : null;
}

/**
 * A date formatted for a locale ('DD/MM/YYYY' for vi); '' for empty or invalid values. Instants
 * are read on the display time zone's clock (setDisplayTimeZone: the tenant's).
 */
export function formatDate({
  value,
  locale,
  pattern,
}: {
  value: ConfigType;
  locale: Locale;
  pattern?: string;
}): string {
  configure();
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(onDisplayClock(value));
  if (!date.isValid()) return '';
  const lang = normalizeLocale(locale);
  return date.locale(lang).format(pattern ?? DATE_PATTERNS[lang]);
}

/** An instant with its time of day (DATE_TIME_PATTERNS) on the display clock; '' for empty or invalid values. */
export function formatDateTime({ value, locale }: { value: ConfigType; locale: Locale }): string {
  return formatDate({ value, locale, pattern: DATE_TIME_PATTERNS[locale] });
}

/** Midnight of the Monday of the week holding `date`. */
export function startOfWeek(date: ConfigType): Dayjs {
  configure();
  const day = dayjs(date).startOf('day');
  return day.subtract((day.day() + 6) % 7, 'day');
}

/** ISO week-of-year of `date` (the week holding January 4th is week 1). */
export function weekOfYear(date: ConfigType): number {
  configure();
  return dayjs(date).isoWeek();
}
