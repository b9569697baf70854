/** Start and end of a lesson period, 'HH:mm'. */
export interface PeriodTime {
  readonly start: string;
  readonly end: string;
}

/**
 * Lesson periods of a typical Vietnamese university day: 45-minute periods starting at 06:45,
 * with 10-minute breaks between most periods, a lunch break before period 7 and a supper break
 * before the evening periods.
 *
 * | period | time        | period | time        | period | time        |
 * |--------|-------------|--------|-------------|--------|-------------|
 * | 1      | 06:45-07:30 | 6      | 11:00-11:45 | 11     | 16:00-16:45 |
 * | 2      | 07:30-08:15 | 7      | 12:30-13:15 | 12     | 16:45-17:30 |
 * | 3      | 08:25-09:10 | 8      | 13:15-14:00 | 13     | 17:45-18:30 |
 * | 4      | 09:20-10:05 | 9      | 14:10-14:55 | 14     | 18:30-19:15 |
 * | 5      | 10:15-11:00 | 10     | 15:05-15:50 | 15     | 19:25-20:10 |
 *
 * Morning (S) is periods 1-6, afternoon (C) 7-12, evening (T) 13-15.
 */
export const PERIOD_TIMES: readonly PeriodTime[] = Object.freeze(
  [
    ['06:45', '07:30'],
    ['07:30', '08:15'],
    ['08:25', '09:10'],
    ['09:20', '10:05'],
    ['10:15', '11:00'],
    ['11:00', '11:45'],
    ['12:30', '13:15'],
    ['13:15', '14:00'],
    ['14:10', '14:55'],
    ['15:05', '15:50'],
    ['16:00', '16:45'],
    ['16:45', '17:30'],
    ['17:45', '18:30'],
    ['18:30', '19:15'],
    ['19:25', '20:10'],
  ].map(([start, end]) => Object.freeze({ start, end })),
);

/** Times of a lesson period 1..15; throws a RangeError for other values. */
export function periodTime(period: number): PeriodTime {
  if (!Number.isInteger(period) || period < 1 || period > PERIOD_TIMES.length) {
    throw new RangeError(`Invalid lesson period ${String(period)} (expected 1-${PERIOD_TIMES.length})`);
  }
  return PERIOD_TIMES[period - 1];
}

/** Times of a from-to period range: start of `from`, end of `to`. */
export function periodRangeTime({ from, to }: { from: number; to: number }): PeriodTime {
  return { start: periodTime(from).start, end: periodTime(to).end };
}
