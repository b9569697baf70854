/** The fields of a semester (SPEC §3 'Other') that the semester rule needs. */
export interface SemesterLike {
  /** Semester code, e.g. '20251' (year + term). */
  readonly semester: string | number;
  readonly isCurrentForClass?: boolean | null;
}

/** Orders semester codes: numerically when both are digits, else as text. */
export function compareSemesters(a: string | number, b: string | number): number {
  const left = String(a);
  const right = String(b);
  if (/^\d+$/.test(left) && /^\d+$/.test(right)) return Number(left) - Number(right);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A copy of the list sorted ascending by semester code (SPEC §4). */
export function sortSemesters<T extends SemesterLike>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => compareSemesters(a.semester, b.semester));
}

/** The current semester: the one flagged isCurrentForClass, else the latest; null for an empty list. */
export function pickCurrentSemester<T extends SemesterLike>(list: readonly T[]): T | null {
  const flagged = list.find((item) => item.isCurrentForClass === true);
  if (flagged) return flagged;
  const sorted = sortSemesters(list);
  return sorted.length > 0 ? sorted[sorted.length - 1] : null;
}
