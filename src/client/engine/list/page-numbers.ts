/** One pager item: a page number, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page buttons a pager shows: the first and last pages, the current one and `around` pages
 * on each side, with gaps for the rest (`1 … 4 5 6 … 20`). A gap that would hide a single page
 * shows that page instead, so the number of items stays steady while paging.
 */
export function pageNumbers({
  page,
  pageCount,
  around = 1,
}: {
  page: number;
  pageCount: number;
  around?: number;
}): PagerItem[] {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  // Slots: first, last, the window, and two gaps; with that many pages or fewer, show them all.
  const slots = 2 * around + 5;
  if (count <= slots) return Array.from({ length: count }, (_, index) => ({ kind: 'page', page: index + 1 }));
  let start = Math.max(2, Math.min(current - around, count - 2 * around - 2));
  let end = Math.min(count - 1, Math.max(current + around, 2 * around + 3));
  if (start === 3) start = 2;
  if (end === count - 2) end = count - 1;
  const items: PagerItem[] = [{ kind: 'page', page: 1 }];
  if (start > 2) items.push({ kind: 'gap', key: 'before' });
  for (let number = start; number <= end; number += 1) items.push({ kind: 'page', page: number });
  if (end < count - 1) items.push({ kind: 'gap', key: 'after' });
  items.push({ kind: 'page', page: count });
  return items;
}

/** Page sizes the pager offers: 10, 20, 50 and the list's own, in order. */
export function pageSizeOptions(pageSize: number): number[] {
  return [...new Set([10, 20, 50, pageSize])].sort((a, b) => a - b);
}
