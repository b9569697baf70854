import { describe, expect, it } from 'vitest';
import { finalMark, letterGradeOf, roundMark } from '../../../src/features/learn/shared/grade-scale';
import { computeStanding, rankingOf } from '../../../src/features/learn/shared/academic-standing';
import type { GradedResult } from '../../../src/features/learn/shared/academic-standing';

describe('grade scale', () => {
  it('maps 10-scale marks to letters at the regulation bounds', () => {
    expect(letterGradeOf(9.5)).toEqual({ letter: 'A+', mark4: 4, isPassed: true });
    expect(letterGradeOf(9.4)?.letter).toBe('A');
    expect(letterGradeOf(8.5)?.letter).toBe('A');
    expect(letterGradeOf(8.4)?.letter).toBe('B+');
    expect(letterGradeOf(7)?.mark4).toBe(3);
    expect(letterGradeOf(6.9)?.letter).toBe('C+');
    expect(letterGradeOf(5.5)?.mark4).toBe(2);
    expect(letterGradeOf(5)?.letter).toBe('D+');
    expect(letterGradeOf(4)).toEqual({ letter: 'D', mark4: 1, isPassed: true });
    expect(letterGradeOf(3.9)).toEqual({ letter: 'F', mark4: 0, isPassed: false });
    expect(letterGradeOf(0)?.letter).toBe('F');
  });

  it('treats missing marks as no grade and rejects impossible ones', () => {
    expect(letterGradeOf(-1)).toBeNull();
    expect(() => letterGradeOf(10.5)).toThrow(RangeError);
  });

  it('weights process and exam marks, rounding half up to one decimal', () => {
    expect(finalMark({ processMark: 8, examMark: 6, processWeight: 0.3 })).toBe(6.6);
    expect(finalMark({ processMark: 7, examMark: 8, processWeight: 0.5 })).toBe(7.5);
    expect(finalMark({ processMark: 7.5, examMark: 8.2, processWeight: 0.3 })).toBe(8);
    expect(finalMark({ processMark: -1, examMark: 8, processWeight: 0.3 })).toBe(-1);
    expect(() => finalMark({ processMark: 5, examMark: 5, processWeight: 1.5 })).toThrow(RangeError);
    expect(roundMark(8.45)).toBe(8.5);
  });
});

const result = (overrides: Partial<GradedResult>): GradedResult => ({
  courseId: 1,
  semester: '20241',
  credits: 3,
  totalMark: 8,
  mark4: 3.5,
  isPassed: true,
  gradeType: 1,
  ...overrides,
});

describe('GPA and CPA', () => {
  it('weights by credits per semester and cumulatively', () => {
    const standing = computeStanding([
      result({ courseId: 1, credits: 3, totalMark: 9, mark4: 4 }),
      result({ courseId: 2, credits: 2, totalMark: 6, mark4: 2 }),
      result({ courseId: 3, semester: '20242', credits: 4, totalMark: 7, mark4: 3 }),
    ]);
    expect(standing.map((s) => s.semester)).toEqual(['20241', '20242']);
    expect(standing[0]).toMatchObject({
      gpa: 3.2,
      gpa10: 7.8,
      cpa: 3.2,
      registeredCredits: 5,
      passedCredits: 5,
      accumulatedCredits: 5,
    });
    expect(standing[1]).toMatchObject({ gpa: 3, cpa: 3.11, accumulatedCredits: 9 });
    expect(standing[0].ranking).toEqual({ vi: 'Giỏi', en: 'Very good' });
  });

  it('lets a retake replace a failed mark in the CPA but keeps it in that semester GPA', () => {
    const standing = computeStanding([
      result({ courseId: 1, credits: 3, totalMark: 3, mark4: 0, isPassed: false }),
      result({ courseId: 1, semester: '20242', credits: 3, totalMark: 8.5, mark4: 4 }),
    ]);
    expect(standing[0]).toMatchObject({ gpa: 0, cpa: 0, passedCredits: 0, accumulatedCredits: 0 });
    expect(standing[1]).toMatchObject({ gpa: 4, cpa: 4, accumulatedCredits: 3 });
  });

  it('ignores non-cumulative and ungraded results', () => {
    const standing = computeStanding([
      result({ courseId: 1, credits: 2, totalMark: 4, mark4: 1 }),
      result({ courseId: 9, credits: 1, totalMark: 10, mark4: 4, gradeType: 0 }),
      result({ courseId: 8, credits: 3, totalMark: -1, mark4: -1, isPassed: false }),
    ]);
    expect(standing).toHaveLength(1);
    expect(standing[0]).toMatchObject({ gpa: 1, registeredCredits: 2 });
  });

  it('ranks by the cumulative 4-scale average', () => {
    expect(rankingOf(3.6).vi).toBe('Xuất sắc');
    expect(rankingOf(3.59).vi).toBe('Giỏi');
    expect(rankingOf(2.5).vi).toBe('Khá');
    expect(rankingOf(2).vi).toBe('Trung bình');
    expect(rankingOf(1.2).en).toBe('Weak');
    expect(rankingOf(0.5).vi).toBe('Kém');
  });
});
