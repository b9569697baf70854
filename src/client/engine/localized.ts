import type { Locale } from '../../core';

/** A text given per locale in config (`{ vi, en }`). */
export type Localized = Readonly<Record<Locale, string>>;

/** True when `value` is a `{ vi, en }` text. */
export function isLocalized(value: unknown): value is Localized {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as Record<string, unknown>).vi === 'string' &&
    typeof (value as Record<string, unknown>).en === 'string'
  );
}

/** Letters only Vietnamese uses (with their tone marks), never English. */
const VIETNAMESE_LETTER = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

/** True when a text is Vietnamese (has a letter English never uses). */
export function isVietnameseText(text: string): boolean {
  return VIETNAMESE_LETTER.test(text);
}

/** The English text when reading English and there is one, else the Vietnamese. */
export const localized = ({ vi, en, locale }: { vi: string; en: string; locale: Locale }) =>
  locale === 'en' && en.trim() ? en : vi;
