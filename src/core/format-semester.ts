import type { Locale } from './locale';

/**
 * The one way a semester is shown: "Học kỳ 2 năm học 2025–2026" / "Semester 2, 2025–2026".
 * A semester code is the school year's first calendar year and the term (SPEC §3 'Other':
 * `20252` is term 2 of 2025–2026; `2025.2` is read the same way). Term 3 is the summer term.
 * A code that follows neither shape is shown as it is.
 */
export const formatSemester = ({ semester, locale }: { semester: string | number; locale: Locale }) => {
  const parts = parseSemesterCode(semester);
  if (!parts) return String(semester);
  const years = `${parts.year}–${parts.year + 1}`;
  if (parts.term === 3) return locale === 'vi' ? `Học kỳ hè năm học ${years}` : `Summer term, ${years}`;
  return locale === 'vi' ? `Học kỳ ${parts.term} năm học ${years}` : `Semester ${parts.term}, ${years}`;
};

/** The school year (first calendar year) and term of a semester code, or null when it has neither. */
export const parseSemesterCode = (semester: string | number): { year: number; term: 1 | 2 | 3 } | null => {
  const match = /^(\d{4})\.?([123])$/.exec(String(semester).trim());
  if (!match) return null;
  return { year: Number(match[1]), term: Number(match[2]) as 1 | 2 | 3 };
};
