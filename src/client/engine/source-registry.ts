/**
 * Named data sources: config files refer to data by name ('news.list', 'awards.openCount');
 * features register the fetcher and cache key behind each name from their `client/sources.ts`.
 */

/** Anything SWR accepts as a key part (serialized with SWR's stable hash). */
export type SourceKey =
  string | number | boolean | null | readonly unknown[] | Readonly<Record<string, unknown>>;

/** What a fetcher receives besides its params. */
export interface SourceFetchContext {
  /** Aborted when no component needs the answer any more. */
  signal: AbortSignal;
}

/**
 * Typed sources: a feature may declare its sources for the type checker with
 * `declare module '.../client/engine/source-registry' { interface SourceMap { 'news.list': { params: NewsQuery; data: PagedData<News> } } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SourceMap {}

/** A registered or an ad-hoc source name. */
export type SourceName = keyof SourceMap | (string & {});

/** Params of a known source, else anything. */
export type SourceParams<N> = N extends keyof SourceMap
  ? SourceMap[N] extends { params: infer P }
    ? P
    : unknown
  : unknown;

/** Data of a known source, else unknown. */
export type SourceData<N> = N extends keyof SourceMap
  ? SourceMap[N] extends { data: infer D }
    ? D
    : unknown
  : unknown;

/** The answer of a list source: one page of rows and the total row count. */
export interface PagedData<Row = Record<string, unknown>> {
  data: Row[];
  total: number;
}

/** Sort order sent to list sources. */
export interface SortParam {
  field: string;
  direction: 'ascending' | 'descending';
}

/** Params every list source receives (merged with its own filters). */
export interface PagedParams {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Trimmed search text; absent when empty. */
  search?: string;
  /** The same text under the name lists.json documents (`q`). */
  q?: string;
  /** Present only when the source declares `canSort`. */
  sort?: SortParam;
}

/** A data source. */
export interface SourceDefinition<P = unknown, T = unknown> {
  /** Unique name, referenced by config (menus, lists, forms, detail pages). */
  name: string;
  /** Cache key for these params; `null` means "not ready, do not fetch". */
  key: (params: P) => SourceKey;
  fetch: (params: P, context: SourceFetchContext) => Promise<T>;
  /** List sources only: the server sorts by `params.sort`. Without it, lists sort the visible page. */
  canSort?: boolean;
}

const sources = new Map<string, SourceDefinition<never, unknown>>();

/** Registers (or, on hot reload, replaces) a source and returns it. */
export function registerSource<P, T>(definition: SourceDefinition<P, T>): SourceDefinition<P, T> {
  if (!definition.name) throw new Error('A source needs a name');
  sources.set(definition.name, definition as unknown as SourceDefinition<never, unknown>);
  return definition;
}

/** The source registered under `name`; throws `Unknown source "<name>"` otherwise. */
export function getSource<N extends SourceName>(name: N): SourceDefinition<SourceParams<N>, SourceData<N>> {
  const source = sources.get(name);
  if (!source) throw new Error(`Unknown source "${name}"`);
  return source as unknown as SourceDefinition<SourceParams<N>, SourceData<N>>;
}

/** True when a source is registered under `name`. */
export function hasSource(name: string): boolean {
  return sources.has(name);
}

/** Removes a source (tests, hot reload of a feature that dropped one). */
export function unregisterSource(name: string): void {
  sources.delete(name);
}

const SOURCE_TAG = '@unigate/source';

/** The SWR key of a source call, or null when the source's key says "not ready". */
export function sourceSwrKey({ name, params }: { name: string; params: unknown }): readonly unknown[] | null {
  const key = getSource(name).key(params as never);
  return key === null ? null : [SOURCE_TAG, name, key];
}

/** True when an SWR key belongs to the source `name` (any params). */
export function isSourceSwrKey({ key, name }: { key: unknown; name: string }): boolean {
  return Array.isArray(key) && key[0] === SOURCE_TAG && key[1] === name;
}
