/** A course result as the scholarship figures read it. */
export type ResultForAward = {
  semester: string;
  credits: number;
  /** Final mark on the 10 scale, -1 when not yet marked. */
  totalMark: number;
  /** The 4-scale value, -1 when not yet marked. */
  mark4: number;
  isRetake: boolean;
  /** SPEC §4 grade type: not cumulative 0, cumulative 1. */
  gradeType: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

const average = ({ results, scale4 }: { results: ResultForAward[]; scale4: boolean }) => {
  const marked = results.filter(
    (result) => (scale4 ? result.mark4 : result.totalMark) >= 0 && result.credits > 0,
  );
  const credits = marked.reduce((sum, result) => sum + result.credits, 0);
  if (credits === 0) return undefined;
  const points = marked.reduce(
    (sum, result) => sum + (scale4 ? result.mark4 : result.totalMark) * result.credits,
    0,
  );
  return round2(points / credits);
};

/**
 * The scholarship form's academic figures (SPEC §5), computed from study results, never typed:
 * - gpaPrevYear: credit-weighted mean over the previous academic year, retakes excluded;
 * - gpa4s: the same on the 4-point scale;
 * - gpaB1B2: over terms 1 and 2 (B1, B2) of the previous year, retakes excluded;
 * - cpa: over every cumulative result; gpa: over the latest term with marks.
 * Semester codes are the year the academic year starts plus the term (20251 = 2025–2026, term 1).
 * `scale4` picks the scale of gpaB1B2, cpa and gpa (the tenant's useGPA4S). A figure with no
 * marked credits is left out.
 */
export const academicFigures = ({
  results,
  currentSemester,
  scale4,
}: {
  results: ResultForAward[];
  currentSemester: string;
  scale4: boolean;
}): Record<string, number> => {
  const cumulative = results.filter((result) => result.gradeType !== 0);
  const previousYear = String(Number(currentSemester.slice(0, 4)) - 1);
  const lastYear = cumulative.filter(
    (result) => result.semester.startsWith(previousYear) && !result.isRetake,
  );
  const b1b2 = lastYear.filter((result) => ['1', '2'].includes(result.semester.slice(4)));
  const marked = cumulative.filter((result) => result.totalMark >= 0 && result.semester < currentSemester);
  const latest = marked.reduce((max, result) => (result.semester > max ? result.semester : max), '');
  const figures: Record<string, number | undefined> = {
    gpaPrevYear: average({ results: lastYear, scale4: false }),
    gpa4s: average({ results: lastYear, scale4: true }),
    gpaB1B2: average({ results: b1b2, scale4 }),
    cpa: average({ results: cumulative, scale4 }),
    gpa: latest
      ? average({ results: marked.filter((result) => result.semester === latest), scale4 })
      : undefined,
  };
  return Object.fromEntries(
    Object.entries(figures).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );
};
