import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/core/index';
import { onDisplayClock, setDisplayTimeZone } from '../../src/core/display-time-zone';

const PATTERN = 'DD/MM/YYYY HH:mm';
const show = (value: string | Date) => formatDate({ value, locale: 'vi', pattern: PATTERN });

afterEach(() => setDisplayTimeZone(undefined));

describe("instants on the tenant's clock", () => {
  it('shows a deadline at 23:59 in Hanoi as 23:59, however the instant is written', () => {
    setDisplayTimeZone('Asia/Ho_Chi_Minh');
    expect(show('2027-01-31T16:59:00Z')).toBe('31/01/2027 23:59');
    expect(show('2027-01-31T16:59:00.000Z')).toBe('31/01/2027 23:59');
    expect(show('2027-01-31T23:59:00+07:00')).toBe('31/01/2027 23:59');
    expect(show('2027-01-31T12:59:00-0500')).toBe('01/02/2027 00:59');
    // The date of an instant is the tenant's date too.
    expect(formatDate({ value: '2026-11-24T18:30:00Z', locale: 'vi' })).toBe('25/11/2026');
  });

  it("leaves plain dates, zone-less times and Date objects (the browser's own days) as they are", () => {
    setDisplayTimeZone('Asia/Ho_Chi_Minh');
    const zone = process.env.TZ;
    // The date picker's local midnight in Tokyo is 22:00 the day before in Hanoi: still the 24th.
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(formatDate({ value: new Date(2026, 10, 24), locale: 'vi' })).toBe('24/11/2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(formatDate({ value: '2027-01-31', locale: 'vi' })).toBe('31/01/2027');
    expect(show('2027-01-31T10:00:00')).toBe('31/01/2027 10:00');
    expect(onDisplayClock('not a date')).toBe('not a date');
    expect(onDisplayClock('2027-13-45T10:00:00Z')).toBe('2027-13-45T10:00:00Z');
  });

  it("uses the browser's zone while none is set", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      expect(show('2027-01-31T16:59:00Z')).toBe('31/01/2027 16:59');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
