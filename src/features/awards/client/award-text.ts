import { formatDate, formatDateTime } from '../../../core';
import type { Locale } from '../../../core';

/** A record's text as shown, and the language it is written in (lang="vi" in the English UI). */
export interface ShownText {
  text: string;
  lang: 'vi' | 'en';
}

/** The English text for English readers when there is one, else the Vietnamese one. */
export const shownText = ({ vi, en, locale }: { vi: string; en?: string; locale: Locale }): ShownText =>
  locale === 'en' && en && en.trim() ? { text: en, lang: 'en' } : { text: vi, lang: 'vi' };

/** The call's name in the reader's language. */
export const awardName = ({ award, locale }: { award: { name: string; nameEn: string }; locale: Locale }) =>
  shownText({ vi: award.name, en: award.nameEn, locale });

const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });

/** An amount in đồng ("5.000.000 ₫"); a dash when unset (-1). */
export const formatVnd = (amount: number): string => (amount >= 0 ? VND.format(amount) : '—');

const NUMBER: Readonly<Record<Locale, Intl.NumberFormat>> = {
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
};

/** A figure such as a GPA, with the locale's decimal mark ("3,25"). */
export const formatFigure = ({ value, locale }: { value: number; locale: Locale }): string =>
  NUMBER[locale].format(value);

/** A day ("25/12/2026" in Vietnamese); a dash when unset. */
export const formatDay = ({ value, locale }: { value: string | null | undefined; locale: Locale }): string =>
  value ? formatDate({ value, locale }) : '—';

/** A moment with its time ("25/12/2026 17:00" in Vietnamese); a dash when unset. */
export const formatMoment = ({
  value,
  locale,
}: {
  value: string | null | undefined;
  locale: Locale;
}): string => (value ? formatDateTime({ value, locale }) : '—');
