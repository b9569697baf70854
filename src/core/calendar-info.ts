import { compressWeeks, expandWeeks } from './expand-weeks';

/** Part of the day: S = sáng (morning), C = chiều (afternoon), T = tối (evening). */
export type DaySlotCode = 'S' | 'C' | 'T';

/** Highest lesson period of a day. */
export const MAX_PERIOD = 15;

/** One weekly meeting of a class, from its calendarInfo. */
export interface CalendarEntry {
  /** 1..7 = Monday..Sunday. */
  readonly day: number;
  readonly slot: DaySlotCode;
  /** First and last lesson period, 1..15. */
  readonly from: number;
  readonly to: number;
  /** Sorted, distinct week numbers. */
  readonly weeks: readonly number[];
  /** Room code, e.g. 'D3-301'; may be empty (online meetings). */
  readonly place: string;
}

/** Why a calendarInfo entry was rejected. */
export type CalendarErrorReason = 'fields' | 'day' | 'slot' | 'periods' | 'weeks';

/** A malformed calendarInfo entry. */
export interface CalendarError {
  /** Position of the entry among the semicolon-separated parts (0-based, blanks included). */
  readonly index: number;
  readonly entry: string;
  readonly reason: CalendarErrorReason;
}

/** Result of `parseCalendarInfo`. */
export interface ParsedCalendarInfo {
  readonly entries: CalendarEntry[];
  readonly errors: CalendarError[];
}

const SLOTS: readonly string[] = ['S', 'C', 'T'];

/** 0..6 index (Monday first) of a 1..7 day; throws a RangeError for other values. */
export function weekdayIndex(day: number): number {
  if (!Number.isInteger(day) || day < 1 || day > 7)
    throw new RangeError(`Invalid day ${String(day)} (expected 1-7)`);
  return day - 1;
}

function parseEntry(entry: string): CalendarEntry | CalendarErrorReason {
  const fields = entry.split('|').map((field) => field.trim());
  if (fields.length !== 5) return 'fields';
  const [dayText, slotText, periodText, weeksText, place] = fields;
  if (!/^[1-7]$/.test(dayText)) return 'day';
  const slot = slotText.toUpperCase();
  if (!SLOTS.includes(slot)) return 'slot';
  const periods = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(periodText);
  if (!periods) return 'periods';
  const from = Number(periods[1]);
  const to = Number(periods[2]);
  if (from < 1 || to > MAX_PERIOD || from > to) return 'periods';
  let weeks: number[];
  try {
    weeks = expandWeeks(weeksText);
  } catch {
    return 'weeks';
  }
  if (weeks.length === 0) return 'weeks';
  return { day: Number(dayText), slot: slot as DaySlotCode, from, to, weeks, place };
}

/**
 * Parses a class calendarInfo: semicolon-separated `day|slot|from-to|weeks|place` entries, e.g.
 * '2|S|1-3|3-7,9|D3-301;5|C|7-9|3-10|TC-201'. Entries shorter than 3 characters (after
 * trimming) are ignored; malformed ones are reported in `errors`. Never throws.
 */
export function parseCalendarInfo(text: string | null | undefined): ParsedCalendarInfo {
  const entries: CalendarEntry[] = [];
  const errors: CalendarError[] = [];
  (text ?? '').split(';').forEach((raw, index) => {
    const entry = raw.trim();
    if (entry.length < 3) return;
    const parsed = parseEntry(entry);
    if (typeof parsed === 'string') errors.push({ index, entry, reason: parsed });
    else entries.push(parsed);
  });
  return { entries, errors };
}

/** The calendarInfo text of some entries (inverse of `parseCalendarInfo`). */
export function formatCalendarInfo(entries: readonly CalendarEntry[]): string {
  return entries
    .map(
      (entry) =>
        `${entry.day}|${entry.slot}|${entry.from}-${entry.to}|${compressWeeks(entry.weeks)}|${entry.place}`,
    )
    .join(';');
}
