/** Days are whole UTC days; dates are 'YYYY-MM-DD' strings (timetables have no time zone issue). */
const DAY_MS = 86_400_000;

const toUtc = (date: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Invalid date "${date}" (expected YYYY-MM-DD)`);
  const value = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(value).toISOString().slice(0, 10) !== date) throw new RangeError(`Invalid date "${date}"`);
  return value;
};

const toText = (value: number) => new Date(value).toISOString().slice(0, 10);

/** The Monday of the week holding `date` (weeks start on Monday, SPEC §9). */
export const mondayOf = (date: string) => {
  const value = toUtc(date);
  const weekday = (new Date(value).getUTCDay() + 6) % 7;
  return toText(value - weekday * DAY_MS);
};

/**
 * Teaching week of a date: week 1 is the Monday-first week holding the semester's start date.
 * Dates before it give 0 or less.
 */
export const teachingWeekOf = ({ semesterStart, date }: { semesterStart: string; date: string }) =>
  Math.floor((toUtc(mondayOf(date)) - toUtc(mondayOf(semesterStart))) / (7 * DAY_MS)) + 1;

/** The date of a weekday (1..7 = Monday..Sunday) in a teaching week. */
export const dateOfTeachingWeek = ({
  semesterStart,
  week,
  day,
}: {
  semesterStart: string;
  week: number;
  day: number;
}) => {
  if (!Number.isInteger(week) || week < 1) throw new RangeError(`Invalid teaching week ${week}`);
  if (!Number.isInteger(day) || day < 1 || day > 7) throw new RangeError(`Invalid day ${day} (expected 1-7)`);
  return toText(toUtc(mondayOf(semesterStart)) + ((week - 1) * 7 + (day - 1)) * DAY_MS);
};

/** The weekday (1..7 = Monday..Sunday) of a date. */
export const weekdayOf = (date: string) => ((new Date(toUtc(date)).getUTCDay() + 6) % 7) + 1;
