/** When an exam sits, as far as it is known. */
export type ExamTime = { date?: string; start?: string; from?: number };

/**
 * Orders exams by date, then period (then start time), earliest first; exams without a date go
 * last. Dates are ISO (`2027-01-10`), so their text sorts as they fall.
 */
export function compareExamTimes(a: ExamTime, b: ExamTime): number {
  if (!a.date || !b.date) return (a.date ? 0 : 1) - (b.date ? 0 : 1);
  return (
    a.date.localeCompare(b.date) ||
    (a.from ?? 0) - (b.from ?? 0) ||
    (a.start ?? '').localeCompare(b.start ?? '')
  );
}
