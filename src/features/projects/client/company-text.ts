import type { Locale } from '../../../core';

/** SPEC §9: the company list's page size (page 1 first). */
export const COMPANY_PAGE_SIZE = 10;

/** A company's name for the reader: its English name for English readers when it has one. */
export function companyName({
  company,
  locale,
}: {
  company: { name: string; nameEn?: string };
  locale: Locale;
}): string {
  return locale === 'en' && company.nameEn ? company.nameEn : company.name;
}
