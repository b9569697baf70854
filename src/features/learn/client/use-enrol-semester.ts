import { useSource } from '../../../client/engine';

/** The semester open for enrolment (canEnrol), else the latest one. */
export function useEnrolSemester(): string | null {
  const semesters = useSource('learn.semesters', {});
  const list = semesters.data ?? [];
  return list.find((s) => s.canEnrol)?.semester ?? list[list.length - 1]?.semester ?? null;
}
