import { isJsonObject } from './config-files';
import type { JsonValue } from './config-files';

/**
 * Merges `overlay` onto `base` the way institution files extend each other: objects merge key
 * by key (recursively), arrays and scalars (null included) replace. Inputs are not modified.
 */
export const deepMerge = (
  base: JsonValue | undefined,
  overlay: JsonValue | undefined,
): JsonValue | undefined => {
  if (overlay === undefined) return base;
  if (!isJsonObject(base) || !isJsonObject(overlay)) return overlay;
  const merged: { [key: string]: JsonValue } = {};
  for (const key of new Set([...Object.keys(base), ...Object.keys(overlay)])) {
    const value = deepMerge(base[key], overlay[key]);
    // defineProperty: a "__proto__" key parsed from JSON stays data, never a prototype.
    if (value !== undefined)
      Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return merged;
};

/** Freezes a value and everything reachable from it. */
export const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};
