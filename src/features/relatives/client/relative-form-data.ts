import type { Relative } from '../../../generated';

/** Fields of the Relative answer that only describe it and are not part of the form. */
const DISPLAY_ONLY = new Set(['relationshipName', 'relationshipNameEn']);

const isUnset = (value: unknown) => value === null || value === undefined || value === '' || value === -1;

/**
 * A relative as the relative form edits it: the read-only labels are dropped, and so are unset
 * values (-1 years, empty texts, no former address) that the form schema would refuse or show
 * as typed-in. Fields a tenant adds (e.g. HUST's `workplace`) are kept.
 */
export function relativeFormData(relative: Relative): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(relative)) {
    if (DISPLAY_ONLY.has(field) || isUnset(value)) continue;
    data[field] = value;
  }
  return data;
}
