import type { PagedParams } from '../../../client/engine';

/**
 * The paging the content list calls accept (schemas/common/paging.json): page, pageSize and
 * search only; the engine's `q` alias and unknown filters are left out (the server refuses them).
 */
export function pageQuery({ page, pageSize, search }: PagedParams): {
  page: number;
  pageSize: number;
  search?: string;
} {
  const text = search?.trim();
  return { page, pageSize, ...(text ? { search: text } : {}) };
}

/** The cache key of one page of a list source. */
export function pageKey(params: PagedParams): [number, number, string] {
  const query = pageQuery(params);
  return [query.page, query.pageSize, query.search ?? ''];
}
