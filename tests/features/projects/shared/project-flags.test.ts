import { describe, expect, it } from 'vitest';
import {
  hasGrade,
  isInternship,
  isPostGraduate,
  isProcessing,
  isRequestEdit,
  isSubmitted,
  projectFlags,
} from '../../../../src/features/projects/shared/project-flags';

const UNSET = { supervisorMark: -1, reviewerMark: -1, processMark: -1, examMark: -1, finalMark: -1 };

describe('SPEC §3 project flags', () => {
  it('has a grade if any mark is >= 0 (a zero counts, -1 is unset)', () => {
    expect(hasGrade(UNSET)).toBe(false);
    expect(hasGrade({ ...UNSET, examMark: 0 })).toBe(true);
    expect(hasGrade({ ...UNSET, finalMark: 8.5 })).toBe(true);
    expect(hasGrade({})).toBe(false);
  });

  it('is submitted, processing or request-edit according to status', () => {
    expect([isSubmitted(2), isSubmitted(1)]).toEqual([true, false]);
    expect([isProcessing(4), isProcessing(2)]).toEqual([true, false]);
    expect([isRequestEdit(10), isRequestEdit(11)]).toEqual([true, false]);
  });

  it('is an internship by type, post-graduate when PhD or a master type', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].filter(isInternship)).toEqual([2, 3]);
    expect([0, 1, 2, 3, 4, 5, 6, 10].filter(isPostGraduate)).toEqual([4, 5, 6]);
  });

  it('gathers every flag', () => {
    expect(projectFlags({ ...UNSET, supervisorMark: 9, status: 10, projectType: 6 })).toEqual({
      hasGrade: true,
      isSubmitted: false,
      isProcessing: false,
      isRequestEdit: true,
      isInternship: false,
      isPostGraduate: true,
    });
  });
});
