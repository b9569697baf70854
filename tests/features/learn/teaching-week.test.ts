import { describe, expect, it } from 'vitest';
import {
  dateOfTeachingWeek,
  mondayOf,
  teachingWeekOf,
  weekdayOf,
} from '../../../src/features/learn/shared/teaching-week';
import { expandOccurrences } from '../../../src/features/learn/shared/timetable-occurrences';

describe('teaching weeks (Monday first)', () => {
  it('finds the Monday of any date', () => {
    expect(mondayOf('2026-09-07')).toBe('2026-09-07');
    expect(mondayOf('2026-09-13')).toBe('2026-09-07');
    expect(mondayOf('2026-09-14')).toBe('2026-09-14');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('numbers weeks from the week of the semester start', () => {
    expect(teachingWeekOf({ semesterStart: '2026-09-07', date: '2026-09-07' })).toBe(1);
    expect(teachingWeekOf({ semesterStart: '2026-09-07', date: '2026-09-13' })).toBe(1);
    expect(teachingWeekOf({ semesterStart: '2026-09-07', date: '2026-11-22' })).toBe(11);
    expect(teachingWeekOf({ semesterStart: '2026-09-07', date: '2026-11-23' })).toBe(12);
    // A semester starting mid-week: that week is still week 1.
    expect(teachingWeekOf({ semesterStart: '2027-02-16', date: '2027-02-15' })).toBe(1);
    expect(teachingWeekOf({ semesterStart: '2026-09-07', date: '2026-09-01' })).toBe(0);
  });

  it('gives the date of a weekday in a week, and back', () => {
    expect(dateOfTeachingWeek({ semesterStart: '2026-09-07', week: 1, day: 1 })).toBe('2026-09-07');
    expect(dateOfTeachingWeek({ semesterStart: '2026-09-07', week: 12, day: 7 })).toBe('2026-11-29');
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(() => dateOfTeachingWeek({ semesterStart: '2026-09-07', week: 0, day: 1 })).toThrow(RangeError);
    expect(() => dateOfTeachingWeek({ semesterStart: '2026-09-07', week: 1, day: 8 })).toThrow(RangeError);
    expect(() => mondayOf('2026-02-30')).toThrow(RangeError);
  });

  it('expands a class calendar into dated meetings with period times', () => {
    const occurrences = expandOccurrences({
      semesterStart: '2026-09-07',
      classes: [
        {
          id: 1,
          classId: '161001',
          courseCode: 'IT3080',
          courseName: 'Mạng máy tính',
          classType: 'LT',
          teacherName: 'An',
          calendarInfo: '1|S|1-3|1-2|D3-301;x;3|C|7-8|2|TC-201',
        },
      ],
    });
    expect(occurrences.map((o) => [o.date, o.from, o.start, o.end, o.place])).toEqual([
      ['2026-09-07', 1, '06:45', '09:10', 'D3-301'],
      ['2026-09-14', 1, '06:45', '09:10', 'D3-301'],
      ['2026-09-16', 7, '12:30', '14:00', 'TC-201'],
    ]);
  });
});
