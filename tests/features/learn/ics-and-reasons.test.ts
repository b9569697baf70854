import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  foldLine,
  toUtcStamp,
  zoneOffsetMinutes,
} from '../../../src/features/learn/shared/build-ics';
import { formatInstant } from '../../../src/core/index';
import {
  explainReason,
  explained,
  isBlockingReason,
} from '../../../src/features/learn/shared/registration-reasons';

describe('iCalendar export', () => {
  it('converts Vietnamese wall-clock times to UTC', () => {
    expect(zoneOffsetMinutes({ instant: Date.UTC(2026, 10, 23), timeZone: 'Asia/Ho_Chi_Minh' })).toBe(420);
    expect(toUtcStamp({ date: '2026-11-23', time: '06:45', timeZone: 'Asia/Ho_Chi_Minh' })).toBe(
      '20261122T234500Z',
    );
  });
  it('escapes text and folds long lines at 75 octets', () => {
    const ics = buildIcs({
      name: 'Thời khóa biểu',
      timeZone: 'Asia/Ho_Chi_Minh',
      stamp: '20261122T000000Z',
      events: [
        {
          uid: 'a@unigate',
          date: '2026-11-23',
          start: '06:45',
          end: '09:10',
          summary: 'IT3080 Mạng máy tính; LT, nhóm 1',
          location: 'D3-301',
          description: 'x'.repeat(100),
        },
      ],
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('SUMMARY:IT3080 Mạng máy tính\\; LT\\, nhóm 1\r\n');
    expect(ics).toContain('DTSTART:20261122T234500Z\r\nDTEND:20261123T021000Z');
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(foldLine('é'.repeat(40)).split('\r\n ')).toHaveLength(2);
  });
});

describe('registration explanations', () => {
  it('explains a conflict in Vietnamese and English with day, periods and weeks', () => {
    const reason = {
      code: 'conflict' as const,
      classCode: '161002',
      clashes: [
        { classId: 1, classCode: '161001', courseName: 'Giải tích I', day: 2, from: 3, to: 3, weeks: [5, 6] },
      ],
    };
    expect(explainReason({ reason, locale: 'vi' })).toBe(
      'Lớp 161002 trùng lịch với 161001 Giải tích I (Thứ 3, tiết 3, tuần 5-6).',
    );
    expect(explainReason({ reason, locale: 'en' })).toBe(
      'Class 161002 clashes with 161001 Giải tích I (Tuesday, period 3, weeks 5-6).',
    );
    // Two sessions meeting the same one are one clash; weeks read as ranges, periods as a span.
    const twice = {
      ...reason,
      clashes: [
        { ...reason.clashes[0], from: 2, to: 4, weeks: [1, 2, 3, 5, 7, 8] },
        { ...reason.clashes[0], from: 2, to: 4, weeks: [1, 2, 3, 5, 7, 8] },
      ],
    };
    expect(explainReason({ reason: twice, locale: 'vi' })).toBe(
      'Lớp 161002 trùng lịch với 161001 Giải tích I (Thứ 3, tiết 2-4, tuần 1-3, 5, 7-8).',
    );
    // The course's English name when it has one, in the clash and in missing prerequisites.
    const named = { ...reason, clashes: [{ ...reason.clashes[0], courseNameEn: 'Calculus I' }] };
    expect(explainReason({ reason: named, locale: 'en' })).toContain('with 161001 Calculus I (Tuesday');
    expect(explainReason({ reason: named, locale: 'vi' })).toContain('với 161001 Giải tích I (Thứ 3');
    const prerequisite = {
      code: 'prerequisite' as const,
      courseCode: 'IT3080',
      missing: [{ code: 'IT1110', name: 'Tin học đại cương', nameEn: 'Introduction to Computing' }],
    };
    expect(explainReason({ reason: prerequisite, locale: 'en' })).toBe(
      'Course IT3080 requires passing IT1110 Introduction to Computing first.',
    );
  });
  it('shows window instants in the tenant time zone', () => {
    expect(formatInstant({ value: '2026-12-01T01:00:00Z', timeZone: 'Asia/Ho_Chi_Minh', locale: 'vi' })).toBe(
      '01/12/2026 08:00',
    );
    expect(formatInstant({ value: '2026-12-01T01:00:00Z', timeZone: 'Asia/Ho_Chi_Minh', locale: 'en' })).toBe(
      '01 Dec 2026, 08:00',
    );
    expect(
      explainReason({
        reason: { code: 'window', status: 'not-yet', opensAt: '2026-12-01T01:00:00Z' },
        locale: 'vi',
      }),
    ).toContain('01/12/2026 08:00');
  });
  it('carries both languages and tells blocking reasons from information', () => {
    const waitlisted = explained({ reason: { code: 'waitlisted', classCode: 'X', position: 3 } });
    expect(waitlisted.message).toContain('vị trí 3');
    expect(waitlisted.messageEn).toContain('number 3');
    expect(isBlockingReason({ code: 'waitlisted', classCode: 'X', position: 3 })).toBe(false);
    expect(
      isBlockingReason({ code: 'credit-min', total: 3, min: 12, isBlocking: false, isWarning: false }),
    ).toBe(false);
    expect(
      isBlockingReason({ code: 'credit-min', total: 3, min: 12, isBlocking: true, isWarning: false }),
    ).toBe(true);
    expect(isBlockingReason({ code: 'full', classCode: 'X', capacity: 40 })).toBe(true);
  });
});
