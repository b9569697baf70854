import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../../src/core/display-time-zone';
import { formatInstant } from '../../src/core/format-instant';
import {
  formatDate,
  formatDateTime,
  parseDate,
  parseTwoDigitYear,
  setupDayjs,
  startOfWeek,
  weekOfYear,
} from '../../src/core/dates';

setupDayjs();

describe('dates', () => {
  it('splits two-digit years at 68', () => {
    expect(parseTwoDigitYear(68)).toBe(2068);
    expect(parseTwoDigitYear('69')).toBe(1969);
    expect(parseTwoDigitYear(0)).toBe(2000);
    expect(parseTwoDigitYear(99)).toBe(1999);
    expect(() => parseTwoDigitYear(100)).toThrow(RangeError);
    expect(parseDate({ text: '01/02/68', pattern: 'DD/MM/YY' })?.year()).toBe(2068);
    expect(parseDate({ text: '01/02/69', pattern: 'DD/MM/YY' })?.year()).toBe(1969);
  });

  it('parses strictly', () => {
    expect(parseDate({ text: '31/12/2025' })?.format('YYYY-MM-DD')).toBe('2025-12-31');
    expect(parseDate({ text: '31/02/2025' })).toBeNull();
    expect(parseDate({ text: '2025-12-31' })).toBeNull();
  });

  it('starts weeks on Monday', () => {
    expect(startOfWeek('2025-03-09T15:00:00').format('YYYY-MM-DD HH:mm')).toBe('2025-03-03 00:00');
    expect(startOfWeek('2025-03-03').format('YYYY-MM-DD')).toBe('2025-03-03');
    expect(startOfWeek('2025-03-08').format('YYYY-MM-DD')).toBe('2025-03-03');
    expect(dayjs('2025-03-09').locale('vi').startOf('week').format('YYYY-MM-DD')).toBe('2025-03-03');
    expect(dayjs('2025-03-09').locale('en').startOf('week').format('YYYY-MM-DD')).toBe('2025-03-03');
  });

  it('numbers weeks with the week holding 4 January as week 1', () => {
    expect(weekOfYear('2021-01-03')).toBe(53);
    expect(weekOfYear('2021-01-04')).toBe(1);
    expect(weekOfYear('2026-01-01')).toBe(1);
    expect(dayjs('2021-01-03').locale('vi').week()).toBe(53);
  });

  it('formats per locale and blanks empty or invalid values', () => {
    expect(formatDate({ value: '2025-03-05', locale: 'vi' })).toBe('05/03/2025');
    expect(formatDate({ value: '2025-03-05', locale: 'en' })).toBe('05 Mar 2025');
    expect(formatDate({ value: '2025-03-05', locale: 'vi', pattern: 'dddd D MMMM' })).toBe(
      'thứ tư 5 tháng 3',
    );
    expect(formatDate({ value: null, locale: 'vi' })).toBe('');
    expect(formatDate({ value: 'not a date', locale: 'vi' })).toBe('');
  });

  describe('date and time', () => {
    afterEach(() => setDisplayTimeZone(undefined));

    it('writes an instant on the school clock, as formatInstant does', () => {
      setDisplayTimeZone('Asia/Ho_Chi_Minh');
      const value = '2027-01-31T16:59:00.000Z';
      expect(formatDateTime({ value, locale: 'vi' })).toBe('31/01/2027 23:59');
      expect(formatDateTime({ value, locale: 'en' })).toBe('31 Jan 2027, 23:59');
      for (const locale of ['vi', 'en'] as const)
        expect(formatDateTime({ value, locale })).toBe(
          formatInstant({ value, timeZone: 'Asia/Ho_Chi_Minh', locale }),
        );
      expect(formatDateTime({ value: '', locale: 'en' })).toBe('');
    });
  });

  it('uses Vietnamese as the global locale', () => {
    expect(dayjs.locale()).toBe('vi');
  });
});
