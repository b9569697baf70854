/** A user-interface language. Vietnamese is the main one; English is also supported. */
export type Locale = 'vi' | 'en';

/** Every supported locale, the default first. */
export const LOCALES: readonly Locale[] = Object.freeze(['vi', 'en'] as const);

/** The locale used when none (or an unknown one) is given. */
export const DEFAULT_LOCALE: Locale = 'vi';

/** A text in every supported locale. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** Returns `value` when it is a supported locale, else the default (data may come from cookies or config). */
export function normalizeLocale(value: unknown): Locale {
  return value === 'en' || value === 'vi' ? value : DEFAULT_LOCALE;
}
