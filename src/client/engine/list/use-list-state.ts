import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortParam } from '../source-registry';

/** Filter values by filter name: an option value, a text, or 'true' for a switch that is on. */
export type FilterValues = Readonly<Record<string, string>>;

/** Page, page size, search text, sort and filters of a list. */
export interface ListQueryState {
  page: number;
  pageSize: number;
  search: string;
  sort: SortParam | null;
  filters: FilterValues;
}

/** The state with its setters (changing anything but the page goes back to page 1). */
export interface ListState extends ListQueryState {
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSearch: (search: string) => void;
  setSort: (sort: SortParam | null) => void;
  /** Sets one filter; an empty value clears it. */
  setFilter: (name: string, value: string) => void;
}

/** Options of `useListState`. */
export interface UseListStateOptions {
  /** Keep the state in the URL query (one list per page). */
  syncWithUrl: boolean;
  /** The list's configured page size (not written to the URL). */
  defaultPageSize: number;
  /** Page sizes the pager offers; another `size` in the URL falls back to the default. */
  pageSizes: readonly number[];
  /** Names of the list's filters (each kept in the URL under its own name). */
  filterNames: readonly string[];
}

function readUrl({
  params,
  options,
}: {
  params: URLSearchParams;
  options: UseListStateOptions;
}): ListQueryState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sortText = params.get('sort') ?? '';
  const sort: SortParam | null = sortText
    ? { field: sortText.replace(/^-/, ''), direction: sortText.startsWith('-') ? 'descending' : 'ascending' }
    : null;
  const filters: Record<string, string> = {};
  for (const name of options.filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: options.pageSizes.includes(size) ? size : options.defaultPageSize,
    search: params.get('q') ?? '',
    sort,
    filters,
  };
}

function writeUrl({
  params,
  state,
  options,
}: {
  params: URLSearchParams;
  state: ListQueryState;
  options: UseListStateOptions;
}): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  for (const name of options.filterNames) set(name, state.filters[name] ?? null);
  set('q', state.search || null);
  set('sort', state.sort ? `${state.sort.direction === 'descending' ? '-' : ''}${state.sort.field}` : null);
  set('size', state.pageSize !== options.defaultPageSize ? String(state.pageSize) : null);
  set('page', state.page > 1 ? String(state.page) : null);
  return next;
}

/**
 * List paging, page size, search, sort and filters, kept in the URL
 * (`?when=past&q=...&sort=-date&size=20&page=2`) when `syncWithUrl`: reload keeps them, the back
 * button from a detail page returns to the same results, and back/forward step through pages and
 * filters (typing a search or sorting replaces the entry instead of adding one).
 */
export function useListState(options: UseListStateOptions): ListState {
  const { syncWithUrl, defaultPageSize } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState<ListQueryState>({
    page: 1,
    pageSize: defaultPageSize,
    search: '',
    sort: null,
    filters: {},
  });
  // The options object is new on every render; its content is what matters.
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => options, [key]);
  const current = syncWithUrl ? readUrl({ params: searchParams, options: stable }) : local;

  type Patch = Partial<ListQueryState> | ((previous: ListQueryState) => Partial<ListQueryState>);
  const update = useCallback(
    (patch: Patch, { replace }: { replace: boolean }) => {
      const apply = (previous: ListQueryState): ListQueryState => ({
        ...previous,
        ...(typeof patch === 'function' ? patch(previous) : patch),
      });
      if (syncWithUrl) {
        setSearchParams(
          (params) =>
            writeUrl({ params, state: apply(readUrl({ params, options: stable })), options: stable }),
          { replace },
        );
      } else {
        setLocal(apply);
      }
    },
    [syncWithUrl, setSearchParams, stable],
  );

  return {
    ...current,
    setPage: useCallback((page: number) => update({ page }, { replace: false }), [update]),
    setPageSize: useCallback(
      (pageSize: number) => update({ pageSize, page: 1 }, { replace: false }),
      [update],
    ),
    setSearch: useCallback((search: string) => update({ search, page: 1 }, { replace: true }), [update]),
    setSort: useCallback((sort: SortParam | null) => update({ sort, page: 1 }, { replace: true }), [update]),
    setFilter: useCallback(
      (name: string, value: string) =>
        update(
          (previous) => {
            const filters: Record<string, string> = { ...previous.filters };
            if (value) filters[name] = value;
            else delete filters[name];
            return { filters, page: 1 };
          },
          { replace: false },
        ),
      [update],
    ),
  };
}
