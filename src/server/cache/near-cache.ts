import type { Cache } from './create-cache';

/** The broadcast channel on which an instance tells every instance to drop a key from its near copy. */
const FORGET_CHANNEL = 'near-cache-forget';
/** How long an instance serves its own copy without asking the shared cache (a missed broadcast is seen this late at most). */
export const NEAR_TTL_MS = 10_000;
/** Copies kept at most per instance (the oldest go first). */
const MAX_ENTRIES = 50_000;

/**
 * Hot answers kept in the instance's memory in front of the shared cache (Redis), so a read that
 * hits costs no round trip. `forget` drops the key from the shared cache and, through the
 * broadcast channel, from every instance's copy. With the in-process cache there is one copy only.
 */
export const createNearCache = async ({ cache, ttlMs = NEAR_TTL_MS }: { cache: Cache; ttlMs?: number }) => {
  const local = new Map<string, { value: string; until: number }>();
  const isShared = cache.kind !== 'memory';
  if (isShared) await cache.subscribe({ channel: FORGET_CHANNEL, onMessage: (key) => local.delete(key) });

  const remember = (key: string, value: string) => {
    if (!isShared) return;
    local.delete(key);
    if (local.size >= MAX_ENTRIES) local.delete(local.keys().next().value as string);
    local.set(key, { value, until: Date.now() + ttlMs });
  };

  /** The text under `key`: this instance's copy, else the shared cache's, else built and kept `ttlSeconds` in the shared cache. */
  const get = async ({ key, ttlSeconds, build }: { key: string; ttlSeconds: number; build: () => Promise<string> }) => {
    const hit = local.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    let value = await cache.get(key);
    if (value === null) {
      value = await build();
      await cache.set({ key, value, ttlSeconds });
    }
    remember(key, value);
    return value;
  };

  /** Drops `key` everywhere: the shared cache and every instance's copy. */
  const forget = async (key: string) => {
    local.delete(key);
    await cache.del(key);
    if (isShared) await cache.publish({ channel: FORGET_CHANNEL, message: key });
  };

  return { get, forget };
};

export type NearCache = Awaited<ReturnType<typeof createNearCache>>;
