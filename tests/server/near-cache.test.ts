import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createCache } from '../../src/server/cache/create-cache';
import type { Cache } from '../../src/server/cache/create-cache';
import { createNearCache } from '../../src/server/cache/near-cache';

/** The answer as text. */
const text = async (answer: Promise<Buffer>) => (await answer).toString('utf8');

/** A builder that answers v1, v2, ... and counts its calls. */
const counter = () => {
  let calls = 0;
  return { build: async () => `v${++calls}`, calls: () => calls };
};

describe('near cache on the in-process cache', () => {
  it('builds once, serves the kept answer, and builds again after forget', async () => {
    const near = await createNearCache({ cache: await createCache({ redisUrl: null }) });
    const { build, calls } = counter();
    expect(await text(near.get({ key: 'k', ttlSeconds: 30, build }))).toBe('v1');
    expect(await text(near.get({ key: 'k', ttlSeconds: 30, build }))).toBe('v1');
    await near.forget(['k']);
    expect(await text(near.get({ key: 'k', ttlSeconds: 30, build }))).toBe('v2');
    expect(calls()).toBe(2);
  });
});

describe('near cache forgets', () => {
  it('does not keep an answer built while its key was dropped (it may predate the change)', async () => {
    const near = await createNearCache({ cache: await createCache({ redisUrl: null }) });
    let release = () => {};
    let calls = 0;
    const build = async () => {
      calls += 1;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return `v${calls}`;
    };
    const slow = near.get({ key: 'k', ttlSeconds: 30, build });
    await new Promise((resolve) => setImmediate(resolve));
    // The seats change while the first answer is being built from the old rows.
    await near.forget(['k']);
    release();
    expect(await text(slow)).toBe('v1');
    expect(await text(near.get({ key: 'k', ttlSeconds: 30, build }))).toBe('v2');
    expect(await text(near.get({ key: 'k', ttlSeconds: 30, build }))).toBe('v2');
    expect(calls).toBe(2);
  });

  it('does not keep an answer read between a forget and its round trip', async () => {
    const near = await createNearCache({ cache: await createCache({ redisUrl: null }) });
    const { build } = counter();
    expect(await text(near.get({ key: 'k', ttlSeconds: 30, build }))).toBe('v1');
    const forgetting = near.forget(['k']);
    // The shared cache still holds the old answer until the batch is sent.
    expect(await text(near.get({ key: 'k', ttlSeconds: 30, build }))).toBe('v1');
    await forgetting;
    expect(await text(near.get({ key: 'k', ttlSeconds: 30, build }))).toBe('v2');
  });

  it('sends the keys forgotten in one turn of the event loop in one round trip, and each caller waits for it', async () => {
    const cache = await createCache({ redisUrl: null });
    const sent: string[][] = [];
    const counted: Cache = {
      ...cache,
      delAndPublish: async (args) => {
        sent.push(args.keys);
        await cache.delAndPublish(args);
      },
    };
    const near = await createNearCache({ cache: counted });
    await cache.set({ key: 'a', value: '1', ttlSeconds: 30 });
    await cache.set({ key: 'b', value: '1', ttlSeconds: 30 });
    await cache.set({ key: 'c', value: '1', ttlSeconds: 30 });
    const first = near.forget(['a']);
    const second = near.forget(['b', 'c']);
    await first;
    // Resolved only once the round trip is done: the keys are gone.
    expect(await cache.get('a')).toBeNull();
    await second;
    expect(await cache.get('c')).toBeNull();
    expect(sent).toEqual([['a', 'b', 'c']]);
    await near.forget(['a']);
    expect(sent).toHaveLength(2);
  });

  it('keeps one round trip in flight: keys forgotten meanwhile go together in the next, and a failed one fails only its callers', async () => {
    const cache = await createCache({ redisUrl: null });
    const sent: string[][] = [];
    let release = () => {};
    const slow: Cache = {
      ...cache,
      delAndPublish: async (args) => {
        sent.push(args.keys);
        if (sent.length === 1) {
          await new Promise<void>((resolve) => (release = resolve));
          throw new Error('redis down');
        }
        await cache.delAndPublish(args);
      },
    };
    const near = await createNearCache({ cache: slow });
    const first = near.forget(['a']);
    await new Promise((resolve) => setImmediate(resolve));
    // The first round trip is out: later turns wait and go together.
    const second = near.forget(['b']);
    await new Promise((resolve) => setImmediate(resolve));
    const third = near.forget(['c']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([['a']]);
    release();
    await expect(first).rejects.toThrow('redis down');
    await Promise.all([second, third]);
    expect(sent).toEqual([['a'], ['b', 'c']]);
  });
});

describe.skipIf(!process.env.REDIS_URL)('near cache on Redis, two instances', () => {
  const opened: Cache[] = [];
  const prefix = `unigate-test:${randomBytes(4).toString('hex')}:`;
  const instance = async () => {
    const cache = await createCache({ redisUrl: process.env.REDIS_URL as string, prefix });
    opened.push(cache);
    return { cache, near: await createNearCache({ cache, ttlMs: 60_000 }) };
  };
  afterAll(async () => {
    for (const cache of opened) await cache.close();
  });

  it('serves its own copy without Redis, and drops it when any instance forgets the key', async () => {
    const a = await instance();
    const b = await instance();
    const timetable = counter();
    const exams = counter();
    for (const near of [a.near, b.near]) {
      expect(await text(near.get({ key: 'timetable', ttlSeconds: 30, build: timetable.build }))).toBe('v1');
      expect(await text(near.get({ key: 'exams', ttlSeconds: 30, build: exams.build }))).toBe('v1');
    }
    // Changed in Redis behind B's back: B still answers its own copy (no round trip).
    await a.cache.set({ key: 'timetable', value: 'changed', ttlSeconds: 30 });
    expect(await text(b.near.get({ key: 'timetable', ttlSeconds: 30, build: timetable.build }))).toBe('v1');
    // A forgets both keys at once: Redis and every instance's copy; B builds both answers again.
    await a.near.forget(['timetable', 'exams']);
    expect(await a.cache.get('exams')).toBeNull();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answers = [
        await text(b.near.get({ key: 'timetable', ttlSeconds: 30, build: timetable.build })),
        await text(b.near.get({ key: 'exams', ttlSeconds: 30, build: exams.build })),
      ];
      if (answers[0] !== 'v1') {
        expect(answers).toEqual(['v2', 'v2']);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('B kept its copy after A forgot the key');
  });
});
