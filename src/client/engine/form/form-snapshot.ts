/**
 * What an untouched field leaves behind: nothing, an empty text, or an object or list holding
 * only such values (rjsf fills a required object with `{}`, a cleared input gives `undefined`).
 */
function prune(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map((item) => prune(item) ?? null);
  if (typeof value !== 'object') return value;
  const entries = Object.keys(value)
    .sort()
    .map((key) => [key, prune((value as Record<string, unknown>)[key])] as const)
    .filter(([, item]) => item !== undefined);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/**
 * A comparable text of form data: equal for data that differs only in key order or in how an
 * empty field is spelled, so "the user changed something" is a plain string comparison.
 */
export function formSnapshot(data: unknown): string {
  return JSON.stringify(prune(data) ?? null);
}
