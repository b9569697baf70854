import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortParam } from '../source-registry';

/** Page, search text and sort of a list. */
export interface ListQueryState {
  page: number;
  search: string;
  sort: SortParam | null;
}

/** The state with its setters (changing search or sort goes back to page 1). */
export interface ListState extends ListQueryState {
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  setSort: (sort: SortParam | null) => void;
}

const INITIAL: ListQueryState = { page: 1, search: '', sort: null };

function readUrl(params: URLSearchParams): ListQueryState {
  const page = Number(params.get('page'));
  const sortText = params.get('sort') ?? '';
  const sort: SortParam | null = sortText
    ? { field: sortText.replace(/^-/, ''), direction: sortText.startsWith('-') ? 'descending' : 'ascending' }
    : null;
  return { page: Number.isInteger(page) && page > 0 ? page : 1, search: params.get('q') ?? '', sort };
}

function writeUrl({ params, state }: { params: URLSearchParams; state: ListQueryState }): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('page', state.page > 1 ? String(state.page) : null);
  set('q', state.search || null);
  set('sort', state.sort ? `${state.sort.direction === 'descending' ? '-' : ''}${state.sort.field}` : null);
  return next;
}

/**
 * List paging/search/sort, kept in the URL (`?page=2&q=...&sort=-date`) when `syncWithUrl`, so
 * the back button from a detail page returns to the same page of results.
 */
export function useListState({ syncWithUrl }: { syncWithUrl: boolean }): ListState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState<ListQueryState>(INITIAL);
  const current = syncWithUrl ? readUrl(searchParams) : local;

  const update = useCallback(
    (patch: Partial<ListQueryState>) => {
      if (syncWithUrl) {
        setSearchParams((params) => writeUrl({ params, state: { ...readUrl(params), ...patch } }), {
          replace: true,
        });
      } else {
        setLocal((previous) => ({ ...previous, ...patch }));
      }
    },
    [syncWithUrl, setSearchParams],
  );

  return {
    ...current,
    setPage: useCallback((page: number) => update({ page }), [update]),
    setSearch: useCallback((search: string) => update({ search, page: 1 }), [update]),
    setSort: useCallback((sort: SortParam | null) => update({ sort, page: 1 }), [update]),
  };
}
