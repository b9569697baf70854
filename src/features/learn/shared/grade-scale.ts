/** A letter grade of the Vietnamese credit system and its value on the 4 scale. */
export type LetterGrade = { letter: string; mark4: number; isPassed: boolean };

/**
 * Lower bounds (10 scale, inclusive) of each letter grade, as in the credit-system regulation
 * (Thông tư 08/2021/TT-BGDĐT): A+ 9.5, A 8.5, B+ 8.0, B 7.0, C+ 6.5, C 5.5, D+ 5.0, D 4.0, F below.
 */
export const LETTER_GRADES: readonly (LetterGrade & { min: number })[] = Object.freeze([
  { letter: 'A+', min: 9.5, mark4: 4, isPassed: true },
  { letter: 'A', min: 8.5, mark4: 4, isPassed: true },
  { letter: 'B+', min: 8.0, mark4: 3.5, isPassed: true },
  { letter: 'B', min: 7.0, mark4: 3, isPassed: true },
  { letter: 'C+', min: 6.5, mark4: 2.5, isPassed: true },
  { letter: 'C', min: 5.5, mark4: 2, isPassed: true },
  { letter: 'D+', min: 5.0, mark4: 1.5, isPassed: true },
  { letter: 'D', min: 4.0, mark4: 1, isPassed: true },
  { letter: 'F', min: 0, mark4: 0, isPassed: false },
]);

/** Rounds to one decimal the way transcripts print marks (half up). */
export const roundMark = (value: number) => Math.round(value * 10 + 1e-9) / 10;

/**
 * Final mark on the 10 scale from the process (midterm) and exam marks; -1 when either is
 * missing (negative).
 */
export const finalMark = ({
  processMark,
  examMark,
  processWeight,
}: {
  processMark: number;
  examMark: number;
  processWeight: number;
}) => {
  if (processMark < 0 || examMark < 0) return -1;
  if (processWeight < 0 || processWeight > 1)
    throw new RangeError(`processWeight must be within 0..1, got ${processWeight}`);
  return roundMark(processMark * processWeight + examMark * (1 - processWeight));
};

/** The letter grade of a final mark (10 scale); null when the mark is missing (negative). */
export const letterGradeOf = (totalMark: number): LetterGrade | null => {
  if (totalMark < 0) return null;
  if (totalMark > 10) throw new RangeError(`A mark is at most 10, got ${totalMark}`);
  const rounded = roundMark(totalMark);
  const grade = LETTER_GRADES.find((item) => rounded >= item.min) ?? LETTER_GRADES[LETTER_GRADES.length - 1];
  return { letter: grade.letter, mark4: grade.mark4, isPassed: grade.isPassed };
};
