import type { CourseName, RegistrationReason } from './registration-reasons';
import { checkCredits } from './credit-limits';
import type { CreditRange } from './credit-limits';
import { missingPrerequisites } from './prerequisites';
import type { WindowDecision } from './registration-window';

/** One course of a submitted plan; state: none 0, registered 1, planning 2 (SPEC §4). */
export type PlanItem = {
  courseId: number;
  code: string;
  credits: number;
  state: number;
  prerequisiteIds: number[];
};

/** The verdict on a course plan: per-course refusals, plan-wide reasons and the credit total. */
export type PlanVerdict = {
  totalCredits: number;
  planReasons: RegistrationReason[];
  courseReasons: Map<number, RegistrationReason[]>;
  isAccepted: boolean;
};

/**
 * Checks a course plan for a semester. Only courses in state registered (1) count toward the
 * credit bounds; planning (2) courses are kept as a wish list and never refused for credits.
 * The plan is accepted when no refusal applies (a non-strict minimum is only a warning).
 */
export const checkCoursePlan = ({
  items,
  bounds,
  strictMin,
  window,
  semester,
  metCourseIds,
  courseNames,
}: {
  items: readonly PlanItem[];
  bounds: CreditRange & { isWarning: boolean };
  strictMin: boolean;
  window: WindowDecision;
  /** The plan's semester and whether it takes enrolments (SPEC §3 canEnrol); unknown ones do not. */
  semester: { code: string; isOpen: boolean };
  /** Courses meeting a prerequisite for the plan's semester (prerequisitesMetFor). */
  metCourseIds: ReadonlySet<number>;
  courseNames: ReadonlyMap<number, CourseName>;
}): PlanVerdict => {
  const planReasons: RegistrationReason[] = [];
  const courseReasons = new Map<number, RegistrationReason[]>();
  if (!semester.isOpen) planReasons.push({ code: 'semester-closed', semester: semester.code });
  if (!window.isOpen)
    planReasons.push({
      code: 'window',
      status: window.reason,
      opensAt: window.window?.opensAt,
      closesAt: window.window?.closesAt,
    });
  const registered = items.filter((item) => item.state === 1);
  const totalCredits = registered.reduce((sum, item) => sum + item.credits, 0);
  const credit = checkCredits({ total: totalCredits, bounds, strictMin });
  if (credit.status === 'above-max')
    planReasons.push({
      code: 'credit-max',
      total: totalCredits,
      max: credit.max,
      isWarning: bounds.isWarning,
    });
  if (credit.status === 'below-min') {
    planReasons.push({
      code: 'credit-min',
      total: totalCredits,
      min: credit.min,
      isBlocking: credit.isBlocking,
      isWarning: bounds.isWarning,
    });
  }
  for (const item of registered) {
    const missing = missingPrerequisites({ prerequisiteIds: item.prerequisiteIds, metCourseIds });
    if (missing.length > 0) {
      courseReasons.set(item.courseId, [
        {
          code: 'prerequisite',
          courseCode: item.code,
          missing: missing.map((id) => courseNames.get(id) ?? { code: String(id), name: '', nameEn: '' }),
        },
      ]);
    }
  }
  const isBlocking = (reason: RegistrationReason) => !(reason.code === 'credit-min' && !reason.isBlocking);
  const isAccepted = planReasons.filter(isBlocking).length === 0 && courseReasons.size === 0;
  return { totalCredits, planReasons, courseReasons, isAccepted };
};
