import { describe, expect, it } from 'vitest';
import { selectOfferings } from '../../../src/features/learn/shared/class-offering-filter';
import type { BrowsableClass } from '../../../src/features/learn/shared/class-offering-filter';
import { matchesWords, normaliseSearchText, searchWords } from '../../../src/core/search-text';

describe('search text normaliser', () => {
  it('drops diacritics and case, đ/Đ become d, spaces collapse', () => {
    expect(normaliseSearchText('Giải tích I')).toBe('giai tich i');
    expect(normaliseSearchText('ĐẠI SỐ tuyến tính')).toBe('dai so tuyen tinh');
    expect(normaliseSearchText('  Nguyễn   Thị\tĐào ')).toBe('nguyen thi dao');
    expect(normaliseSearchText('Ưu tiên Ơn')).toBe('uu tien on');
  });

  it('gives the same text for composed and decomposed input', () => {
    const composed = 'Hóa học đại cương';
    expect(normaliseSearchText(composed.normalize('NFD'))).toBe(normaliseSearchText(composed));
    expect(normaliseSearchText(composed)).toBe('hoa hoc dai cuong');
  });

  it('splits a query into distinct words that all have to match', () => {
    expect(searchWords(' Giải  TÍCH giai ')).toEqual(['giai', 'tich']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    const text = normaliseSearchText('161234 MI1111 Giải tích I Calculus I TS. Nguyễn Văn An');
    expect(matchesWords({ text, words: searchWords('giai tich') })).toBe(true);
    expect(matchesWords({ text, words: searchWords('tich mi11') })).toBe(true);
    expect(matchesWords({ text, words: searchWords('calculus van an') })).toBe(true);
    expect(matchesWords({ text, words: searchWords('giai dai') })).toBe(false);
  });
});

const klass = (
  id: number,
  courseId: number,
  meetings: BrowsableClass['meetings'],
  teacher = 'Trần Đức',
): BrowsableClass => ({
  id,
  classId: `C${id}`,
  courseId,
  courseCode: `K${courseId}`,
  classType: id % 2 === 0 ? 'LT' : 'TN',
  searchText: normaliseSearchText(`C${id} K${courseId} Giải tích ${teacher}`),
  teacherText: normaliseSearchText(teacher),
  meetings,
});

describe('class list filter', () => {
  const classes = [
    klass(1, 10, [{ day: 2, from: 1, to: 3 }]),
    klass(2, 20, [{ day: 2, from: 7, to: 9 }], 'Lê Thị Hoa'),
    klass(3, 10, [{ day: 5, from: 4, to: 6 }]),
    klass(4, 30, []),
  ];
  const select = (filter: Parameters<typeof selectOfferings>[0]['filter'], program: number[] | null = [20]) =>
    selectOfferings({
      classes,
      filter,
      programCourseIds: program === null ? null : new Set(program),
      hasSeat: (id) => id !== 3,
    }).map((c) => c.id);

  it('puts classes of programme courses first and keeps the order within each group', () => {
    expect(select({})).toEqual([2, 1, 3, 4]);
    expect(select({}, null)).toEqual([1, 2, 3, 4]);
    expect(select({ inProgram: true })).toEqual([2]);
    expect(select({ inProgram: true }, null)).toEqual([1, 2, 3, 4]);
  });

  it('applies day, period, both together, course, type, teacher and seats', () => {
    expect(select({ day: 2 })).toEqual([2, 1]);
    expect(select({ period: 5 })).toEqual([3]);
    expect(select({ day: 2, period: 8 })).toEqual([2]);
    expect(select({ day: 5, period: 8 })).toEqual([]);
    expect(select({ courseId: 10 })).toEqual([1, 3]);
    expect(select({ classType: 'LT' })).toEqual([2, 4]);
    expect(select({ teacher: 'le thi' })).toEqual([2]);
    expect(select({ teacher: 'TRAN DUC' })).toEqual([1, 3, 4]);
    expect(select({ hasSeats: true })).toEqual([2, 1, 4]);
    expect(select({ search: 'GIAI tich c3' })).toEqual([3]);
  });
});
