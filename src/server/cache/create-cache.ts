/**
 * Shared key/value store with expiring counters and a broadcast channel.
 * In-process by default; Redis (REDIS_URL) when several instances share state (DESIGN §6).
 */
export type Cache = {
  kind: 'memory' | 'redis';
  /** Increments a counter that expires `ttlSeconds` after its first increment; returns the new value. */
  incr: (args: { key: string; ttlSeconds: number }) => Promise<number>;
  get: (key: string) => Promise<string | null>;
  set: (args: { key: string; value: string; ttlSeconds: number }) => Promise<void>;
  /** Removes a key (counters, one-time values); cached answers are dropped with `delAndPublish`. */
  del: (key: string) => Promise<void>;
  /** Seconds left before a key expires (0 when absent). */
  ttl: (key: string) => Promise<number>;
  /**
   * A cached answer with its key's generation (moved by every `delAndPublish` of the key), in one
   * round trip: pass the generation to `setIfGeneration` when keeping an answer built after a miss.
   */
  getWithGeneration: (key: string) => Promise<{ value: string | null; generation: string }>;
  /**
   * Keeps `value` only if the key's generation is still `generation`, atomically: an answer built
   * from rows read before the key was last dropped (a write committed meanwhile) is refused, so it
   * can never outlive the drop. Answers whether it was kept.
   */
  setIfGeneration: (args: {
    key: string;
    value: string;
    ttlSeconds: number;
    generation: string;
  }) => Promise<boolean>;
  /**
   * Deletes `keys`, moves their generations and sends `message` to every instance on `channel`,
   * atomically and in one round trip.
   */
  delAndPublish: (args: { keys: string[]; channel: string; message: string }) => Promise<void>;
  /** Sends a message to every instance (including this one). */
  publish: (args: { channel: string; message: string }) => Promise<void>;
  subscribe: (args: { channel: string; onMessage: (message: string) => void }) => Promise<void>;
  close: () => Promise<void>;
};

/** Generations kept at most by the in-process cache (the oldest are forgotten together). */
const MAX_GENERATIONS = 100_000;

const createMemoryCache = (): Cache => {
  const store = new Map<string, { value: string; expiresAt: number }>();
  const listeners = new Map<string, ((message: string) => void)[]>();
  // A key's generation is the clock value of its last drop; a key not in the map has the floor,
  // which rises to the clock when the map is cleared, so a generation never comes back.
  const generations = new Map<string, number>();
  let clock = 0;
  let floor = 0;
  const generationOf = (key: string) => String(generations.get(key) ?? floor);
  const moveGeneration = (key: string) => {
    if (generations.size >= MAX_GENERATIONS) {
      generations.clear();
      floor = clock;
    }
    generations.set(key, ++clock);
  };
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return null;
    }
    return entry;
  };
  return {
    kind: 'memory',
    incr: async ({ key, ttlSeconds }) => {
      const entry = live(key);
      const value = entry ? Number(entry.value) + 1 : 1;
      store.set(key, { value: String(value), expiresAt: entry?.expiresAt ?? Date.now() + ttlSeconds * 1000 });
      return value;
    },
    get: async (key) => live(key)?.value ?? null,
    set: async ({ key, value, ttlSeconds }) => {
      store.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
    },
    del: async (key) => {
      store.delete(key);
    },
    ttl: async (key) => {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - Date.now()) / 1000) : 0;
    },
    getWithGeneration: async (key) => ({ value: live(key)?.value ?? null, generation: generationOf(key) }),
    setIfGeneration: async ({ key, value, ttlSeconds, generation }) => {
      if (generationOf(key) !== generation) return false;
      store.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
      return true;
    },
    delAndPublish: async ({ keys, channel, message }) => {
      for (const key of keys) {
        store.delete(key);
        moveGeneration(key);
      }
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
    publish: async ({ channel, message }) => {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
    subscribe: async ({ channel, onMessage }) => {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onMessage]);
    },
    close: async () => {
      store.clear();
      listeners.clear();
      generations.clear();
    },
  };
};

/**
 * How long a key's generation outlives its last drop in Redis. A generation that expired reads as
 * "0" again, so an answer whose build spanned both the drop and this whole time could be kept;
 * builds take milliseconds, and a day of a generation key costs a few bytes per dropped key.
 */
const GENERATION_TTL_SECONDS = 86_400;

/** KEYS[1] value, KEYS[2] generation; ARGV generation read, value, TTL: SET only if the generation is unchanged. */
const SET_IF_GENERATION = `
  if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
  redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
  return 1`;

const createRedisCache = async ({ url, prefix }: { url: string; prefix: string }): Promise<Cache> => {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // Sent as EVALSHA (the script text only when Redis does not know it yet).
  client.defineCommand('setIfGeneration', { numberOfKeys: 2, lua: SET_IF_GENERATION });
  const setIfGeneration = (
    client as unknown as {
      setIfGeneration: (...args: (string | number)[]) => Promise<number>;
    }
  ).setIfGeneration.bind(client);
  await client.connect();
  let subscriber: InstanceType<typeof Redis> | null = null;
  const handlers = new Map<string, ((message: string) => void)[]>();
  const k = (key: string) => `${prefix}${key}`;
  /** Where a key's generation is kept (next to the key, under the same prefix). */
  const g = (key: string) => `${prefix}generation:${key}`;
  return {
    kind: 'redis',
    incr: async ({ key, ttlSeconds }) => {
      const [[, value]] = (await client.multi().incr(k(key)).expire(k(key), ttlSeconds, 'NX').exec()) as [
        [null, number],
      ];
      return value;
    },
    get: (key) => client.get(k(key)),
    set: async ({ key, value, ttlSeconds }) => {
      await client.set(k(key), value, 'EX', ttlSeconds);
    },
    del: async (key) => {
      await client.del(k(key));
    },
    ttl: async (key) => Math.max(0, await client.ttl(k(key))),
    getWithGeneration: async (key) => {
      const [value, generation] = await client.mget(k(key), g(key));
      return { value, generation: generation ?? '0' };
    },
    setIfGeneration: async ({ key, value, ttlSeconds, generation }) =>
      (await setIfGeneration(k(key), g(key), generation, value, ttlSeconds)) === 1,
    delAndPublish: async ({ keys, channel, message }) => {
      // MULTI: no conditional set runs between the delete and the generation move.
      const transaction = client.multi().del(...keys.map(k));
      for (const key of keys) transaction.incr(g(key)).expire(g(key), GENERATION_TTL_SECONDS);
      const results = await transaction.publish(k(channel), message).exec();
      const failed = results?.find(([error]) => error);
      if (failed) throw failed[0];
    },
    publish: async ({ channel, message }) => {
      await client.publish(k(channel), message);
    },
    subscribe: async ({ channel, onMessage }) => {
      if (!subscriber) {
        subscriber = client.duplicate();
        subscriber.on('message', (ch: string, message: string) => {
          for (const handler of handlers.get(ch) ?? []) handler(message);
        });
      }
      handlers.set(k(channel), [...(handlers.get(k(channel)) ?? []), onMessage]);
      await subscriber.subscribe(k(channel));
    },
    close: async () => {
      await subscriber?.quit();
      await client.quit();
    },
  };
};

/** Opens the shared cache: Redis when a URL is given, else in-process memory. */
export const createCache = async ({
  redisUrl,
  prefix = 'unigate:',
}: {
  redisUrl: string | null;
  prefix?: string;
}): Promise<Cache> => (redisUrl ? createRedisCache({ url: redisUrl, prefix }) : createMemoryCache());
