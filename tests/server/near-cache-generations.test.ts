import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createCache } from '../../src/server/cache/create-cache';
import type { Cache } from '../../src/server/cache/create-cache';
import { createNearCache } from '../../src/server/cache/near-cache';

/** The answer as text. */
const text = async (answer: Promise<Buffer>) => (await answer).toString('utf8');

/**
 * `cache` as another instance sees it: its broadcast messages arrive only when `deliver` is
 * called (pub/sub delivery is not ordered with the instance's own commands on its other
 * connection; holding it makes the unlucky order happen every time).
 */
const withLateBroadcasts = (cache: Cache) => {
  const held: (() => void)[] = [];
  const late: Cache = {
    ...cache,
    subscribe: ({ channel, onMessage }) =>
      cache.subscribe({ channel, onMessage: (message) => held.push(() => onMessage(message)) }),
  };
  return { cache: late, deliver: () => held.splice(0).forEach((go) => go()) };
};

/** The rows an answer is built from, and a build that can be held after it read them. */
const database = () => {
  let rows = 'timetable before the registration';
  let hold: Promise<void> | null = null;
  let release = () => {};
  let hasRead = () => {};
  return {
    write: (next: string) => {
      rows = next;
    },
    /** The next build reads the rows, then waits until `release` is called; resolves once it has read. */
    holdNextBuild: () => {
      hold = new Promise<void>((resolve) => (release = resolve));
      return new Promise<void>((resolve) => (hasRead = resolve));
    },
    release: () => release(),
    build: async () => {
      const read = rows;
      const waiting = hold;
      hold = null;
      hasRead();
      if (waiting) await waiting;
      return read;
    },
  };
};

/**
 * The two-instance race: B reads a student's timetable from rows read before the
 * registration's commit; A commits, drops the key and acknowledges; then B's answer reaches the
 * shared cache. No instance may serve B's answer afterwards.
 */
const staleWriteBack = async ({ a, b }: { a: Cache; b: Cache }) => {
  const late = withLateBroadcasts(b);
  const nearA = await createNearCache({ cache: a, ttlMs: 60_000 });
  const nearB = await createNearCache({ cache: late.cache, ttlMs: 60_000 });
  const db = database();
  const key = `learn:timetable:1:${randomBytes(3).toString('hex')}:student:20262`;
  const hasRead = db.holdNextBuild();
  const readOnB = nearB.get({ key, ttlSeconds: 30, build: db.build });
  await hasRead;
  // The registration on A: committed, then its forget is acknowledged.
  db.write('timetable after the registration');
  await nearA.forget([key]);
  db.release();
  // B answers what it read (its request started before the write), but must not keep it.
  expect(await text(readOnB)).toBe('timetable before the registration');
  late.deliver();
  expect(await text(nearA.get({ key, ttlSeconds: 30, build: db.build }))).toBe(
    'timetable after the registration',
  );
  expect(await text(nearB.get({ key, ttlSeconds: 30, build: db.build }))).toBe(
    'timetable after the registration',
  );
};

describe('shared cache generations, in-process', () => {
  it('refuses an answer built before its key was last dropped', async () => {
    const cache = await createCache({ redisUrl: null });
    const { generation } = await cache.getWithGeneration('k');
    await cache.delAndPublish({ keys: ['k'], channel: 'c', message: 'k' });
    expect(await cache.setIfGeneration({ key: 'k', value: 'old', ttlSeconds: 30, generation })).toBe(false);
    expect(await cache.get('k')).toBeNull();
    const now = await cache.getWithGeneration('k');
    expect(
      await cache.setIfGeneration({ key: 'k', value: 'new', ttlSeconds: 30, generation: now.generation }),
    ).toBe(true);
    expect(await cache.get('k')).toBe('new');
  });

  it('two instances over one cache: a read built before an acknowledged write is not kept', async () => {
    const cache = await createCache({ redisUrl: null });
    await staleWriteBack({ a: cache, b: cache });
  });
});

describe.skipIf(!process.env.REDIS_URL)('shared cache generations on Redis', () => {
  const opened: Cache[] = [];
  const open = async (prefix: string) => {
    const cache = await createCache({ redisUrl: process.env.REDIS_URL as string, prefix });
    opened.push(cache);
    return cache;
  };
  const prefixOf = () => `unigate-test:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    for (const cache of opened) await cache.close();
  });

  it('refuses an answer built before its key was last dropped, whichever instance dropped it', async () => {
    const prefix = prefixOf();
    const [a, b] = [await open(prefix), await open(prefix)];
    const { generation } = await b.getWithGeneration('k');
    await a.delAndPublish({ keys: ['k', 'other'], channel: 'c', message: 'k\nother' });
    expect(await b.setIfGeneration({ key: 'k', value: 'old', ttlSeconds: 30, generation })).toBe(false);
    expect(await a.get('k')).toBeNull();
    const now = await b.getWithGeneration('k');
    expect(
      await b.setIfGeneration({ key: 'k', value: 'new', ttlSeconds: 30, generation: now.generation }),
    ).toBe(true);
    expect(await a.get('k')).toBe('new');
  });

  it('two instances over one Redis: a read built before an acknowledged write is not kept', async () => {
    const prefix = prefixOf();
    await staleWriteBack({ a: await open(prefix), b: await open(prefix) });
  });

  it('two deployments on one Redis (their own prefixes) never drop each other’s answers', async () => {
    const first = await createNearCache({ cache: await open(prefixOf()), ttlMs: 60_000 });
    const secondCache = await open(prefixOf());
    const second = await createNearCache({ cache: secondCache, ttlMs: 60_000 });
    const build = async () => 'answer of the second deployment';
    await second.get({ key: 'learn:timetable:1:7:student:20262', ttlSeconds: 30, build });
    await first.forget(['learn:timetable:1:7:student:20262']);
    expect(await secondCache.get('learn:timetable:1:7:student:20262')).toBe(
      'answer of the second deployment',
    );
    const rebuilt = async () => 'rebuilt';
    expect(
      await text(second.get({ key: 'learn:timetable:1:7:student:20262', ttlSeconds: 30, build: rebuilt })),
    ).toBe('answer of the second deployment');
  });
});
