import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { withChecksum } from '../../../src/core/checksum';
import { buildApp } from '../../../src/server/app';
import type { Cache } from '../../../src/server/cache/create-cache';
import { createTestApp } from '../../helpers/test-app';
import { rows } from './learn-test-kit';
import { burstCookies } from './registration-burst';

const HOST = 'hust.localhost';
let a: FastifyInstance;
const others: FastifyInstance[] = [];
beforeAll(async () => {
  a = await createTestApp({ students: 40, settings: { testMode: true } });
});
afterAll(async () => {
  for (const app of others) await app.close();
  await a?.close();
});

/** A second server instance on A's database, with its own caches in front of `cache`. */
const instanceOn = async ({
  cache,
  settings = {},
}: {
  cache?: Cache;
  settings?: Record<string, unknown>;
}) => {
  const app = await buildApp({
    dbHandle: { db: a.db, kind: a.dbKind, close: async () => {} },
    cache,
    logger: false,
    settings: { serveClient: false, testMode: true, ...settings },
  });
  others.push(app);
  return app;
};

/**
 * `cache` as instance B uses it: the broadcast reaches B only when `deliver` is called, and once
 * `holdWrites` was called B's next write of an answer waits until `letWrite` (B is slow between
 * reading the rows and keeping what it built from them).
 */
const heldCache = (cache: Cache) => {
  const messages: (() => void)[] = [];
  let gate: { reached: () => void; open: Promise<void> } | null = null;
  let letWrite = () => {};
  const wait = async () => {
    const current = gate;
    gate = null;
    if (!current) return;
    current.reached();
    await current.open;
  };
  const held: Cache = {
    ...cache,
    subscribe: ({ channel, onMessage }) =>
      cache.subscribe({ channel, onMessage: (message) => messages.push(() => onMessage(message)) }),
    set: async (args) => {
      await wait();
      return cache.set(args);
    },
    setIfGeneration: async (args) => {
      await wait();
      return cache.setIfGeneration(args);
    },
  };
  return {
    cache: held,
    /** Resolves once B built an answer and waits to keep it. */
    holdWrites: () =>
      new Promise<void>((reached) => {
        gate = { reached, open: new Promise<void>((resolve) => (letWrite = resolve)) };
      }),
    letWrite: () => letWrite(),
    deliver: () => messages.splice(0).forEach((go) => go()),
  };
};

describe('a timetable read on one instance while another registers', () => {
  it('is never served after the registration was acknowledged', async () => {
    const [course] = await rows<{ id: number }>({
      app: a,
      text: `insert into courses (root_id, code, name, credits) values (1, 'STALETT', 'Học phần STALETT', 2) returning id`,
    });
    const [klass] = await rows<{ id: number }>({
      app: a,
      text: `insert into classes (root_id, class_id, course_id, course_code, course_name, semester, capacity, class_type, calendar_info)
             values (1, 'STALETT1', ${course.id}, 'STALETT', 'Học phần STALETT', '20262', 30, 'LT', '6|S|1-3|1-15|D9-501') returning id`,
    });
    await rows({
      app: a,
      text: `insert into timetable_slots (root_id, class_id, semester, place, weeks, day, day_time, "from", "to")
             values (1, ${klass.id}, '20262', 'D9-501', '[1,2,3]', 6, 'S', 1, 3)`,
    });
    const b = heldCache(a.cache);
    const appB = await instanceOn({ cache: b.cache });
    const [student] = (await burstCookies({ app: a, count: 30 })).slice(-1);
    const timetable = (app: FastifyInstance) =>
      app.inject({
        method: 'GET',
        url: '/api/v2/timetables/student-timetable?semester=20262',
        headers: { host: HOST, cookie: student.cookie },
      });
    const classCodes = (body: string) =>
      (JSON.parse(body) as { data: { classCode: string }[] }).data.map((slot) => slot.classCode);

    // B reads the rows before the registration, then is slow to keep its answer.
    const built = b.holdWrites();
    const readOnB = timetable(appB);
    await built;
    const registered = await a.inject({
      method: 'POST',
      url: '/api/v1/class-registrations/register',
      headers: { host: HOST, cookie: student.cookie },
      payload: withChecksum({
        rule: 'classRegistration.register',
        body: { data: { classIds: [Number(klass.id)] } },
      }),
    });
    expect(registered.json().data.results[0].status).toBe('registered');
    b.letWrite();
    // B's request started before the write: it may answer the old timetable, but nobody after it.
    expect(classCodes((await readOnB).body)).not.toContain('STALETT1');
    b.deliver();
    expect(classCodes((await timetable(a)).body)).toContain('STALETT1');
    expect(classCodes((await timetable(appB)).body)).toContain('STALETT1');
  });
});

describe.skipIf(!process.env.REDIS_URL)('two deployments on one Redis', () => {
  it("keep their keys and broadcasts apart by CACHE_PREFIX: one's drop leaves the other's answer", async () => {
    const redisUrl = process.env.REDIS_URL as string;
    const first = await instanceOn({
      settings: { redisUrl, cachePrefix: `unigate-test:${randomBytes(4).toString('hex')}:` },
    });
    const secondPrefix = `unigate-test:${randomBytes(4).toString('hex')}:`;
    const second = await instanceOn({ settings: { redisUrl, cachePrefix: secondPrefix } });
    const key = 'learn:timetable:1:7:student:20262';
    await second.nearCache.get({ key, ttlSeconds: 30, build: async () => 'second deployment' });
    await first.nearCache.forget([key]);
    const { Redis } = await import('ioredis');
    const raw = new Redis(redisUrl);
    try {
      expect(await raw.get(`${secondPrefix}${key}`)).toBe('second deployment');
    } finally {
      raw.disconnect();
    }
    expect(
      (await second.nearCache.get({ key, ttlSeconds: 30, build: async () => 'rebuilt' })).toString(),
    ).toBe('second deployment');
  });
});
