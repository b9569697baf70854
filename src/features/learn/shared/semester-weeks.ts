import { teachingWeekOf } from './teaching-week';

/** A semester's first and last day, 'YYYY-MM-DD'. */
export type SemesterSpan = { startDate: string; endDate: string };

/** The last teaching week of a semester (the week holding its end date; at least 1). */
export const lastTeachingWeek = ({ startDate, endDate }: SemesterSpan) =>
  Math.max(1, teachingWeekOf({ semesterStart: startDate, date: endDate }));

/** A teaching week kept within the semester (1..last week). */
export const clampTeachingWeek = ({ span, week }: { span: SemesterSpan; week: number }) =>
  Math.min(lastTeachingWeek(span), Math.max(1, Math.trunc(week) || 1));

/**
 * Where a date falls in a semester and the teaching week to show for it: its own week within
 * the semester, week 1 before the start, the last week after the end.
 */
export const weekOfDate = ({
  span,
  date,
}: {
  span: SemesterSpan;
  date: string;
}): { week: number; position: 'before' | 'within' | 'after' } => {
  if (date < span.startDate) return { week: 1, position: 'before' };
  if (date > span.endDate) return { week: lastTeachingWeek(span), position: 'after' };
  return { week: teachingWeekOf({ semesterStart: span.startDate, date }), position: 'within' };
};
