import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { computeChecksum } from '../../src/core/checksum';
import { users } from '../../src/features/auth/shared/tables';
import { createTestApp, DEMO } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const HOST = 'unigate.localhost';

/** Stops the clock (only Date: I/O and timers run), so waits are checked without timing anything. */
const freezeClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
};
const advanceSeconds = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

const signIn = ({
  account,
  password,
  ip,
  cookie = '',
  locale = 'vi',
}: {
  account: string;
  password: string;
  ip: string;
  cookie?: string;
  locale?: string;
}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    headers: { host: HOST, cookie, 'accept-language': locale },
    payload: { account, password },
  });

const cookieOf = (response: Awaited<ReturnType<typeof signIn>>, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie ? `${name}=${cookie.value}` : '';
};

describe('sign-in throttle under concurrency', () => {
  it('lets only the free attempts of a burst reach the password check; the right password in it is refused', async () => {
    freezeClock();
    const account = '20230002';
    const ip = '198.51.100.1';
    const burst = Array.from({ length: 20 }, (_, i) => signIn({ account, password: `wrong-${i}-pass`, ip }));
    const right = signIn({ account, password: DEMO.password, ip });
    const answers = await Promise.all(burst);
    const rightAnswer = await right;

    const checked = answers.filter((response) => response.statusCode === 200);
    expect(checked.map((response) => response.json().code)).toEqual([-1, -1, -1, -1, -1]);
    const refused = answers.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(15);
    for (const response of refused) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(rightAnswer.statusCode).toBe(429);
    expect(rightAnswer.cookies.find((c) => c.name === 'unigate_sid')).toBeUndefined();

    // Once the budget is spent, the right password waits too...
    const after = await signIn({ account, password: DEMO.password, ip });
    expect(after.statusCode).toBe(429);
    expect(after.headers['retry-after']).toBe('1');
    expect(after.json()).toMatchObject({ retryAfterSeconds: 1 });
    expect(after.json().message).toBe('Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau 1 giây.');
    // ...but only that long: a wait, not a 15-minute lock.
    advanceSeconds(1);
    expect((await signIn({ account, password: DEMO.password, ip })).json().code).toBe(1);
  });

  it('makes each attempt past the free ones wait longer (1 s, 2 s, 4 s… capped), never locking the account', async () => {
    freezeClock();
    const account = '20230003';
    const ip = '198.51.100.2';
    for (let i = 0; i < 5; i += 1)
      expect((await signIn({ account, password: `bad-${i}-pass`, ip })).json().code).toBe(-1);
    const waits: string[] = [];
    // 811 s in all: inside one 15-minute window, so no fresh free attempts come in between.
    for (let level = 0; level < 10; level += 1) {
      const refused = await signIn({ account, password: `bad-x${level}-pass`, ip, locale: 'en' });
      expect(refused.statusCode).toBe(429);
      waits.push(String(refused.headers['retry-after']));
      advanceSeconds(Number(refused.headers['retry-after']) - 0.5);
      expect((await signIn({ account, password: `bad-y${level}-pass`, ip })).statusCode).toBe(429);
      advanceSeconds(0.5);
      expect((await signIn({ account, password: `bad-z${level}-pass`, ip })).json().code).toBe(-1);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '64', '128', '256', '300']);
    const last = await signIn({ account, password: DEMO.password, ip, locale: 'en' });
    expect(last.json().message).toBe('Too many failed sign-in attempts. Please try again in 5 minute(s).');
    advanceSeconds(300);
    expect((await signIn({ account, password: DEMO.password, ip })).json().code).toBe(1);
  });
});

describe('device cookie', () => {
  it("keeps the account usable from the student's own device while strangers exhaust its budget", async () => {
    freezeClock();
    const account = '20230004';
    const own = await signIn({ account, password: DEMO.password, ip: '192.0.2.10' });
    const device = own.cookies.find((c) => c.name === 'unigate_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/' });
    const deviceCookie = cookieOf(own, 'unigate_device');

    // A stranger who knows the student code hammers it.
    for (let i = 0; i < 8; i += 1) await signIn({ account, password: `guess-${i}-pass`, ip: '203.0.113.66' });
    expect((await signIn({ account, password: DEMO.password, ip: '192.0.2.10' })).statusCode).toBe(429);

    // The student's device has its own budget: a typo, then the right password, at once.
    const typo = await signIn({ account, password: 'typo-pass-1', ip: '192.0.2.10', cookie: deviceCookie });
    expect(typo.json().code).toBe(-1);
    const back = await signIn({ account, password: DEMO.password, ip: '192.0.2.10', cookie: deviceCookie });
    expect(back.json().code).toBe(1);

    // A forged cookie, or one another account earned, is worth nothing here.
    const forged = deviceCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await signIn({ account, password: DEMO.password, ip: '192.0.2.10', cookie: forged })).statusCode,
    ).toBe(429);
    const other = await signIn({ account: '20230005', password: DEMO.password, ip: '192.0.2.11' });
    const otherDevice = cookieOf(other, 'unigate_device');
    expect(otherDevice).not.toBe('');
    expect(
      (await signIn({ account, password: DEMO.password, ip: '192.0.2.11', cookie: otherDevice })).statusCode,
    ).toBe(429);
  });
});

describe('account budget', () => {
  it("counts the e-mail alias against the account's own budget", async () => {
    freezeClock();
    const account = '20230006';
    const [user] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.account, account), eq(users.rootId, 4)))
      .limit(1);
    expect(user.email).toContain('@');
    for (let i = 0; i < 5; i += 1)
      expect(
        (await signIn({ account: user.email, password: `bad-${i}-pass`, ip: `192.0.2.${20 + i}` })).json()
          .code,
      ).toBe(-1);
    const blocked = await signIn({ account, password: DEMO.password, ip: '192.0.2.30' });
    expect(blocked.statusCode).toBe(429);
    const viaUpperAlias = await signIn({
      account: user.email.toUpperCase(),
      password: DEMO.password,
      ip: '192.0.2.31',
    });
    expect(viaUpperAlias.statusCode).toBe(429);
  });

  it('answers a code then its e-mail address alike for a known and an unknown account', async () => {
    freezeClock();
    const answersFor = async (code: string) => {
      const codes: number[] = [];
      for (const typed of [code, code, code, code, code, `${code}@sv.unigate.edu.vn`]) {
        const response = await signIn({ account: typed, password: 'bad-pass-0', ip: '192.0.2.60' });
        codes.push(response.statusCode === 200 ? response.json().code : response.statusCode);
      }
      return codes;
    };
    const known = await answersFor('20230009');
    expect(known).toEqual(await answersFor('29990079'));
    expect(known.at(-1)).toBe(429);
  });

  it('answers an unknown account exactly as a known one (existence is not revealed)', async () => {
    freezeClock();
    const answersFor = async (account: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await signIn({ account, password: `bad-${i}-pass`, ip: '192.0.2.40' });
        codes.push(response.statusCode === 200 ? response.json().code : response.statusCode);
      }
      return codes;
    };
    const unknown = await answersFor('nobody-here');
    expect(unknown).toEqual(await answersFor('20230007'));
    expect(unknown).toEqual([-1, -1, -1, -1, -1, 429]);
  });

  it('throttles change-password: wrong current passwords count against the account', async () => {
    freezeClock();
    const account = '20230008';
    const signedIn = await signIn({ account, password: DEMO.password, ip: '192.0.2.50' });
    const sid = cookieOf(signedIn, 'unigate_sid');
    const change = (password: string) => {
      const body = { password, newPassword: 'NewPass2026' };
      return app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        remoteAddress: '192.0.2.50',
        headers: { host: HOST, cookie: sid },
        payload: { ...body, checkSum: computeChecksum({ rule: 'auth.changePassword', body }) },
      });
    };
    const parallel = await Promise.all(Array.from({ length: 8 }, (_, i) => change(`Wrong-${i}-pass`)));
    expect(parallel.filter((response) => response.statusCode === 200).map((r) => r.json().code)).toEqual([
      -1, -1, -1, -1, -1,
    ]);
    const right = await change(DEMO.password);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBe('1');
    // The same budget guards the sign-in form.
    expect((await signIn({ account, password: DEMO.password, ip: '192.0.2.51' })).statusCode).toBe(429);
    advanceSeconds(1);
    expect((await change(DEMO.password)).json().code).toBe(1);
  });
});

describe('IP budget', () => {
  it('slows a spray across many accounts from one address', async () => {
    freezeClock();
    const ip = '198.51.100.77';
    const answers = [];
    for (let i = 0; i < 51; i += 1)
      answers.push((await signIn({ account: `ghost${i}`, password: 'nope-1234', ip })).statusCode);
    expect(answers.slice(0, 50).every((status) => status === 200)).toBe(true);
    expect(answers[50]).toBe(429);
    // Another address is not slowed down.
    expect(
      (await signIn({ account: '20240002', password: DEMO.password, ip: '198.51.100.78' })).json().code,
    ).toBe(1);
  });
});
