import { describe, expect, it } from 'vitest';
import { saveHints } from '../../../../src/features/learn/client/course-registration-save-hint';
import type { PlanSummary, PlanVerdict } from '../../../../src/features/learn/client/sources';

const summary = (window: Partial<PlanSummary['window']> = {}): PlanSummary => ({
  totalCredits: 0,
  minCredits: 12,
  maxCredits: 24,
  isWarning: false,
  isMinStrict: true,
  isSemesterOpen: true,
  window: { isOpen: true, reason: 'open', opensAt: '', closesAt: '', ...window },
});
const reason = (code: string, isBlocking = true) =>
  ({ code, message: `vi ${code}`, messageEn: `en ${code}`, isBlocking }) as PlanVerdict['reasons'][number];
const verdict = (
  totalCredits: number,
  reasons: PlanVerdict['reasons'],
  courses: PlanVerdict['courses'] = [],
) => ({
  accepted: false,
  totalCredits,
  reasons,
  courses,
});

describe('saveHints (why Save is disabled)', () => {
  it('says nothing before the first check or for an accepted plan', () => {
    expect(saveHints({ verdict: null, summary: summary() })).toEqual([]);
    expect(saveHints({ verdict: { ...verdict(15, []), accepted: true }, summary: summary() })).toEqual([]);
  });

  it('counts the credits to add or to remove against the bounds', () => {
    expect(saveHints({ verdict: verdict(8, [reason('credit-min')]), summary: summary() })).toEqual([
      { id: 'learn.courseReg.hint.min', values: { needed: 4, min: 12 }, isBlocking: true },
    ]);
    expect(saveHints({ verdict: verdict(27, [reason('credit-max')]), summary: summary() })).toEqual([
      { id: 'learn.courseReg.hint.max', values: { over: 3, max: 24 }, isBlocking: true },
    ]);
    // A minimum that is not strict is advice only.
    expect(
      saveHints({ verdict: verdict(8, [reason('credit-min', false)]), summary: summary() })[0],
    ).toMatchObject({
      isBlocking: false,
    });
  });

  it('names the window first, then refused courses, then any other blocking reason in the server’s words', () => {
    const refused = {
      courseId: 9,
      code: 'IT4000',
      name: 'x',
      credits: 3,
      state: 1,
      reasons: [reason('prerequisite')],
    } as PlanVerdict['courses'][number];
    const hints = saveHints({
      verdict: verdict(15, [reason('student-status'), reason('window')], [refused]),
      summary: summary({ isOpen: false, reason: 'closed' }),
    });
    expect(hints).toEqual([
      { id: 'learn.courseReg.hint.window.closed', values: {}, isBlocking: true },
      { id: 'learn.courseReg.hint.courses', values: { count: 1, codes: 'IT4000' }, isBlocking: true },
      { message: 'vi student-status', messageEn: 'en student-status', isBlocking: true },
    ]);
  });
});
