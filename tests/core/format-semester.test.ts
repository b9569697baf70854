import { describe, expect, it } from 'vitest';
import { formatSemester, parseSemesterCode } from '../../src/core';

describe('formatSemester', () => {
  it('shows a semester code the same way in every place', () => {
    expect(formatSemester({ semester: '20252', locale: 'vi' })).toBe('Học kỳ 2 năm học 2025–2026');
    expect(formatSemester({ semester: 20252, locale: 'en' })).toBe('Semester 2, 2025–2026');
    expect(formatSemester({ semester: '2026.1', locale: 'vi' })).toBe('Học kỳ 1 năm học 2026–2027');
    expect(formatSemester({ semester: '20253', locale: 'en' })).toBe('Summer term, 2025–2026');
    expect(formatSemester({ semester: '20253', locale: 'vi' })).toBe('Học kỳ hè năm học 2025–2026');
  });

  it('leaves a code of another shape as it is', () => {
    expect(formatSemester({ semester: 'HK1', locale: 'vi' })).toBe('HK1');
    expect(formatSemester({ semester: '20254', locale: 'en' })).toBe('20254');
    expect(parseSemesterCode('2025')).toBeNull();
  });
});
