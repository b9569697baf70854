/** What SPEC §5 award visibility reads of a call. */
export type AwardAudience = {
  unitIds: readonly number[];
  studentYears: readonly number[];
  /** Ids, student codes or e-mails, as text. */
  studentIds: readonly string[];
};

/** What SPEC §5 award visibility reads of the signed-in student. */
export type AwardViewer = {
  /** The database id (`students.id`). */
  id: number;
  /** The account's user id, when it differs from the student id. */
  userId?: number;
  studentCode: string;
  email: string;
  relatedEmail: string;
  departmentId: number;
  /** Admission year (khóa). */
  cohort: number;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * SPEC §5: a call listing student ids is visible only to a student matching one of id, student
 * code, e-mail, related e-mail or database id; otherwise the call's units (none, -1, or the
 * student's own) and years (none, or the student's own) must match.
 */
export const isAwardVisible = ({ award, student }: { award: AwardAudience; student: AwardViewer }) => {
  if (award.studentIds.length > 0) {
    const keys = [String(student.id), student.studentCode, student.email, student.relatedEmail];
    if (student.userId !== undefined) keys.push(String(student.userId));
    return award.studentIds.some(
      (listed) => listed.trim() !== '' && keys.some((key) => key !== '' && same(listed, key)),
    );
  }
  const unitMatches =
    award.unitIds.length === 0 || award.unitIds.includes(-1) || award.unitIds.includes(student.departmentId);
  const yearMatches = award.studentYears.length === 0 || award.studentYears.includes(student.cohort);
  return unitMatches && yearMatches;
};
