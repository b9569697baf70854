import { describe, expect, it } from 'vitest';
import { reconcileCredits } from '../../../src/features/learn/shared/credit-reconciliation';

describe('credit reconciliation', () => {
  it('names each reason why programme credits and accumulated credits differ', () => {
    const reasons = reconcileCredits({
      modules: [
        // General module: PE (1, pass/fail) and Calculus (4) done, requires 5.
        {
          doneCredits: 5,
          courses: [
            { courseId: 1, credits: 1, status: 'done' },
            { courseId: 2, credits: 4, status: 'done' },
          ],
        },
        // Electives: 2 + 3 passed, only 3 required.
        {
          doneCredits: 3,
          courses: [
            { courseId: 3, credits: 2, status: 'done' },
            { courseId: 4, credits: 3, status: 'done' },
            { courseId: 5, credits: 3, status: 'missing' },
          ],
        },
      ],
      unusedCourseIds: [6],
      results: [
        { courseId: 1, credits: 1, isPassed: true, gradeType: 0 },
        { courseId: 2, credits: 4, isPassed: false, gradeType: 1 },
        { courseId: 2, credits: 4, isPassed: true, gradeType: 1 },
        { courseId: 3, credits: 2, isPassed: true, gradeType: 1 },
        { courseId: 4, credits: 3, isPassed: true, gradeType: 1 },
        { courseId: 5, credits: 3, isPassed: false, gradeType: 1 },
        { courseId: 6, credits: 2, isPassed: true, gradeType: 1 },
      ],
    });
    // Toward the programme: 5 + 3 = 8. Accumulated: 4 + 2 + 3 + 2 = 11 = 8 - 1 (PE) + 2 (extra elective) + 2 (outside).
    expect(reasons).toEqual({ notCumulative: 1, beyondModules: 2, outsideProgram: 2, notPassed: 3 });
  });

  it('finds nothing to explain when every passed course counts once toward its module', () => {
    expect(
      reconcileCredits({
        modules: [{ doneCredits: 4, courses: [{ courseId: 2, credits: 4, status: 'done' }] }],
        unusedCourseIds: [],
        results: [{ courseId: 2, credits: 4, isPassed: true, gradeType: 1 }],
      }),
    ).toEqual({ notCumulative: 0, beyondModules: 0, outsideProgram: 0, notPassed: 0 });
  });
});
