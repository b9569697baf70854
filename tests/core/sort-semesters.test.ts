import { describe, expect, it } from 'vitest';
import { pickCurrentSemester, sortSemesters } from '../../src/core/sort-semesters';

const semesters = [
  { semester: '20252', isCurrentForClass: false },
  { semester: '20243', isCurrentForClass: false },
  { semester: '20251', isCurrentForClass: true },
  { semester: '20253', isCurrentForClass: false },
];

describe('semester rule', () => {
  it('sorts ascending by semester code without touching the input', () => {
    expect(sortSemesters(semesters).map((item) => item.semester)).toEqual([
      '20243',
      '20251',
      '20252',
      '20253',
    ]);
    expect(semesters[0].semester).toBe('20252');
    expect(
      sortSemesters([{ semester: 20252 }, { semester: '20241' }]).map((item) => String(item.semester)),
    ).toEqual(['20241', '20252']);
  });

  it('picks the semester flagged current for classes', () => {
    expect(pickCurrentSemester(semesters)?.semester).toBe('20251');
  });

  it('falls back to the latest semester, and null for none', () => {
    const unflagged = semesters.map((item) => ({ ...item, isCurrentForClass: false }));
    expect(pickCurrentSemester(unflagged)?.semester).toBe('20253');
    expect(pickCurrentSemester([])).toBeNull();
  });
});
