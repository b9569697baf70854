import { describe, expect, it } from 'vitest';
import {
  clampTeachingWeek,
  lastTeachingWeek,
  weekOfDate,
} from '../../../src/features/learn/shared/semester-weeks';

// 20261 of the seed: Monday 7 September 2026 to Sunday 17 January 2027 (19 weeks).
const span = { startDate: '2026-09-07', endDate: '2027-01-17' };

describe('teaching weeks within a semester', () => {
  it('ends with the week holding the end date', () => {
    expect(lastTeachingWeek(span)).toBe(19);
    expect(lastTeachingWeek({ startDate: '2027-02-16', endDate: '2027-06-27' })).toBe(19);
    expect(lastTeachingWeek({ startDate: '2026-09-09', endDate: '2026-09-10' })).toBe(1);
  });

  it('keeps a chosen week between 1 and the last week', () => {
    expect(clampTeachingWeek({ span, week: 0 })).toBe(1);
    expect(clampTeachingWeek({ span, week: -3 })).toBe(1);
    expect(clampTeachingWeek({ span, week: 12 })).toBe(12);
    expect(clampTeachingWeek({ span, week: 25 })).toBe(19);
    expect(clampTeachingWeek({ span, week: Number.NaN })).toBe(1);
  });

  it('places a date before, within or after the semester with the week to show', () => {
    expect(weekOfDate({ span, date: '2026-11-23' })).toEqual({ week: 12, position: 'within' });
    expect(weekOfDate({ span, date: '2026-09-07' })).toEqual({ week: 1, position: 'within' });
    expect(weekOfDate({ span, date: '2027-01-17' })).toEqual({ week: 19, position: 'within' });
    expect(weekOfDate({ span, date: '2027-01-18' })).toEqual({ week: 19, position: 'after' });
    expect(weekOfDate({ span, date: '2026-08-30' })).toEqual({ week: 1, position: 'before' });
  });
});
