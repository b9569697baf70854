import { unstable_serialize } from 'swr';
import { trackPageRead } from './secondary-gate';
import { getSource, sourceSwrKey } from './source-registry';

/** One source read a page makes on its first render: the source's name and its params. */
export interface SourceCall {
  name: string;
  params: unknown;
}

/** How long an answer fetched ahead waits for its page before it is dropped as stale. */
export const PREFETCH_TTL_MS = 30_000;

/** Answers fetched ahead of their page, by SWR key; each is taken once. */
const prefetched = new Map<string, Promise<unknown>>();

/**
 * Starts reading a source before the page that reads it has loaded (its code downloads
 * meanwhile): the page's first `useSource` call for the same params then takes this answer
 * instead of asking again. A failed or unclaimed answer is forgotten, so the page asks itself.
 */
export function prefetchSource({ name, params }: SourceCall): void {
  const key = sourceSwrKey({ name, params });
  if (!key) return;
  const serialized = unstable_serialize(key);
  if (prefetched.has(serialized)) return;
  const answer = trackPageRead(
    getSource(name).fetch(params as never, { signal: new AbortController().signal }),
  );
  prefetched.set(serialized, answer);
  const forget = () => {
    if (prefetched.get(serialized) === answer) prefetched.delete(serialized);
  };
  answer.catch(forget);
  setTimeout(forget, PREFETCH_TTL_MS);
}

/** The answer fetched ahead for this SWR key, once (`undefined` when there is none). */
export function takePrefetched(serialized: string): Promise<unknown> | undefined {
  const answer = prefetched.get(serialized);
  prefetched.delete(serialized);
  return answer;
}
