import { ACADEMIC_FIELDS } from './scholarship-form';

/** An academic figure the student typed that differs from the one the server computed. */
export type FigureMismatch = { field: string; declared: number; computed: number };

/** Figures are shown and computed to two decimals: closer than half a hundredth is the same figure. */
const SAME_WITHIN = 0.005;

/**
 * The academic figures of an application whose value the student declared differs from the one
 * computed from their study results (SPEC §5), in form order. A tenant that lets students correct
 * the figures (editableAcademicResult) keeps what they typed in the answers and the computed ones
 * beside them: the reviewer must see where the two disagree. A figure missing on either side is
 * not a disagreement (nothing to compare).
 */
export const declaredFigureMismatches = ({
  data,
  academic,
}: {
  data: Record<string, unknown>;
  academic: Record<string, number>;
}): FigureMismatch[] =>
  ACADEMIC_FIELDS.flatMap((field) => {
    const declared = data[field];
    const computed = academic[field];
    if (typeof declared !== 'number' || !Number.isFinite(declared)) return [];
    if (typeof computed !== 'number' || !Number.isFinite(computed)) return [];
    return Math.abs(declared - computed) < SAME_WITHIN ? [] : [{ field, declared, computed }];
  });
