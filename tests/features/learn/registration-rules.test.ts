import { describe, expect, it } from 'vitest';
import { decideWindow } from '../../../src/features/learn/shared/registration-window';
import { checkCredits, creditBoundsFor } from '../../../src/features/learn/shared/credit-limits';
import {
  missingPrerequisites,
  prerequisitesMetFor,
  studiedBefore,
} from '../../../src/features/learn/shared/prerequisites';
import { heldCredits, refuseClassChoice } from '../../../src/features/learn/shared/class-choice';
import type { ClassChoiceInput, HeldClass } from '../../../src/features/learn/shared/class-choice';
import { checkCoursePlan } from '../../../src/features/learn/shared/course-plan';

const windows = [
  { cohorts: [2022, 2023], opensAt: '2026-11-20T08:00:00+07:00', closesAt: '2026-11-30T17:00:00+07:00' },
  { cohorts: [2024], opensAt: '2026-12-01T08:00:00+07:00', closesAt: '2026-12-05T17:00:00+07:00' },
  { cohorts: [2021], opensAt: '2026-11-01T08:00:00+07:00', closesAt: '2026-11-10T17:00:00+07:00' },
];
const credits = { normal: { min: 12, max: 24 }, warning: { min: 8, max: 14 } };

describe('registration windows per cohort', () => {
  const now = new Date('2026-11-22T03:00:00Z');
  it('is open for a cohort inside its window, closed for others', () => {
    expect(decideWindow({ windows, cohort: 2023, now })).toMatchObject({ isOpen: true, window: windows[0] });
    expect(decideWindow({ windows, cohort: 2024, now })).toMatchObject({
      isOpen: false,
      reason: 'not-yet',
      window: windows[1],
    });
    expect(decideWindow({ windows, cohort: 2021, now })).toMatchObject({
      isOpen: false,
      reason: 'closed',
      window: windows[2],
    });
    expect(decideWindow({ windows, cohort: 2026, now })).toEqual({
      isOpen: false,
      reason: 'no-window',
      window: null,
    });
  });
  it('opens at opensAt and closes at closesAt exactly', () => {
    expect(decideWindow({ windows, cohort: 2024, now: new Date('2026-12-01T01:00:00Z') }).isOpen).toBe(true);
    expect(decideWindow({ windows, cohort: 2024, now: new Date('2026-12-01T00:59:59Z') }).isOpen).toBe(false);
    expect(decideWindow({ windows, cohort: 2024, now: new Date('2026-12-05T10:00:00Z') })).toMatchObject({
      isOpen: false,
      reason: 'closed',
    });
  });
});

describe('credit limits per academic standing', () => {
  it('uses the warning bounds when warningLevel > 0', () => {
    expect(creditBoundsFor({ credits, warningLevel: 0 })).toEqual({ min: 12, max: 24, isWarning: false });
    expect(creditBoundsFor({ credits, warningLevel: 2 })).toEqual({ min: 8, max: 14, isWarning: true });
  });
  it('always refuses above the maximum and refuses below the minimum only when strict', () => {
    const bounds = { min: 12, max: 24 };
    expect(checkCredits({ total: 25, bounds, strictMin: false })).toEqual({
      status: 'above-max',
      total: 25,
      max: 24,
    });
    expect(checkCredits({ total: 24, bounds, strictMin: true })).toEqual({ status: 'ok' });
    expect(checkCredits({ total: 12, bounds, strictMin: true })).toEqual({ status: 'ok' });
    expect(checkCredits({ total: 11, bounds, strictMin: true })).toEqual({
      status: 'below-min',
      total: 11,
      min: 12,
      isBlocking: true,
    });
    expect(checkCredits({ total: 11, bounds, strictMin: false })).toMatchObject({ isBlocking: false });
    expect(checkCredits({ total: 0, bounds, strictMin: true })).toEqual({ status: 'ok' });
  });
});

describe('prerequisites', () => {
  it('lists the unpassed ones in order', () => {
    expect(missingPrerequisites({ prerequisiteIds: [3, 1, 2], metCourseIds: new Set([1]) })).toEqual([3, 2]);
    expect(missingPrerequisites({ prerequisiteIds: [], metCourseIds: new Set() })).toEqual([]);
  });

  it('counts a course being studied in an earlier semester as met, not one studied in the same or a later one', () => {
    const studying = [
      { courseId: 10, semester: '20261' },
      { courseId: 11, semester: '20262' },
      { courseId: 12, semester: '20271' },
    ];
    const studiedIds = studiedBefore({ studying, semester: '20262' });
    expect([...studiedIds]).toEqual([10]);
    const met = prerequisitesMetFor({ passedCourseIds: new Set([1]), studiedIds });
    expect(missingPrerequisites({ prerequisiteIds: [1, 10, 11, 12], metCourseIds: met })).toEqual([11, 12]);
  });

  it('keeps the passed set itself when nothing is being studied', () => {
    const passed = new Set([1, 2]);
    expect(prerequisitesMetFor({ passedCourseIds: passed, studiedIds: new Set() })).toBe(passed);
  });
});

const held = (overrides: Partial<HeldClass>): HeldClass => ({
  id: 10,
  classId: '161010',
  courseId: 100,
  courseName: 'Giải tích I',
  classType: 'LT',
  calendarInfo: '2|S|1-3|1-15|D3-101',
  credits: 4,
  status: 'registered',
  ...overrides,
});

const choice = (overrides: Partial<ClassChoiceInput> = {}): ClassChoiceInput => ({
  student: { cohort: 2023, status: 0 },
  klass: {
    id: 1,
    classId: '161001',
    courseId: 200,
    courseCode: 'IT3080',
    courseName: 'Mạng máy tính',
    classType: 'LT',
    calendarInfo: '3|C|7-9|1-15|TC-201',
    status: 1,
    studentYears: [],
  },
  course: { credits: 3, prerequisiteIds: [] },
  isSemesterOpen: true,
  semester: '20262',
  window: { isOpen: true, window: windows[0] },
  held: [],
  bounds: { min: 12, max: 24, isWarning: false },
  metCourseIds: new Set(),
  courseNames: new Map([[50, { code: 'IT1110', name: 'Tin học đại cương' }]]),
  ...overrides,
});

describe('class choice', () => {
  it('accepts a valid choice', () => {
    expect(refuseClassChoice(choice())).toEqual([]);
  });
  it('refuses outside the window, for a bad status, a closed semester or class, another cohort', () => {
    const codes = refuseClassChoice(
      choice({
        window: { isOpen: false, reason: 'closed', window: windows[2] },
        student: { cohort: 2023, status: 9 },
        isSemesterOpen: false,
        klass: { ...choice().klass, status: 0, studentYears: [2025] },
      }),
    ).map((r) => r.code);
    expect(codes).toEqual(['window', 'student-status', 'semester-closed', 'class-closed', 'cohort']);
  });
  it('refuses a real clash but not a clash with a waitlisted class or alternate weeks', () => {
    const klass = { ...choice().klass, calendarInfo: '2|S|3-5|1-15|D9' };
    expect(refuseClassChoice(choice({ klass, held: [held({})] })).map((r) => r.code)).toEqual(['conflict']);
    expect(refuseClassChoice(choice({ klass, held: [held({ status: 'waitlisted' })] }))).toEqual([]);
    const odd = { ...klass, calendarInfo: '2|S|1-3|1,3,5|D9' };
    expect(
      refuseClassChoice(choice({ klass: odd, held: [held({ calendarInfo: '2|S|1-3|2,4,6|D3' })] })),
    ).toEqual([]);
  });
  it('counts credits per distinct course, including waitlisted ones', () => {
    expect(
      heldCredits([held({}), held({ id: 11, classType: 'BT' }), held({ id: 12, courseId: 101, credits: 3 })]),
    ).toBe(7);
    const many = [
      held({ courseId: 1, credits: 10, calendarInfo: '' }),
      held({ id: 2, courseId: 2, credits: 12, calendarInfo: '', status: 'waitlisted' }),
    ];
    const refusal = refuseClassChoice(choice({ held: many }));
    expect(refusal).toEqual([{ code: 'credit-max', total: 25, max: 24, isWarning: false }]);
    expect(refuseClassChoice(choice({ held: many, course: { credits: 2, prerequisiteIds: [] } }))).toEqual(
      [],
    );
  });
  it('uses the tighter bound of a student under academic warning', () => {
    const refusal = refuseClassChoice(
      choice({
        held: [held({ credits: 12, calendarInfo: '' })],
        bounds: { min: 8, max: 14, isWarning: true },
      }),
    );
    expect(refusal).toEqual([{ code: 'credit-max', total: 15, max: 14, isWarning: true }]);
  });
  it('refuses a second class of the same course and type, not a lab of it', () => {
    const klass = { ...choice().klass, courseId: 100 };
    expect(refuseClassChoice(choice({ klass, held: [held({ calendarInfo: '' })] }))).toEqual([
      { code: 'same-course', classCode: '161001', otherClassCode: '161010' },
    ]);
    expect(
      refuseClassChoice(choice({ klass: { ...klass, classType: 'TN' }, held: [held({ calendarInfo: '' })] })),
    ).toEqual([]);
  });
  it('refuses a lone lecture or exercise class beside a combined one of the same course', () => {
    const klass = { ...choice().klass, courseId: 100 };
    const combined = held({ classType: 'LT+BT', calendarInfo: '' });
    for (const classType of ['LT', 'BT', 'LT+BT'])
      expect(
        refuseClassChoice(choice({ klass: { ...klass, classType }, held: [combined] })),
        classType,
      ).toEqual([{ code: 'same-course', classCode: '161001', otherClassCode: '161010' }]);
    expect(
      refuseClassChoice(
        choice({ klass: { ...klass, classType: 'BT' }, held: [held({ classType: 'LT', calendarInfo: '' })] }),
      ),
    ).toEqual([]);
    expect(refuseClassChoice(choice({ klass: { ...klass, classType: 'TN' }, held: [combined] }))).toEqual([]);
  });
  it('names missing prerequisites', () => {
    const refusal = refuseClassChoice(choice({ course: { credits: 3, prerequisiteIds: [50] } }));
    expect(refusal).toEqual([
      {
        code: 'prerequisite',
        courseCode: 'IT3080',
        missing: [{ code: 'IT1110', name: 'Tin học đại cương' }],
      },
    ]);
    expect(
      refuseClassChoice(
        choice({ course: { credits: 3, prerequisiteIds: [50] }, metCourseIds: new Set([50]) }),
      ),
    ).toEqual([]);
  });
});

describe('course plan', () => {
  const base = {
    bounds: { min: 12, max: 24, isWarning: false },
    window: { isOpen: true as const, window: windows[0] },
    semester: { code: '20252', isOpen: true },
    metCourseIds: new Set<number>([7]),
    courseNames: new Map([
      [7, { code: 'MI1111', name: 'Giải tích I' }],
      [8, { code: 'MI1121', name: 'Giải tích II' }],
    ]),
  };
  const item = (courseId: number, credits: number, state = 1, prerequisiteIds: number[] = []) => ({
    courseId,
    code: `C${courseId}`,
    credits,
    state,
    prerequisiteIds,
  });

  it('counts only registered courses and accepts within bounds', () => {
    const verdict = checkCoursePlan({
      ...base,
      strictMin: true,
      items: [item(1, 4), item(2, 4), item(3, 4), item(4, 9, 2)],
    });
    expect(verdict).toMatchObject({ totalCredits: 12, isAccepted: true, planReasons: [] });
  });
  it('refuses below the minimum only when strict', () => {
    const items = [item(1, 4), item(2, 3)];
    expect(checkCoursePlan({ ...base, strictMin: true, items })).toMatchObject({
      isAccepted: false,
      planReasons: [{ code: 'credit-min', isBlocking: true }],
    });
    expect(checkCoursePlan({ ...base, strictMin: false, items })).toMatchObject({
      isAccepted: true,
      planReasons: [{ code: 'credit-min', isBlocking: false }],
    });
  });
  it('refuses above the maximum, a closed window and missing prerequisites', () => {
    const verdict = checkCoursePlan({
      ...base,
      strictMin: true,
      window: { isOpen: false, reason: 'not-yet', window: windows[1] },
      items: [item(1, 10), item(2, 10), item(3, 5, 1, [7, 8])],
    });
    expect(verdict.isAccepted).toBe(false);
    expect(verdict.planReasons.map((r) => r.code)).toEqual(['window', 'credit-max']);
    expect(verdict.courseReasons.get(3)).toEqual([
      { code: 'prerequisite', courseCode: 'C3', missing: [{ code: 'MI1121', name: 'Giải tích II' }] },
    ]);
  });
  it('refuses a plan for a semester that takes no enrolments (closed, past or unknown)', () => {
    const verdict = checkCoursePlan({
      ...base,
      strictMin: true,
      semester: { code: '99991', isOpen: false },
      items: [item(1, 4), item(2, 4), item(3, 4)],
    });
    expect(verdict.isAccepted).toBe(false);
    expect(verdict.planReasons).toEqual([{ code: 'semester-closed', semester: '99991' }]);
  });
});
