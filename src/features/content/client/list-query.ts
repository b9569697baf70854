import type { PagedParams } from '../../../client/engine';

/** What a content list source receives: the engine's paging plus any filters set. */
export type ContentListParams = PagedParams | (PagedParams & Record<string, unknown>);

/** A content list call's query: paging, search and the filters that call accepts. */
export type ContentListQuery = {
  page: number;
  pageSize: number;
  search?: string;
  [filter: string]: string | number | undefined;
};

/**
 * The paging the content list calls accept (schemas/common/paging.json) plus the filters named
 * in `filters` when set (news `category`, events `when`, honors `recipientKind`, declared in
 * pages/lists.json); the engine's `q` alias and other params are left out (the server refuses them).
 */
export function pageQuery(params: ContentListParams, filters: readonly string[] = []): ContentListQuery {
  const { page, pageSize, search } = params;
  const text = search?.trim();
  const query: ContentListQuery = { page, pageSize, ...(text ? { search: text } : {}) };
  for (const name of filters) {
    const value = (params as unknown as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') query[name] = value;
  }
  return query;
}

/** The cache key of one page of a list source. */
export function pageKey(params: ContentListParams, filters: readonly string[] = []): unknown[] {
  const query = pageQuery(params, filters);
  return [query.page, query.pageSize, query.search ?? '', ...filters.map((name) => query[name] ?? '')];
}
