import { describe, expect, it } from 'vitest';
import { declaredFigureMismatches } from '../../../../src/features/awards/shared/declared-figures';

describe("declaredFigureMismatches: the student's own figures against the computed ones", () => {
  it('lists each declared figure that differs from the computed one, in form order', () => {
    expect(
      declaredFigureMismatches({
        data: { cpa: 3.5, gpaPrevYear: 9, gpa4s: 3.4, reason: 'x' },
        academic: { gpaPrevYear: 8.1, gpa4s: 3.4, cpa: 3.12 },
      }),
    ).toEqual([
      { field: 'gpaPrevYear', declared: 9, computed: 8.1 },
      { field: 'cpa', declared: 3.5, computed: 3.12 },
    ]);
  });

  it('treats figures equal to two decimals as the same', () => {
    expect(
      declaredFigureMismatches({ data: { gpa: 3.2, cpa: 3.124 }, academic: { gpa: 3.2, cpa: 3.12 } }),
    ).toEqual([]);
  });

  it('compares nothing when either side is missing or not a number', () => {
    expect(
      declaredFigureMismatches({
        data: { gpa: '9', cpa: 3.5, gpaB1B2: Number.NaN },
        academic: { gpa: 8, gpaB1B2: 7 },
      }),
    ).toEqual([]);
  });
});
