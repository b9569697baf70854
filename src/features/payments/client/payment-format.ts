import { formatDate } from '../../../core';

const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });

/** An amount in đồng with Vietnamese grouping in both languages ("1.234.000 ₫"). */
export const formatVnd = (amount: number): string => VND.format(amount);

/** The tuition pages' date pattern in both languages (bank and receipt dates read the same way). */
export const TUITION_DATE_PATTERN = 'DD/MM/YYYY';

/** A day as dd/MM/yyyy; a dash when empty or invalid. */
export const formatDay = (value: string | null | undefined): string =>
  formatDate({ value, locale: 'vi', pattern: TUITION_DATE_PATTERN }) || '—';

/** A moment as dd/MM/yyyy HH:mm; a dash when empty or invalid. */
export const formatMoment = (value: string | null | undefined): string =>
  formatDate({ value, locale: 'vi', pattern: `${TUITION_DATE_PATTERN} HH:mm` }) || '—';
