/** Lower-case text without Vietnamese diacritics, so 'ha noi' finds 'Hà Nội' and 'dong' finds 'Đông'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/** True when every word of `query` occurs in one of `fields` (diacritics ignored). */
export function matchesQuery({
  query,
  fields,
}: {
  query: string;
  fields: readonly (string | undefined)[];
}): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(fields.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
