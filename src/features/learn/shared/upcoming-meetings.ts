/** A dated meeting or sitting, as far as picking the next ones needs. */
type Dated = { date: string; start: string; from: number };

const byTime = (a: Dated, b: Dated) =>
  a.date === b.date ? a.start.localeCompare(b.start) || a.from - b.from : a.date < b.date ? -1 : 1;

/**
 * Today's meetings (all of them, in order) and the next `count` meetings after today. Meetings
 * of several classes are merged; the input need not be sorted.
 */
export const pickMeetings = <T extends Dated>({
  meetings,
  today,
  count,
}: {
  meetings: readonly T[];
  today: string;
  count: number;
}) => {
  const sorted = [...meetings].sort(byTime);
  return {
    today: sorted.filter((meeting) => meeting.date === today),
    next: sorted.filter((meeting) => meeting.date > today).slice(0, count),
  };
};

/** The earliest sitting that has not ended: later today (its end after `time`) or on a later day. */
export const pickNextExam = <T extends Dated & { end: string }>({
  exams,
  today,
  time,
}: {
  exams: readonly T[];
  today: string;
  time: string;
}): T | null =>
  [...exams]
    .filter((exam) => exam.date > today || (exam.date === today && exam.end > time))
    .sort(byTime)[0] ?? null;
