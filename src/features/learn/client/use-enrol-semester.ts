import { useSource } from '../../../client/engine';
import { SEMESTERS_SOURCE } from '../../../client/engine/semesters-source';

/** The semester open for enrolment (canEnrol), else the latest one. */
export function useEnrolSemester(): string | null {
  const semesters = useSource(SEMESTERS_SOURCE, {});
  const list = semesters.data ?? [];
  return list.find((s) => s.canEnrol)?.semester ?? list[list.length - 1]?.semester ?? null;
}
