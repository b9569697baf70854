import type { LocalizedText } from '../../../core/index';
import { roundMark } from './grade-scale';

/** The fields of a course result that GPA/CPA need. */
export type GradedResult = {
  courseId: number;
  semester: string;
  credits: number;
  totalMark: number;
  mark4: number;
  isPassed: boolean;
  /** SPEC §4 grade type: 0 not cumulative (e.g. physical education), 1 cumulative. */
  gradeType: number;
};

/** Averages of one semester and the cumulative ones up to it. */
export type SemesterStanding = {
  semester: string;
  gpa: number;
  gpa10: number;
  cpa: number;
  cpa10: number;
  registeredCredits: number;
  passedCredits: number;
  accumulatedCredits: number;
  ranking: LocalizedText;
};

const round2 = (value: number) => Math.round(value * 100 + 1e-9) / 100;

/** Academic ranking by 4-scale average (Thông tư 08/2021): 3.6 / 3.2 / 2.5 / 2.0 / 1.0. */
export const rankingOf = (average4: number): LocalizedText => {
  if (average4 >= 3.6) return { vi: 'Xuất sắc', en: 'Excellent' };
  if (average4 >= 3.2) return { vi: 'Giỏi', en: 'Very good' };
  if (average4 >= 2.5) return { vi: 'Khá', en: 'Good' };
  if (average4 >= 2.0) return { vi: 'Trung bình', en: 'Average' };
  if (average4 >= 1.0) return { vi: 'Yếu', en: 'Weak' };
  return { vi: 'Kém', en: 'Poor' };
};

const weighted = (results: readonly GradedResult[]) => {
  const credits = results.reduce((sum, r) => sum + r.credits, 0);
  if (credits === 0) return { avg4: 0, avg10: 0, credits };
  return {
    avg4: round2(results.reduce((sum, r) => sum + r.mark4 * r.credits, 0) / credits),
    avg10: round2(results.reduce((sum, r) => sum + r.totalMark * r.credits, 0) / credits),
    credits,
  };
};

/**
 * Per-semester GPA and cumulative CPA on the 4 and 10 scales. GPA counts every graded attempt of
 * the semester; CPA counts, per course, the best attempt so far (a retake replaces a lower mark).
 * Non-cumulative courses and ungraded results (mark < 0) never count.
 */
export const computeStanding = (results: readonly GradedResult[]): SemesterStanding[] => {
  const graded = results.filter((r) => r.gradeType !== 0 && r.totalMark >= 0 && r.mark4 >= 0);
  const semesters = [...new Set(graded.map((r) => r.semester))].sort((a, b) => Number(a) - Number(b));
  const best = new Map<number, GradedResult>();
  return semesters.map((semester) => {
    const own = graded.filter((r) => r.semester === semester);
    for (const result of own) {
      const previous = best.get(result.courseId);
      if (!previous || result.totalMark > previous.totalMark) best.set(result.courseId, result);
    }
    const term = weighted(own);
    const cumulative = weighted([...best.values()]);
    const accumulatedCredits = [...best.values()]
      .filter((r) => r.isPassed)
      .reduce((sum, r) => sum + r.credits, 0);
    return {
      semester,
      gpa: term.avg4,
      gpa10: roundMark(term.avg10),
      cpa: cumulative.avg4,
      cpa10: roundMark(cumulative.avg10),
      registeredCredits: term.credits,
      passedCredits: own.filter((r) => r.isPassed).reduce((sum, r) => sum + r.credits, 0),
      accumulatedCredits,
      ranking: rankingOf(cumulative.avg4),
    };
  });
};
