import { cmsApi } from '../../../client/api/api-clients';
import { registerSource } from '../../../client/engine/source-registry';
import type { PagedData, PagedParams } from '../../../client/engine';
import type { Event, Honor, News } from '../../../generated';
import { pageKey, pageQuery } from './list-query';
import { readItem, readList, routeId } from './read-answer';

/** Route params of a detail page (`/news/:id`). */
export interface DetailParams {
  id?: string;
}

/** Which API path serves which article kind; news, events and honors share their call shapes. */
const ARTICLES = [
  {
    list: 'content.news',
    detail: 'content.newsDetail',
    path: '/api/v1/news',
    what: 'News',
    filters: ['category'],
  },
  {
    list: 'content.events',
    detail: 'content.eventDetail',
    path: '/api/v1/events',
    what: 'Events',
    filters: ['when'],
  },
  {
    list: 'content.honors',
    detail: 'content.honorDetail',
    path: '/api/v1/honors',
    what: 'Honors',
    filters: ['recipientKind'],
  },
] as const;

type Article = News | Event | Honor;

/**
 * News, events and honors from the CMS client: `GET <path>?page&pageSize&search&<filter>` answers
 * `{ data, total }` (rows without content; events upcoming first, the rest newest first); `GET <path>/:id` answers `{ data }` with
 * the sanitized HTML content, 404 when there is no such article (the source answers null).
 */
export const articleSources = ARTICLES.map(({ list, detail, path, what, filters }) => ({
  list: registerSource<PagedParams, PagedData<Article>>({
    name: list,
    key: (params) => pageKey(params, filters),
    fetch: async (params, { signal }) =>
      readList<Article>({
        what,
        response: await cmsApi.get(path, { query: pageQuery(params, filters), signal }),
      }),
  }),
  detail: registerSource<DetailParams, Article | null>({
    name: detail,
    key: ({ id }) => {
      const numeric = routeId(id);
      return numeric === null ? null : numeric;
    },
    fetch: async ({ id }, { signal }) =>
      readItem<Article>({ what, response: await cmsApi.get(`${path}/${routeId(id)}`, { signal }) }),
  }),
}));
