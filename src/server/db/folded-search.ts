import { and, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { searchPattern, searchWords } from '../../core/search-text';

// Vietnamese letters with diacritics (precomposed, as stored) and what they fold to; upper case
// too, since lower() changes ASCII letters only under the C collation (PGlite's).
const ACCENTED_LOWER = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ';
const PLAIN_LOWER = 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd';
const FROM = ACCENTED_LOWER + ACCENTED_LOWER.toUpperCase();
const TO = PLAIN_LOWER + PLAIN_LOWER;

/** A text column as search text in SQL (no diacritics, lower case), the rule of core/search-text. */
const folded = (column: AnyColumn | SQL) => sql`lower(translate(${column}, ${FROM}, ${TO}))`;

/**
 * "Matches what the user typed" for a list query: every word of `search` in one of `columns`,
 * without diacritics and in any case ("nguyen van" finds "Nguyễn Văn"), the same on PGlite and
 * PostgreSQL with no extension. Undefined for an empty search (no condition).
 */
export const foldedSearch = ({
  columns,
  search,
}: {
  columns: readonly (AnyColumn | SQL)[];
  search: string | undefined;
}): SQL | undefined => {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(...columns.map((column) => sql`${folded(column)} like ${searchPattern(word)}`)),
    ),
  );
};
