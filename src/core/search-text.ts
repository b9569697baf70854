/**
 * Search text as students type it: without diacritics, in any case. "giai tich", "GIAI TICH" and
 * "Giải tích" are the same search; đ and Đ count as d; spaces collapse. The one rule of every
 * search of the portal (lists, class registration, the form widgets), on the server and in the
 * browser alike.
 */
export const normaliseSearchText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Several texts as one search text (e.g. a title and its English version). */
export const toSearchText = (...parts: string[]): string => normaliseSearchText(parts.join(' '));

/** The words of a query, normalised; empty when the query has none. */
export const searchWords = (query: string | undefined) => {
  const text = normaliseSearchText(query ?? '');
  return text === '' ? [] : [...new Set(text.split(' '))];
};

/** Whether a normalised text holds every word of a query (in any order, anywhere in a word). */
export const matchesWords = ({ text, words }: { text: string; words: readonly string[] }) =>
  words.every((word) => text.includes(word));

/** A LIKE pattern for `text` anywhere in a search text (%, _ and \ taken literally). */
export const searchPattern = (text: string): string =>
  `%${normaliseSearchText(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
