import type { Cache } from './create-cache';
import { createDropClock } from './drop-clock';

/** The broadcast channel on which an instance tells every instance to drop a key from its near copy. */
const FORGET_CHANNEL = 'near-cache-forget';
/** How long an instance serves its own copy without asking the shared cache (a missed broadcast is seen this late at most). */
export const NEAR_TTL_MS = 10_000;
/** Copies kept at most per instance (the oldest go first). */
const MAX_ENTRIES = 50_000;

/**
 * Hot answers kept in the instance's memory in front of the shared cache (Redis), so a read that
 * hits costs no round trip. `forget` drops the key from the shared cache and, through the
 * broadcast channel, from every instance's copy. The copy is kept as UTF-8 bytes, so an answer
 * is sent as it is, without encoding or measuring the text again.
 */
export const createNearCache = async ({ cache, ttlMs = NEAR_TTL_MS }: { cache: Cache; ttlMs?: number }) => {
  const local = new Map<string, { value: Buffer; until: number }>();
  // An answer built or fetched before a drop of its key is answered but not kept (it may show the
  // seats as they were before the change).
  const clock = createDropClock({ maxKeys: MAX_ENTRIES });
  const drop = (key: string) => {
    local.delete(key);
    clock.drop(key);
  };
  const droppedSince = clock.droppedSince;
  // A message names the keys to drop, one per line. In memory too: several near caches may share
  // one in-process cache (tests of two instances), and each must hear the others' drops.
  await cache.subscribe({ channel: FORGET_CHANNEL, onMessage: (keys) => keys.split('\n').forEach(drop) });

  const remember = ({ key, text, ttlSeconds }: { key: string; text: string; ttlSeconds: number }) => {
    const value = Buffer.from(text, 'utf8');
    local.delete(key);
    if (local.size >= MAX_ENTRIES) local.delete(local.keys().next().value as string);
    local.set(key, { value, until: Date.now() + Math.min(ttlMs, ttlSeconds * 1000) });
    return value;
  };

  /** This instance's copy of `key` while it is trusted, else undefined (no round trip either way). */
  const peek = (key: string) => {
    const hit = local.get(key);
    return hit && hit.until > Date.now() ? hit.value : undefined;
  };

  /**
   * The answer under `key`: this instance's copy, else the shared cache's, else built and kept
   * `ttlSeconds` in the shared cache. A built answer is kept only if no instance dropped the key
   * since the shared cache was asked (its generation is unchanged): rows read before a write's
   * commit never replace the answer the write dropped, whenever this instance hears of the drop.
   */
  const get = async ({
    key,
    ttlSeconds,
    build,
  }: {
    key: string;
    ttlSeconds: number;
    build: () => Promise<string>;
  }) => {
    const hit = peek(key);
    if (hit) return hit;
    const since = clock.now();
    const cached = await cache.getWithGeneration(key);
    if (cached.value !== null)
      return droppedSince(key, since)
        ? Buffer.from(cached.value, 'utf8')
        : remember({ key, text: cached.value, ttlSeconds });
    const text = await build();
    if (droppedSince(key, since)) return Buffer.from(text, 'utf8');
    const isKept = await cache.setIfGeneration({
      key,
      value: text,
      ttlSeconds,
      generation: cached.generation,
    });
    return isKept && !droppedSince(key, since)
      ? remember({ key, text, ttlSeconds })
      : Buffer.from(text, 'utf8');
  };

  /** Keys to drop that wait for their round trip, and the promise of it. */
  let batch: { keys: string[]; sent: Promise<void> } | null = null;
  /** The round trip in flight (settled when none is). */
  let inFlight: Promise<unknown> = Promise.resolve();

  /**
   * Drops `keys` everywhere, the shared cache and every instance's copy. Resolves once they are
   * gone. One round trip is in flight at a time: the keys that requests drop meanwhile (and in
   * the same turn of the event loop) go together in the next one, so a busy instance sends fewer,
   * larger round trips instead of one per request.
   */
  const forget = (keys: string[]): Promise<void> => {
    if (keys.length === 0) return Promise.resolve();
    keys.forEach(drop);
    if (!batch) {
      const next = { keys: [] as string[], sent: Promise.resolve() };
      const turnEnded = new Promise<void>((resolve) => setImmediate(resolve));
      next.sent = Promise.all([turnEnded, inFlight]).then(async () => {
        batch = null;
        await cache.delAndPublish({
          keys: next.keys,
          channel: FORGET_CHANNEL,
          message: next.keys.join('\n'),
        });
        // A read that fetched one of these keys before the shared cache deleted it got the old answer: it is not kept.
        next.keys.forEach(drop);
      });
      // A failed round trip fails its own callers only; the next batch goes anyway.
      inFlight = next.sent.catch(() => undefined);
      batch = next;
    }
    batch.keys.push(...keys);
    return batch.sent;
  };

  return { get, forget };
};

export type NearCache = Awaited<ReturnType<typeof createNearCache>>;
