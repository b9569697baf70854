import { useDeferredValue, useEffect } from 'react';
import useSWR, { unstable_serialize } from 'swr';
import type { KeyedMutator } from 'swr';
import { isAbortError, startFetch, subscribeFetch } from './abort-tracker';
import { takePrefetched } from './prefetch-source';
import { trackPageRead } from './secondary-gate';
import { getSource, sourceSwrKey } from './source-registry';
import type {
  PagedData,
  PagedParams,
  SortParam,
  SourceData,
  SourceName,
  SourceParams,
} from './source-registry';

/** What `useSource` answers. */
export interface SourceState<T> {
  data: T | undefined;
  /** The fetch error, if the last fetch failed (an abort is not an error). */
  error: unknown;
  /** True until the first answer for the current params arrives. */
  isLoading: boolean;
  /** True while any fetch (including a background revalidation) runs. */
  isValidating: boolean;
  /** Re-fetch (no argument) or replace the cached data. */
  mutate: KeyedMutator<T>;
}

/** Options of `useSource`. */
export interface UseSourceOptions<T = unknown> {
  /** Keep showing the previous params' data while the new ones load (paging, search). */
  keepPreviousData?: boolean;
  /**
   * Re-fetch every this many ms while mounted (polling a state that changes elsewhere), or a
   * function of the latest data answering it (0 stops polling); absent: never.
   */
  refreshInterval?: number | ((latestData: T | undefined) => number);
}

/**
 * Reads a registered source through SWR. An unknown name throws `Unknown source "<name>"`
 * during render, so a typo in config fails loudly instead of showing an empty screen.
 */
export function useSource<N extends SourceName>(
  name: N,
  params: SourceParams<N>,
  options: UseSourceOptions<SourceData<N>> = {},
): SourceState<SourceData<N>> {
  const source = getSource(name);
  const key = sourceSwrKey({ name, params });
  const serialized = key ? unstable_serialize(key) : '';

  useEffect(() => (serialized ? subscribeFetch(serialized) : undefined), [serialized]);

  const response = useSWR<SourceData<N>>(
    key,
    async () => {
      const early = takePrefetched(serialized);
      if (early) return (await early) as SourceData<N>;
      const { signal, done } = startFetch(serialized);
      try {
        return await trackPageRead(source.fetch(params, { signal }));
      } finally {
        done();
      }
    },
    { keepPreviousData: options.keepPreviousData, refreshInterval: options.refreshInterval },
  );
  const isAborted = isAbortError(response.error);
  // SWR hands a new answer over through useSyncExternalStore, whose updates React renders
  // synchronously: the whole page built from it in one long task (the home dashboard: ~250 ms on
  // Lighthouse's 4×-slowed phone, counted as blocking time). The answer is deferred instead: the
  // urgent render keeps the previous answer (still loading), and the page is built from the new
  // one in a background render that yields to the browser every few milliseconds.
  const data = useDeferredValue(response.data);
  const isCatchingUp = data !== response.data;
  return {
    data,
    error: isAborted ? undefined : response.error,
    isLoading:
      response.isLoading ||
      (isCatchingUp && data === undefined) ||
      (isAborted && response.data === undefined && key !== null),
    isValidating: response.isValidating,
    mutate: response.mutate,
  };
}

/** What a list asks of a list source. */
export interface PagedQuery {
  page: number;
  pageSize: number;
  search?: string;
  sort?: SortParam | null;
  /** Extra params merged into the source params (e.g. a category). */
  filters?: Readonly<Record<string, unknown>>;
}

/** What `usePagedSource` answers. */
export interface PagedSourceState<Row> {
  rows: Row[];
  total: number;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  /** True when the source sorts on the server (the `sort` param is sent). */
  canSort: boolean;
  mutate: KeyedMutator<PagedData<Row>>;
}

/**
 * A page of a list source answering `{ data, total }`. The source receives
 * `{ ...filters, page, pageSize, search?, q?, sort? }` (`q` repeats `search`, as lists.json documents it); `sort` only when the source declares `canSort`.
 */
export function usePagedSource<Row = Record<string, unknown>>(
  name: string,
  { page, pageSize, search, sort, filters }: PagedQuery,
): PagedSourceState<Row> {
  const source = getSource(name);
  const trimmed = search?.trim() ?? '';
  const params: PagedParams & Record<string, unknown> = {
    ...filters,
    page,
    pageSize,
    ...(trimmed ? { search: trimmed, q: trimmed } : {}),
    ...(source.canSort && sort ? { sort } : {}),
  };
  const state = useSource(name as SourceName, params as never, { keepPreviousData: true });
  const answer = state.data as PagedData<Row> | undefined;
  return {
    rows: answer?.data ?? [],
    total: answer?.total ?? 0,
    error: state.error,
    isLoading: state.isLoading,
    isValidating: state.isValidating,
    canSort: Boolean(source.canSort),
    mutate: state.mutate as unknown as KeyedMutator<PagedData<Row>>,
  };
}
