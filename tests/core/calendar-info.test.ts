import { describe, expect, it } from 'vitest';
import { formatCalendarInfo, parseCalendarInfo, weekdayIndex } from '../../src/core/calendar-info';
import { compressWeeks, expandWeeks } from '../../src/core/expand-weeks';
import { periodRangeTime, periodTime, PERIOD_TIMES } from '../../src/core/period-time';
import { weekday } from '../../src/core/enums/calendar-enums';

describe('week lists', () => {
  it('expands ranges like 3-7', () => {
    expect(expandWeeks('3-7')).toEqual([3, 4, 5, 6, 7]);
    expect(expandWeeks('3-7,9')).toEqual([3, 4, 5, 6, 7, 9]);
    expect(expandWeeks(' 11-12 , 3-4, 4 ,9 ')).toEqual([3, 4, 9, 11, 12]);
    expect(expandWeeks('')).toEqual([]);
  });

  it('rejects reversed ranges and malformed parts', () => {
    expect(() => expandWeeks('7-3')).toThrow(/Reversed.*7-3/);
    expect(() => expandWeeks('3-')).toThrow(RangeError);
    expect(() => expandWeeks('a')).toThrow(RangeError);
    expect(() => expandWeeks('0-2')).toThrow(RangeError);
    expect(() => expandWeeks('3,,4')).toThrow(RangeError);
  });

  it('compresses weeks back', () => {
    expect(compressWeeks([3, 4, 5, 9])).toBe('3-5,9');
    expect(compressWeeks([9, 3, 5, 4, 4])).toBe('3-5,9');
    expect(compressWeeks([1, 3])).toBe('1,3');
    expect(compressWeeks([])).toBe('');
    expect(compressWeeks(expandWeeks('3-7,9,11-15'))).toBe('3-7,9,11-15');
  });
});

describe('calendarInfo', () => {
  it('parses entries and ignores entries shorter than 3 characters', () => {
    const { entries, errors } = parseCalendarInfo('2|S|1-3|3-7,9|D3-301; ;x ;  ab ;6|c|7-9|1-2|TC-201;');
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      { day: 2, slot: 'S', from: 1, to: 3, weeks: [3, 4, 5, 6, 7, 9], place: 'D3-301' },
      { day: 6, slot: 'C', from: 7, to: 9, weeks: [1, 2], place: 'TC-201' },
    ]);
  });

  it('reports malformed entries without throwing', () => {
    const { entries, errors } = parseCalendarInfo(
      '8|S|1-3|3|D3;2|X|1-3|3|D3;2|S|5-2|3|D3;2|S|1-16|3|D3;2|S|1-3|7-3|D3;2|S|1-3;2|T|13-15|10|D9-101',
    );
    expect(errors.map((error) => error.reason)).toEqual([
      'day',
      'slot',
      'periods',
      'periods',
      'weeks',
      'fields',
    ]);
    expect(errors[4]).toEqual({ index: 4, entry: '2|S|1-3|7-3|D3', reason: 'weeks' });
    expect(entries).toHaveLength(1);
    expect(parseCalendarInfo(null)).toEqual({ entries: [], errors: [] });
  });

  it('formats entries back to the same text', () => {
    const text = '2|S|1-3|3-7,9|D3-301;7|T|13-15|1-4|';
    expect(formatCalendarInfo(parseCalendarInfo(text).entries)).toBe(text);
  });

  it('maps days 1-7 to indexes 0-6 and names them', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(weekdayIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(() => weekdayIndex(0)).toThrow(RangeError);
    expect(() => weekdayIndex(8)).toThrow(RangeError);
    expect(weekday.label({ value: 1, locale: 'vi' })).toBe('Thứ 2');
    expect(weekday.label({ value: 7, locale: 'vi' })).toBe('Chủ nhật');
  });
});

describe('period times', () => {
  it('starts at 06:45 with 45-minute periods in order', () => {
    expect(periodTime(1)).toEqual({ start: '06:45', end: '07:30' });
    expect(PERIOD_TIMES).toHaveLength(15);
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    PERIOD_TIMES.forEach((period, index) => {
      expect(minutes(period.end) - minutes(period.start)).toBe(45);
      if (index > 0)
        expect(minutes(period.start)).toBeGreaterThanOrEqual(minutes(PERIOD_TIMES[index - 1].end));
    });
    expect(periodRangeTime({ from: 1, to: 3 })).toEqual({ start: '06:45', end: '09:10' });
    expect(() => periodTime(16)).toThrow(RangeError);
  });
});
