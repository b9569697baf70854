import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/features/auth/shared/tables';
import { listOutbox } from '../../../src/server/mail/outbox';
import { createTestApp, DEMO, login } from '../../helpers/test-app';
import { freshOutbox, settle, tokenOf, waitForOutboxMail } from './mail-helpers';

const HOST = 'hust.localhost';
const emailOf = (code: string) => `${code}@sv.hust.edu.vn`;
const SAME_ANSWER = {
  code: 1,
  message:
    'Nếu tài khoản tồn tại và có địa chỉ email, chúng tôi đã gửi một liên kết đặt lại mật khẩu. Vui lòng kiểm tra hộp thư.',
};
const NEW_PASSWORD = 'Moi-mat-khau-2026';

let app: FastifyInstance;
const outbox = freshOutbox();
beforeAll(async () => {
  app = await createTestApp({ settings: { mailOutboxDir: outbox } });
});
afterAll(async () => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const post = ({
  url,
  payload,
  ip = '192.0.2.10',
  headers = {},
}: {
  url: string;
  payload: unknown;
  ip?: string;
  headers?: Record<string, string>;
}) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { host: HOST, 'accept-language': 'vi', ...headers },
    payload: payload as Record<string, unknown>,
  });

const forgot = (account: string, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  post({ url: '/api/v1/auth/forgot-password', payload: { account }, ...options });
const check = (token: string, ip?: string) =>
  post({ url: '/api/v1/auth/reset-password/check', payload: { token }, ip });
const reset = (token: string, newPassword = NEW_PASSWORD, ip?: string) =>
  post({ url: '/api/v1/auth/reset-password', payload: { token, newPassword }, ip });

/** Asks for a link for `code` and reads its token from the outbox (a mail newer than `after`). */
const linkFor = async (code: string, options: { ip?: string } = {}) => {
  const before = new Set((await listOutbox({ dir: outbox })).data.map((mail) => mail.id));
  expect((await forgot(code, options)).json()).toEqual(SAME_ANSWER);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = (await listOutbox({ dir: outbox })).data.find(
      (candidate) => candidate.to === emailOf(code) && !before.has(candidate.id),
    );
    if (mail) return { mail, token: tokenOf(mail.text) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail for ${code}`);
};

const signIn = (account: string, password: string) => login({ app, host: HOST, account, password });

describe('asking for a reset link', () => {
  it("mails a bilingual link on the tenant's own host, whatever X-Forwarded-Host says", async () => {
    const response = await forgot('20230001', { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    const mail = await waitForOutboxMail({ dir: outbox, to: emailOf('20230001') });
    expect(mail.subject).toBe('Đặt lại mật khẩu / Reset your password – Đại học Bách khoa Hà Nội');
    expect(mail.text).toMatch(/http:\/\/hust\.localhost\/students\/reset-password#token=[A-Za-z0-9_-]{43}\n/);
    expect(mail.text + mail.html).not.toContain('evil.example');
    expect(mail.text.indexOf('Xin chào')).toBeGreaterThanOrEqual(0);
    expect(mail.text.indexOf('Xin chào')).toBeLessThan(mail.text.indexOf('Hello'));
    expect(mail.text).toContain('hết hạn sau 30 phút');
    expect(mail.text).toContain('expires in 30 minutes');
    expect(mail.html).toContain(
      `href="http://hust.localhost/students/reset-password#token=${tokenOf(mail.text)}"`,
    );
  });

  it("keeps the link on the portal's own port whatever port the Host header names", async () => {
    expect((await forgot('20230002', { headers: { host: `${HOST}:666` } })).json()).toEqual(SAME_ANSWER);
    const mail = await waitForOutboxMail({ dir: outbox, to: emailOf('20230002') });
    const port = new URL(app.settings.publicUrl).port;
    expect(mail.text).toContain(`http://${HOST}${port ? `:${port}` : ''}/students/reset-password#token=`);
    expect(mail.text + mail.html).not.toContain(':666');
  });

  it('answers an unknown account exactly like a known one, and mails nobody', async () => {
    const count = async () => (await listOutbox({ dir: outbox })).total;
    const known = await forgot('20230003');
    await waitForOutboxMail({ dir: outbox, to: emailOf('20230003') });
    const before = await count();
    const unknown = await forgot('29990001');
    const unknownMail = await forgot('nobody@sv.hust.edu.vn');
    await settle();
    for (const response of [unknown, unknownMail]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
    }
    expect(await count()).toBe(before);
  });

  it('finds the account by its e-mail address too, and answers in English when asked', async () => {
    const response = await forgot(emailOf('20230004').toUpperCase(), {
      headers: { 'accept-language': 'en' },
    });
    expect(response.json().message).toBe(
      'If the account exists and has an e-mail address, we have sent it a link to reset the password. Please check the mailbox.',
    );
    await waitForOutboxMail({ dir: outbox, to: emailOf('20230004') });
  });

  it('sends a disabled account nothing, with the same answer', async () => {
    const hust = app.appConfig.byCode.get('hust');
    await app.db
      .update(users)
      .set({ isDisabled: true })
      .where(and(eq(users.account, '20230005'), eq(users.rootId, hust?.rootId ?? -1)));
    expect((await forgot('20230005')).json()).toEqual(SAME_ANSWER);
    await settle();
    expect((await listOutbox({ dir: outbox })).data.some((mail) => mail.to === emailOf('20230005'))).toBe(
      false,
    );
  });
});

describe('using a reset link', () => {
  it('sets the new password once, signs this browser in and ends every other session', async () => {
    const code = '20230006';
    const elsewhere = await signIn(code, DEMO.password);
    expect(elsewhere.cookie).not.toBe('');
    const { token } = await linkFor(code);

    expect((await check(token)).json()).toEqual({ code: 1, message: 'Liên kết hợp lệ.' });
    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      code: 1,
      message: 'Đã đặt mật khẩu mới. Các phiên đăng nhập khác đã được đăng xuất.',
      data: { account: code },
    });
    const fresh = done.cookies.find((cookie) => cookie.name === 'unigate_sid');
    expect(fresh).toBeDefined();
    const session = (cookie: string) =>
      app.inject({ url: '/api/v1/auth/session', headers: { host: HOST, cookie } });
    expect((await session(`unigate_sid=${fresh?.value}`)).json().data.account).toBe(code);
    expect((await session(elsewhere.cookie)).json().data).toBeNull();

    // Single use: the link is spent.
    expect((await check(token)).json().code).toBe(-1);
    expect((await reset(token, 'Lan-thu-hai-2026')).json()).toMatchObject({ code: -1, data: null });
    expect((await signIn(code, DEMO.password)).body.code).toBe(-1);
    expect((await signIn(code, NEW_PASSWORD)).body.code).toBe(1);
    expect((await signIn(code, 'Lan-thu-hai-2026')).body.code).toBe(-1);
  });

  it('voids the other links of the account once one is used', async () => {
    const code = '20230007';
    const first = await linkFor(code);
    const second = await linkFor(code);
    expect(first.token).not.toBe(second.token);
    expect((await reset(second.token)).json().code).toBe(1);
    expect((await check(first.token)).json().code).toBe(-1);
    expect((await reset(first.token, 'Cu-hon-nua-2026')).json().code).toBe(-1);
  });

  it('expires after 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    const code = '20230008';
    const { token } = await linkFor(code);
    vi.setSystemTime(new Date('2026-11-23T08:29:30Z'));
    expect((await check(token)).json().code).toBe(1);
    vi.setSystemTime(new Date('2026-11-23T08:30:30Z'));
    expect((await check(token)).json()).toEqual({
      code: -1,
      message:
        'Liên kết đặt lại mật khẩu không hợp lệ, đã được dùng hoặc đã hết hạn. Vui lòng yêu cầu liên kết mới.',
    });
    expect((await reset(token)).json().code).toBe(-1);
    vi.useRealTimers();
    expect((await signIn(code, DEMO.password)).body.code).toBe(1);
  });

  it('keeps a link of one university from working on another', async () => {
    const { token } = await linkFor('20240002');
    const other = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password/check',
      headers: { host: 'hmu.localhost' },
      payload: { token },
    });
    expect(other.json().code).toBe(-1);
    expect((await check(token)).json().code).toBe(1);
  });
});

describe('throttling', () => {
  it('lets 5 reset requests per account through, then makes the next wait, known or unknown alike', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    const statuses = async (account: string, ipBase: number) => {
      const answers = [];
      // Each from another address: the account's budget, not the IP's, is what stops them.
      for (let i = 0; i < 6; i += 1) answers.push(await forgot(account, { ip: `198.51.100.${ipBase + i}` }));
      return answers;
    };
    const known = await statuses('20240001', 10);
    const unknown = await statuses('29990002', 30);
    expect(known.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(unknown.map((response) => response.statusCode)).toEqual(
      known.map((response) => response.statusCode),
    );
    expect(known[5].headers['retry-after']).toBe('1');
    expect(known[5].json().message).toBe('Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau 1 giây.');
    expect(unknown[5].body).toBe(known[5].body);
    // The waits grow, they never lock: a second later one more goes through.
    vi.setSystemTime(new Date('2026-11-23T09:00:01Z'));
    expect((await forgot('20240001', { ip: '198.51.100.50' })).statusCode).toBe(200);
    // Asking for mails never keeps the student from signing in.
    vi.useRealTimers();
    expect((await signIn('20240001', DEMO.password)).body.code).toBe(1);
    await settle();
  });

  it('counts links that do not work per IP, with the sign-in budget of an address', async () => {
    const ip = '203.0.113.77';
    const bogus = (i: number) => `${String(i).padStart(3, '0')}${'x'.repeat(40)}`;
    const answers = [];
    for (let i = 0; i < 51; i += 1) answers.push(await check(bogus(i), ip));
    expect(answers.slice(0, 50).every((response) => response.json().code === -1)).toBe(true);
    expect(answers[50].statusCode).toBe(429);
    expect((await reset(bogus(99), NEW_PASSWORD, ip)).statusCode).toBe(429);
    expect((await check(bogus(0), '203.0.113.78')).json().code).toBe(-1);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, never a 500', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/v1/auth/forgot-password', {}, 'body.account'],
      ['/api/v1/auth/forgot-password', { account: '   ' }, 'body.account'],
      ['/api/v1/auth/forgot-password', { account: '20230001', extra: 1 }, 'body'],
      ['/api/v1/auth/reset-password', { token: 'short' }, 'body.newPassword'],
      ['/api/v1/auth/reset-password', { token: 'not-a-token', newPassword: NEW_PASSWORD }, 'token'],
      ['/api/v1/auth/reset-password', { token: 'a'.repeat(43), newPassword: 'short1' }, 'newPassword'],
      ['/api/v1/auth/reset-password', { token: 'a'.repeat(43), newPassword: 'onlyletters' }, 'newPassword'],
      ['/api/v1/auth/reset-password/check', { token: 'a'.repeat(44) }, 'token'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await post({ url, payload, ip: '192.0.2.99' });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().field).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
    const weak = await post({
      url: '/api/v1/auth/reset-password',
      payload: { token: 'a'.repeat(43), newPassword: 'short1' },
    });
    expect(weak.json().reason).toBe('Mật khẩu phải có ít nhất 8 ký tự');
  });

  it('refuses a reset posted from another site', async () => {
    const response = await forgot('20230001', { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
  });
});
