import type { Locale } from './locale';
import { LOCALES, normalizeLocale } from './locale';

/** A raw enumeration value as it travels on the wire. */
export type EnumValue = string | number;

/** One choice of an enumeration, ready for a select or a filter. */
export interface EnumOption<V extends EnumValue = EnumValue> {
  readonly key: string;
  readonly value: V;
  readonly label: string;
}

/** Labels of every key, in every locale (the compiler checks that none is missing). */
export type EnumLabels<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/** What `defineEnum` needs. */
export interface EnumSpec<K extends string, V extends EnumValue> {
  /** Registry name used by config files, e.g. `processStatus`. */
  readonly name: string;
  /** Key -> wire value, in display order. */
  readonly values: Readonly<Record<K, V>>;
  /** Display labels per locale and key. */
  readonly labels: EnumLabels<K>;
  /** Optional compact labels (e.g. table cells); `shortLabel` falls back to `labels`. */
  readonly shortLabels?: EnumLabels<K>;
}

/** A frozen enumeration with localized labels. */
export interface EnumDefinition<K extends string = string, V extends EnumValue = EnumValue> {
  readonly name: string;
  readonly values: Readonly<Record<K, V>>;
  /** Keys in display order. */
  readonly keys: readonly K[];
  /** True when `value` (or its string form, e.g. from a query string) is one of the values. */
  has(value: unknown): boolean;
  /** The key of a value, or undefined. */
  keyOf(value: unknown): K | undefined;
  /** The label of a value; '' for null/undefined, the raw value when unknown (so it stays visible). */
  label(input: { value: unknown; locale: Locale }): string;
  /** The short label of a value (falls back to `label`). */
  shortLabel(input: { value: unknown; locale: Locale }): string;
  /** Every value with its label, in display order. */
  options(input: { locale: Locale }): readonly EnumOption<V>[];
}

/**
 * Builds a frozen enumeration. Throws when two keys share a value (as strings), since labels
 * are looked up by value.
 */
export function defineEnum<K extends string, V extends EnumValue>(
  spec: EnumSpec<K, V>,
): EnumDefinition<K, V> {
  const keys = Object.keys(spec.values) as K[];
  const keyByValue = new Map<string, K>();
  for (const key of keys) {
    const wire = String(spec.values[key]);
    if (keyByValue.has(wire)) {
      throw new Error(
        `Enum "${spec.name}": value ${wire} is used by both ${keyByValue.get(wire)} and ${key}`,
      );
    }
    keyByValue.set(wire, key);
  }
  for (const locale of LOCALES) {
    for (const key of keys) {
      if (!spec.labels[locale]?.[key])
        throw new Error(`Enum "${spec.name}": missing ${locale} label for ${key}`);
    }
  }
  const keyOf = (value: unknown): K | undefined =>
    typeof value === 'string' || typeof value === 'number' ? keyByValue.get(String(value)) : undefined;
  const labelFrom = (labels: EnumLabels<K>, value: unknown, locale: Locale): string => {
    if (value === null || value === undefined) return '';
    const key = keyOf(value);
    return key === undefined ? String(value) : labels[normalizeLocale(locale)][key];
  };
  const optionCache = new Map<Locale, readonly EnumOption<V>[]>();
  const definition: EnumDefinition<K, V> = {
    name: spec.name,
    values: Object.freeze({ ...spec.values }),
    keys: Object.freeze([...keys]),
    has: (value) => keyOf(value) !== undefined,
    keyOf,
    label: ({ value, locale }) => labelFrom(spec.labels, value, locale),
    shortLabel: ({ value, locale }) => labelFrom(spec.shortLabels ?? spec.labels, value, locale),
    options: ({ locale }) => {
      const normalized = normalizeLocale(locale);
      let cached = optionCache.get(normalized);
      if (!cached) {
        cached = Object.freeze(
          keys.map((key) =>
            Object.freeze({ key, value: spec.values[key], label: spec.labels[normalized][key] }),
          ),
        );
        optionCache.set(normalized, cached);
      }
      return cached;
    },
  };
  return Object.freeze(definition);
}
