/**
 * Search text as students type it: without diacritics, in any case. "giai tich", "GIAI TICH" and
 * "Giải tích" are the same search; đ and Đ count as d. The same rule is applied to what is
 * searched (class code, course code and names, teacher name) and to the query, so it holds the
 * same on PGlite and PostgreSQL (the comparison is made on the server, not in SQL).
 */
export const normaliseSearchText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The words of a query, normalised; empty when the query has none. */
export const searchWords = (query: string | undefined) => {
  const text = normaliseSearchText(query ?? '');
  return text === '' ? [] : [...new Set(text.split(' '))];
};

/** Whether a normalised text holds every word of a query (in any order, anywhere in a word). */
export const matchesWords = ({ text, words }: { text: string; words: readonly string[] }) =>
  words.every((word) => text.includes(word));
