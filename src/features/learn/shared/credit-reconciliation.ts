/** A course result as the reconciliation needs it; `gradeType` 0 = pass/fail only (SPEC §4 not cumulative), missing = cumulative. */
export type ReconcileResult = { courseId: number; credits: number; isPassed: boolean; gradeType?: number };

/** A programme module as the audit answers it: what it requires, what counts, and its courses. */
export type ReconcileModule = {
  doneCredits: number;
  courses: readonly { courseId: number; credits: number; status: string }[];
};

/** Why credits toward the programme and accumulated credits differ; each figure in credits. */
export type CreditReconciliation = {
  /** Passed courses graded pass/fail only (physical education, defence education): they count toward the programme, never toward accumulated credits or CPA. */
  notCumulative: number;
  /** Credits passed in a module beyond what the module requires: accumulated, not counted again toward the programme. */
  beyondModules: number;
  /** Passed cumulative courses that belong to no module of the programme: accumulated, not toward the programme. */
  outsideProgram: number;
  /** Courses attempted and never passed: neither accumulated nor toward the programme. */
  notPassed: number;
};

/**
 * Explains the gap between "credits toward the programme" (degree audit) and "accumulated
 * credits" (CPA): every course counts once, by its best attempt.
 */
export const reconcileCredits = ({
  modules,
  unusedCourseIds,
  results,
}: {
  modules: readonly ReconcileModule[];
  /** Passed courses the audit could not place in any module. */
  unusedCourseIds: readonly number[];
  results: readonly ReconcileResult[];
}): CreditReconciliation => {
  const courses = new Map<number, { credits: number; isPassed: boolean; isCumulative: boolean }>();
  for (const result of results) {
    const known = courses.get(result.courseId);
    courses.set(result.courseId, {
      credits: result.credits,
      isPassed: (known?.isPassed ?? false) || result.isPassed,
      isCumulative: (result.gradeType ?? 1) !== 0,
    });
  }
  const sum = (filter: (course: { credits: number; isPassed: boolean; isCumulative: boolean }) => boolean) =>
    [...courses.values()].filter(filter).reduce((total, course) => total + course.credits, 0);
  const unused = new Set(unusedCourseIds);
  const outsideProgram = [...courses.entries()]
    .filter(([id, course]) => unused.has(id) && course.isPassed && course.isCumulative)
    .reduce((total, [, course]) => total + course.credits, 0);
  const beyondModules = modules.reduce((total, module) => {
    const passed = module.courses
      .filter((course) => course.status === 'done')
      .reduce((credits, course) => credits + course.credits, 0);
    return total + Math.max(0, passed - module.doneCredits);
  }, 0);
  return {
    notCumulative: sum((course) => course.isPassed && !course.isCumulative),
    beyondModules,
    outsideProgram,
    notPassed: sum((course) => !course.isPassed),
  };
};
