import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { describeUserAgent } from '../../src/features/auth/server/describe-user-agent';
import { createTestApp, DEMO } from '../helpers/test-app';

const HOST = 'unigate.localhost';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let app: FastifyInstance;
let other: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  // A second instance on the same database and shared cache (as two servers behind a balancer).
  other = await buildApp({
    dbHandle: { db: app.db, kind: app.dbKind, close: async () => {} },
    cache: app.cache,
    logger: false,
    settings: { serveClient: false },
  });
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});

const signIn = async ({
  account = DEMO.account,
  userAgent,
  ip,
  on = app,
}: {
  account?: string;
  userAgent: string;
  ip: string;
  on?: FastifyInstance;
}) => {
  const response = await on.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    headers: { host: HOST, 'user-agent': userAgent },
    payload: { account, password: DEMO.password },
  });
  expect(response.json().code).toBe(1);
  const sid = response.cookies.find((c) => c.name === 'unigate_sid');
  return `unigate_sid=${sid?.value}`;
};

const listOf = (cookie: string, on = app) =>
  on.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: { host: HOST, cookie } });
const end = (cookie: string, id: string, on = app) =>
  on.inject({
    method: 'POST',
    url: `/api/v1/auth/sessions/${id}/revoke`,
    headers: { host: HOST, cookie },
  });
const whoAmI = async (cookie: string, on = app) =>
  (await on.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { host: HOST, cookie } })).json()
    .data;

describe('GET /api/v1/auth/sessions', () => {
  it('needs a session', async () => {
    expect((await listOf('')).statusCode).toBe(401);
  });

  it("lists the user's live sessions with device, time and address, marking the current one", async () => {
    const account = '20220002';
    const phone = await signIn({ account, userAgent: PHONE, ip: '192.0.2.1' });
    const laptop = await signIn({ account, userAgent: LAPTOP, ip: '192.0.2.2' });
    await signIn({ account: '20220003', userAgent: LAPTOP, ip: '192.0.2.3' });
    const response = await listOf(laptop);
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBe(2);
    expect(data.map((row: { browser: string; os: string; ip: string; current: boolean }) => row)).toEqual([
      expect.objectContaining({ browser: 'Chrome', os: 'Windows', ip: '192.0.2.2', current: true }),
      expect.objectContaining({ browser: 'Safari', os: 'iPhone', ip: '192.0.2.1', current: false }),
    ]);
    for (const row of data) {
      expect(row.id).toMatch(/^[\w-]{22}$/);
      expect(Number.isNaN(Date.parse(row.createdAt))).toBe(false);
      expect(Date.parse(row.expiresAt)).toBeGreaterThan(Date.now());
    }
    // Nothing in the list opens a session: ids are not tokens.
    expect(JSON.stringify(data)).not.toContain(phone.split('=')[1]);
  });
});

describe('POST /api/v1/auth/sessions/:id/revoke', () => {
  it('ends another of the user’s sessions on every instance at once', async () => {
    const account = '20220004';
    const phone = await signIn({ account, userAgent: PHONE, ip: '192.0.2.4', on: other });
    const laptop = await signIn({ account, userAgent: LAPTOP, ip: '192.0.2.5' });
    // The other instance has read the phone's session (and keeps it in its near cache).
    expect((await whoAmI(phone, other)).account).toBe(account);
    const target = (await listOf(laptop)).json().data.find((row: { current: boolean }) => !row.current);
    const ended = await end(laptop, target.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ code: 1, current: false });
    // The other instance hears of it through the cache's broadcast (at once in memory, a moment
    // later over Redis), long before its near cache would expire (minutes).
    await vi.waitFor(async () => expect(await whoAmI(phone, other)).toBeNull(), { timeout: 10_000 });
    expect(await whoAmI(phone)).toBeNull();
    expect((await listOf(phone, other)).statusCode).toBe(401);
    expect((await listOf(laptop)).json().data.map((row: { id: string }) => row.id)).not.toContain(target.id);
    expect((await whoAmI(laptop)).account).toBe(account);
  });

  it("answers another user's session id exactly as a missing one", async () => {
    const mine = await signIn({ account: '20220005', userAgent: LAPTOP, ip: '192.0.2.6' });
    const theirs = await signIn({ account: '20220006', userAgent: PHONE, ip: '192.0.2.7' });
    const theirId = (await listOf(theirs)).json().data[0].id;
    const foreign = await end(mine, theirId);
    const missing = await end(mine, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(missing.statusCode).toBe(404);
    expect((await whoAmI(theirs)).account).toBe('20220006');
    expect((await end(mine, 'not/an-id')).statusCode).toBe(404);
    expect((await end(mine, `${'x'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('ending the current session signs out (cookie cleared, session gone)', async () => {
    const cookie = await signIn({ account: '20220007', userAgent: LAPTOP, ip: '192.0.2.8' });
    const own = (await listOf(cookie)).json().data[0];
    expect(own.current).toBe(true);
    const ended = await end(cookie, own.id);
    expect(ended.json()).toEqual({ code: 1, current: true });
    expect(ended.cookies.find((c) => c.name === 'unigate_sid')?.value).toBe('');
    expect(await whoAmI(cookie)).toBeNull();
  });

  it('an ended session stays out of the list, as one that logged out', async () => {
    const account = '20220008';
    const first = await signIn({ account, userAgent: PHONE, ip: '192.0.2.9' });
    await app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { host: HOST, cookie: first } });
    const second = await signIn({ account, userAgent: LAPTOP, ip: '192.0.2.10' });
    expect((await listOf(second)).json()).toMatchObject({ total: 1, data: [{ current: true }] });
  });
});

describe('describeUserAgent', () => {
  it('names common browsers and systems, and leaves the unknown empty', () => {
    expect(describeUserAgent(PHONE)).toEqual({ browser: 'Safari', os: 'iPhone' });
    expect(describeUserAgent(LAPTOP)).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'),
    ).toEqual({
      browser: 'Firefox',
      os: 'Linux',
    });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: '', os: '' });
  });
});
