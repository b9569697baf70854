/**
 * Lowercase text without Vietnamese diacritics (đ -> d) and with spaces collapsed: what list
 * searches compare, so 'hoc phi' finds 'Học phí' and 'HỌC PHÍ'.
 */
export const toSearchText = (...parts: string[]): string =>
  parts
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A LIKE pattern matching `search` anywhere in a search text (%, _ and \ taken literally). */
export const searchPattern = (search: string): string =>
  `%${toSearchText(search).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
