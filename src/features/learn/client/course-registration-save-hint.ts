import type { PlanSummary, PlanVerdict } from './sources';

/** A sentence shown beside Save: a message id with its values, or the server's own words. */
export type SaveHint =
  | { id: string; values: Record<string, number | string>; isBlocking: boolean }
  | { message: string; messageEn: string; isBlocking: boolean };

/**
 * Why Save is disabled (or what is still advised) for a checked plan, in the order a student
 * acts on it: the registration window, the credit bounds (how many credits to add or remove),
 * refused prerequisites, then any other blocking reason in the server's words.
 */
export const saveHints = ({
  verdict,
  summary,
}: {
  verdict: PlanVerdict | null;
  summary: PlanSummary;
}): SaveHint[] => {
  if (!verdict) return [];
  const hints: SaveHint[] = [];
  const total = verdict.totalCredits;
  const has = (code: string) => verdict.reasons.some((reason) => reason.code === code);
  if (has('window'))
    hints.push({ id: `learn.courseReg.hint.window.${summary.window.reason}`, values: {}, isBlocking: true });
  if (has('credit-max'))
    hints.push({
      id: 'learn.courseReg.hint.max',
      values: { over: total - summary.maxCredits, max: summary.maxCredits },
      isBlocking: true,
    });
  const below = verdict.reasons.find((reason) => reason.code === 'credit-min');
  if (below)
    hints.push({
      id: 'learn.courseReg.hint.min',
      values: { needed: summary.minCredits - total, min: summary.minCredits },
      isBlocking: below.isBlocking !== false,
    });
  const refused = verdict.courses.filter((course) =>
    (course.reasons ?? []).some((r) => r.isBlocking !== false),
  );
  if (refused.length > 0)
    hints.push({
      id: 'learn.courseReg.hint.courses',
      values: { count: refused.length, codes: refused.map((course) => course.code).join(', ') },
      isBlocking: true,
    });
  const known = new Set(['window', 'credit-max', 'credit-min']);
  for (const reason of verdict.reasons) {
    if (known.has(reason.code) || reason.isBlocking !== true) continue;
    hints.push({ message: reason.message, messageEn: reason.messageEn, isBlocking: true });
  }
  return hints;
};
