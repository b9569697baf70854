/** Credit bounds of one standing (tenant config `registration.credits.normal` / `.warning`). */
export type CreditRange = { min: number; max: number };

/** The bounds that apply to a student: academic warning (warningLevel > 0) has its own. */
export const creditBoundsFor = ({
  credits,
  warningLevel,
}: {
  credits: { normal: CreditRange; warning: CreditRange };
  warningLevel: number;
}) => ({
  ...(warningLevel > 0 ? credits.warning : credits.normal),
  isWarning: warningLevel > 0,
});

/** What a credit total means: fine, above the maximum (always refused) or below the minimum. */
export type CreditCheck =
  | { status: 'ok' }
  | { status: 'above-max'; total: number; max: number }
  | { status: 'below-min'; total: number; min: number; isBlocking: boolean };

/**
 * Checks a semester credit total. Above the maximum is always refused; below the minimum is
 * refused only when `strictMin` (tenant module `courseRegistrationMinCreditStrict`) is on,
 * otherwise it is a warning. A total of 0 is not checked against the minimum (nothing chosen yet).
 */
export const checkCredits = ({
  total,
  bounds,
  strictMin,
}: {
  total: number;
  bounds: CreditRange;
  strictMin: boolean;
}): CreditCheck => {
  if (total > bounds.max) return { status: 'above-max', total, max: bounds.max };
  if (total > 0 && total < bounds.min)
    return { status: 'below-min', total, min: bounds.min, isBlocking: strictMin };
  return { status: 'ok' };
};
