import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, localDate, localDateTime } from '../../src/core/index';

describe('localDateTime', () => {
  it("reads the date and time on the tenant's clock, not the server's", () => {
    // 23:30 UTC on the 22nd is 06:30 on the 23rd in Hanoi.
    expect(localDateTime({ now: new Date('2026-11-22T23:30:00Z'), timeZone: DEFAULT_TIME_ZONE })).toEqual({
      date: '2026-11-23',
      time: '06:30',
    });
  });

  it('writes midnight as 00:00 and crosses year ends', () => {
    expect(localDateTime({ now: new Date('2026-12-31T17:00:00Z'), timeZone: 'Asia/Ho_Chi_Minh' })).toEqual({
      date: '2027-01-01',
      time: '00:00',
    });
  });
});

describe('localDate', () => {
  it('is the day of the instant in the given zone', () => {
    const now = new Date('2026-11-23T18:30:00Z');
    expect(localDate({ now, timeZone: 'Asia/Ho_Chi_Minh' })).toBe('2026-11-24');
    expect(localDate({ now, timeZone: 'UTC' })).toBe('2026-11-23');
  });
});
