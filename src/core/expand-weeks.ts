/** Highest week number accepted in a week list (an academic year has fewer weeks). */
export const MAX_WEEK = 60;

const PART = /^(\d{1,2})(?:\s*-\s*(\d{1,2}))?$/;

/**
 * Expands a week list such as '3-7,9,11-15' into sorted, distinct week numbers
 * ([3,4,5,6,7,9,11,...]). Blank text gives []. Throws a RangeError naming the bad part for
 * malformed parts, week numbers outside 1..MAX_WEEK and reversed ranges like '7-3'.
 */
export function expandWeeks(text: string): number[] {
  const weeks = new Set<number>();
  const trimmed = text.trim();
  if (trimmed === '') return [];
  for (const raw of trimmed.split(',')) {
    const part = raw.trim();
    const match = PART.exec(part);
    if (!match) throw new RangeError(`Invalid week list part "${part}"`);
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to > MAX_WEEK) throw new RangeError(`Week out of range 1-${MAX_WEEK} in "${part}"`);
    if (to < from) throw new RangeError(`Reversed week range "${part}"`);
    for (let week = from; week <= to; week += 1) weeks.add(week);
  }
  return [...weeks].sort((a, b) => a - b);
}

/** The shortest week list text for some weeks: [3,4,5,9] -> '3-5,9' (input order and repeats do not matter). */
export function compressWeeks(weeks: readonly number[]): string {
  const sorted = [...new Set(weeks)].sort((a, b) => a - b);
  const parts: string[] = [];
  let index = 0;
  while (index < sorted.length) {
    const start = sorted[index];
    let end = start;
    while (index + 1 < sorted.length && sorted[index + 1] === end + 1) {
      index += 1;
      end = sorted[index];
    }
    parts.push(start === end ? String(start) : `${start}-${end}`);
    index += 1;
  }
  return parts.join(',');
}
