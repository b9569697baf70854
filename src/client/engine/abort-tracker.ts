/**
 * One AbortController per in-flight source fetch, aborted once no mounted component wants its
 * answer. The abort is deferred one task so React StrictMode's unmount/remount (and a list
 * handing a key from one component to another) does not cancel a request that is still needed.
 */

interface Entry {
  subscribers: number;
  controller: AbortController | null;
  pendingAbort: ReturnType<typeof setTimeout> | null;
}

const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { subscribers: 0, controller: null, pendingAbort: null };
    entries.set(key, entry);
  }
  return entry;
}

function forget(key: string): void {
  const entry = entries.get(key);
  if (entry && entry.subscribers === 0 && !entry.controller && !entry.pendingAbort) entries.delete(key);
}

/** A mounted component starts wanting `key`; returns the matching release. */
export function subscribeFetch(key: string): () => void {
  const entry = entryOf(key);
  entry.subscribers += 1;
  if (entry.pendingAbort) {
    clearTimeout(entry.pendingAbort);
    entry.pendingAbort = null;
  }
  return () => {
    entry.subscribers -= 1;
    if (entry.subscribers > 0) return;
    entry.pendingAbort = setTimeout(() => {
      entry.pendingAbort = null;
      if (entry.subscribers === 0 && entry.controller) {
        entry.controller.abort();
        entry.controller = null;
      }
      forget(key);
    }, 0);
  };
}

/** The signal of a new fetch of `key`; call `done` when it settles. */
export function startFetch(key: string): { signal: AbortSignal; done: () => void } {
  const entry = entryOf(key);
  const controller = new AbortController();
  entry.controller = controller;
  return {
    signal: controller.signal,
    done: () => {
      if (entry.controller === controller) entry.controller = null;
      forget(key);
    },
  };
}

/** True for the error an aborted fetch rejects with. */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}
