/** One course of a programme module, as the audit needs it. */
export type AuditCourseInput = {
  courseId: number;
  code: string;
  name: string;
  /** English name ('' when the catalogue has none). */
  nameEn?: string;
  credits: number;
  isRequired: boolean;
  suggestedTerm: number;
};

/** One ordered module of a programme. */
export type AuditModuleInput = {
  id: number;
  order: number;
  name: string;
  nameEn: string;
  requiredCredits: number;
  courses: AuditCourseInput[];
};

/** done = passed; in-progress = registered this or next semester; missing = neither (failed attempts included). */
export type AuditStatus = 'done' | 'in-progress' | 'missing';

export type AuditCourse = AuditCourseInput & { status: AuditStatus; letterGrade: string };
export type AuditModule = Omit<AuditModuleInput, 'courses'> & {
  courses: AuditCourse[];
  doneCredits: number;
  inProgressCredits: number;
  missingCredits: number;
  status: AuditStatus;
};
export type DegreeAudit = {
  modules: AuditModule[];
  requiredCredits: number;
  doneCredits: number;
  inProgressCredits: number;
  missingCredits: number;
  /** Passed courses that count toward no module of this programme. */
  unusedCourseIds: number[];
};

/**
 * Degree audit: each module in order with its courses marked done / in progress / missing.
 * A module's credits count at most up to what it requires (extra electives do not fill another
 * module). A module is done when every required course is done and its credits are reached.
 */
export const auditProgram = ({
  modules,
  passed,
  inProgressCourseIds,
}: {
  modules: readonly AuditModuleInput[];
  /** Passed course id -> best letter grade. */
  passed: ReadonlyMap<number, string>;
  inProgressCourseIds: ReadonlySet<number>;
}): DegreeAudit => {
  const used = new Set<number>();
  const audited = [...modules]
    .sort((a, b) => a.order - b.order)
    .map((module): AuditModule => {
      const courses = module.courses.map((course): AuditCourse => {
        const status: AuditStatus = passed.has(course.courseId)
          ? 'done'
          : inProgressCourseIds.has(course.courseId)
            ? 'in-progress'
            : 'missing';
        if (status === 'done') used.add(course.courseId);
        return { ...course, status, letterGrade: passed.get(course.courseId) ?? '' };
      });
      const sum = (status: AuditStatus) =>
        courses.filter((c) => c.status === status).reduce((total, c) => total + c.credits, 0);
      const doneCredits = Math.min(sum('done'), module.requiredCredits);
      const inProgressCredits = Math.min(sum('in-progress'), module.requiredCredits - doneCredits);
      const missingCredits = Math.max(0, module.requiredCredits - doneCredits - inProgressCredits);
      const requiredPending = courses.filter((c) => c.isRequired && c.status !== 'done');
      const status: AuditStatus =
        requiredPending.length === 0 && doneCredits >= module.requiredCredits
          ? 'done'
          : requiredPending.every((c) => c.status === 'in-progress') && missingCredits === 0
            ? 'in-progress'
            : 'missing';
      const { courses: _ignored, ...rest } = module;
      return { ...rest, courses, doneCredits, inProgressCredits, missingCredits, status };
    });
  const total = (key: 'requiredCredits' | 'doneCredits' | 'inProgressCredits' | 'missingCredits') =>
    audited.reduce((sum, m) => sum + m[key], 0);
  return {
    modules: audited,
    requiredCredits: total('requiredCredits'),
    doneCredits: total('doneCredits'),
    inProgressCredits: total('inProgressCredits'),
    missingCredits: total('missingCredits'),
    unusedCourseIds: [...passed.keys()].filter((id) => !used.has(id)).sort((a, b) => a - b),
  };
};
