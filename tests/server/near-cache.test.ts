import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createCache } from '../../src/server/cache/create-cache';
import type { Cache } from '../../src/server/cache/create-cache';
import { createNearCache } from '../../src/server/cache/near-cache';

/** A builder that answers v1, v2, ... and counts its calls. */
const counter = () => {
  let calls = 0;
  return { build: async () => `v${++calls}`, calls: () => calls };
};

describe('near cache on the in-process cache', () => {
  it('builds once, serves the kept answer, and builds again after forget', async () => {
    const near = await createNearCache({ cache: await createCache({ redisUrl: null }) });
    const { build, calls } = counter();
    expect(await near.get({ key: 'k', ttlSeconds: 30, build })).toBe('v1');
    expect(await near.get({ key: 'k', ttlSeconds: 30, build })).toBe('v1');
    await near.forget('k');
    expect(await near.get({ key: 'k', ttlSeconds: 30, build })).toBe('v2');
    expect(calls()).toBe(2);
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

  it("serves its own copy without Redis, and drops it when any instance forgets the key", async () => {
    const a = await instance();
    const b = await instance();
    const { build } = counter();
    expect(await a.near.get({ key: 'timetable', ttlSeconds: 30, build })).toBe('v1');
    expect(await b.near.get({ key: 'timetable', ttlSeconds: 30, build })).toBe('v1');
    // Changed in Redis behind B's back: B still answers its own copy (no round trip).
    await a.cache.set({ key: 'timetable', value: 'changed', ttlSeconds: 30 });
    expect(await b.near.get({ key: 'timetable', ttlSeconds: 30, build })).toBe('v1');
    // A forgets: Redis and every instance's copy; B builds the answer again.
    await a.near.forget('timetable');
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answer = await b.near.get({ key: 'timetable', ttlSeconds: 30, build });
      if (answer !== 'v1') {
        expect(answer).toBe('v2');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("B kept its copy after A forgot the key");
  });
});
