// A core file, not core's index (which brings every enum and crypto-js along).
import { matchesWords, normaliseSearchText, searchWords } from '../../../../core/search-text';

/** True when every word of `query` occurs in one of `fields` (diacritics and case ignored). */
export function matchesQuery({
  query,
  fields,
}: {
  query: string;
  fields: readonly (string | undefined)[];
}): boolean {
  const words = searchWords(query);
  return matchesWords({ text: normaliseSearchText(fields.filter(Boolean).join(' ')), words });
}
