import type { WindowDecision } from './registration-window';
import type { CourseName, RegistrationReason } from './registration-reasons';
import { checkCredits } from './credit-limits';
import type { CreditRange } from './credit-limits';
import { findScheduleClashes } from './schedule-conflicts';
import { missingPrerequisites } from './prerequisites';

/** A class the student holds (registered) or waits for, in the target semester. */
export type HeldClass = {
  id: number;
  classId: string;
  courseId: number;
  courseName: string;
  courseNameEn?: string;
  classType: string;
  calendarInfo: string;
  credits: number;
  status: 'registered' | 'waitlisted';
};

/** Everything the class registration rule needs, read before the seat is taken. */
export type ClassChoiceInput = {
  student: { cohort: number; status: number };
  klass: {
    id: number;
    classId: string;
    courseId: number;
    courseCode: string;
    courseName: string;
    classType: string;
    calendarInfo: string;
    status: number;
    studentYears: number[];
  };
  course: { credits: number; prerequisiteIds: number[] };
  isSemesterOpen: boolean;
  semester: string;
  window: WindowDecision;
  held: readonly HeldClass[];
  bounds: CreditRange & { isWarning: boolean };
  /** Courses meeting a prerequisite for the class's semester (prerequisitesMetFor). */
  metCourseIds: ReadonlySet<number>;
  /** Code and name of courses, for prerequisite explanations. */
  courseNames: ReadonlyMap<number, CourseName>;
};

/** SPEC §4 student statuses that may register: normal 0, returned 4 (back from company), promoted 10. */
const REGISTERING_STATUSES = new Set([0, 4, 10]);

/** Credits of the distinct courses held. */
export const heldCredits = (held: readonly Pick<HeldClass, 'courseId' | 'credits'>[]) => {
  const byCourse = new Map(held.map((item) => [item.courseId, item.credits]));
  return [...byCourse.values()].reduce((sum, credits) => sum + credits, 0);
};

/** The parts a class type teaches: "LT+BT" is a lecture (LT) and its exercises (BT). */
const componentsOf = (classType: string) =>
  new Set(
    classType
      .split('+')
      .map((part) => part.trim().toUpperCase())
      .filter(Boolean),
  );

/**
 * Whether two classes of one course teach a part twice: the same type, or a combined "LT+BT"
 * with a lone "LT" or "BT" ("LT" with "BT" are the two halves, and a lab "TN" is apart).
 */
export const sharesComponent = (a: string, b: string) => {
  const parts = componentsOf(a);
  return a === b || [...componentsOf(b)].some((part) => parts.has(part));
};

/**
 * The reasons that refuse a class registration (empty = the student may take a seat or join the
 * waiting list). Order: window, status, semester, class, cohort, duplicates, credits, conflicts,
 * prerequisites; all applicable reasons are reported so the student can fix them at once.
 */
export const refuseClassChoice = (input: ClassChoiceInput): RegistrationReason[] => {
  const { klass, window } = input;
  const reasons: RegistrationReason[] = [];
  if (!window.isOpen) {
    reasons.push({
      code: 'window',
      status: window.reason,
      opensAt: window.window?.opensAt,
      closesAt: window.window?.closesAt,
    });
  }
  if (!REGISTERING_STATUSES.has(input.student.status)) reasons.push({ code: 'student-status' });
  if (!input.isSemesterOpen) reasons.push({ code: 'semester-closed', semester: input.semester });
  if (klass.status !== 1) reasons.push({ code: 'class-closed', classCode: klass.classId });
  if (klass.studentYears.length > 0 && !klass.studentYears.includes(input.student.cohort)) {
    reasons.push({ code: 'cohort', classCode: klass.classId, cohorts: klass.studentYears });
  }
  const sameCourse = input.held.find(
    (item) =>
      item.courseId === klass.courseId &&
      sharesComponent(item.classType, klass.classType) &&
      item.id !== klass.id,
  );
  if (sameCourse)
    reasons.push({ code: 'same-course', classCode: klass.classId, otherClassCode: sameCourse.classId });
  const total = heldCredits([...input.held, { courseId: klass.courseId, credits: input.course.credits }]);
  const credit = checkCredits({ total, bounds: input.bounds, strictMin: false });
  if (credit.status === 'above-max')
    reasons.push({ code: 'credit-max', total, max: credit.max, isWarning: input.bounds.isWarning });
  const clashes = findScheduleClashes({
    candidate: klass,
    existing: input.held.filter((item) => item.status === 'registered'),
  });
  if (clashes.length > 0) reasons.push({ code: 'conflict', classCode: klass.classId, clashes });
  const missing = missingPrerequisites({
    prerequisiteIds: input.course.prerequisiteIds,
    metCourseIds: input.metCourseIds,
  });
  if (missing.length > 0) {
    reasons.push({
      code: 'prerequisite',
      courseCode: klass.courseCode,
      missing: missing.map((id) => input.courseNames.get(id) ?? { code: String(id), name: '', nameEn: '' }),
    });
  }
  return reasons;
};
