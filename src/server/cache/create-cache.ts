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
  del: (key: string) => Promise<void>;
  /** Seconds left before a key expires (0 when absent). */
  ttl: (key: string) => Promise<number>;
  /** Deletes `keys` and sends `message` to every instance on `channel`, in one round trip. */
  delAndPublish: (args: { keys: string[]; channel: string; message: string }) => Promise<void>;
  /** Sends a message to every instance (including this one). */
  publish: (args: { channel: string; message: string }) => Promise<void>;
  subscribe: (args: { channel: string; onMessage: (message: string) => void }) => Promise<void>;
  close: () => Promise<void>;
};

const createMemoryCache = (): Cache => {
  const store = new Map<string, { value: string; expiresAt: number }>();
  const listeners = new Map<string, ((message: string) => void)[]>();
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
    delAndPublish: async ({ keys, channel, message }) => {
      for (const key of keys) store.delete(key);
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
    },
  };
};

const createRedisCache = async ({ url, prefix }: { url: string; prefix: string }): Promise<Cache> => {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await client.connect();
  let subscriber: InstanceType<typeof Redis> | null = null;
  const handlers = new Map<string, ((message: string) => void)[]>();
  const k = (key: string) => `${prefix}${key}`;
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
    delAndPublish: async ({ keys, channel, message }) => {
      const results = await client
        .pipeline()
        .del(...keys.map(k))
        .publish(k(channel), message)
        .exec();
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
