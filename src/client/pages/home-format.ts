import { formatDate } from '../../core/dates';
import type { Locale } from '../../core/locale';

export { localized } from '../engine/localized';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('vi') + text.slice(1);

/** 'Thứ ba, 24/11' / 'Tue, 24 Nov' for a 'YYYY-MM-DD' date. */
export const formatDay = ({ date, locale }: { date: string; locale: Locale }) =>
  capitalize(formatDate({ value: date, locale, pattern: locale === 'vi' ? 'dddd, DD/MM' : 'ddd, DD MMM' }));

/** 'Thứ hai, 23/11/2026' / 'Monday, 23 Nov 2026' for a 'YYYY-MM-DD' date. */
export const formatLongDay = ({ date, locale }: { date: string; locale: Locale }) =>
  capitalize(
    formatDate({ value: date, locale, pattern: locale === 'vi' ? 'dddd, DD/MM/YYYY' : 'dddd, DD MMM YYYY' }),
  );
