/** What of a call tells whether it is for newcomers (an Award, or its stored row). */
export type NewcomerCallFields = {
  /** The call's term ('20261' = 2026–2027, term 1), '' when it has none. */
  semester: string;
  /** When the call opens (an ISO text or a Date). */
  startDate: string | Date;
  /** The cohorts the call is limited to (admission years), empty for every cohort. */
  studentYears: readonly number[];
};

/** Vietnamese academic years start in August or September: a date from August on is in the year starting then. */
const FIRST_MONTH_OF_YEAR = 7;
/** Vietnam time (UTC+7), in which the university counts its days. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar year the call's academic year starts in: from its term, else from its opening date. */
const academicYearOf = ({ semester, startDate }: Pick<NewcomerCallFields, 'semester' | 'startDate'>) => {
  if (/^\d{5}$/.test(semester)) return Number(semester.slice(0, 4));
  const local = new Date(new Date(startDate).getTime() + VIETNAM_OFFSET_MS);
  if (Number.isNaN(local.getTime())) return undefined;
  const year = local.getUTCFullYear();
  return local.getUTCMonth() >= FIRST_MONTH_OF_YEAR ? year : year - 1;
};

/**
 * True when a call is only for cohorts in their first academic year at the call's time (e.g. the
 * freshman scholarship, học bổng tân sinh viên: cohort 2026 in 2026–2027). Those students have no
 * previous year at the university, so such a call is judged on their admission results and
 * achievements, never on a previous-year GPA, whatever its category.
 */
export const isNewcomerCall = ({ semester, startDate, studentYears }: NewcomerCallFields): boolean => {
  if (studentYears.length === 0) return false;
  const year = academicYearOf({ semester, startDate });
  return year !== undefined && studentYears.every((cohort) => cohort >= year);
};
