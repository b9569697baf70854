import { formatDate, formatDateTime } from '../../../core';
import type { Locale } from '../../../core';

const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });

/** An amount in đồng with Vietnamese grouping in both languages ("1.234.000 ₫"). */
export const formatVnd = (amount: number): string => VND.format(amount);

/**
 * A day in the reader's form, as every page writes it ("05/01/2027" in Vietnamese, "05 Jan 2027"
 * in English, where 05/01 would read as 5 May); a dash when empty or invalid.
 */
export const formatDay = ({ value, locale }: { value: string | null | undefined; locale: Locale }): string =>
  formatDate({ value, locale }) || '—';

/** A moment with its time of day in the reader's form; a dash when empty or invalid. */
export const formatMoment = ({
  value,
  locale,
}: {
  value: string | null | undefined;
  locale: Locale;
}): string => formatDateTime({ value, locale }) || '—';
