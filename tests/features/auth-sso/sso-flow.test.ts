import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/features/auth/shared/tables';
import { createBrowser } from './sso-browser';
import { createSsoTestApp } from './sso-test-app';

let app: FastifyInstance;
let issuer: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const fixture = await createSsoTestApp();
  app = fixture.app;
  issuer = fixture.idp.issuer;
  close = fixture.close;
});
afterAll(async () => close());

const HUST_ROOT_ID = 1;
const ssoCookieNames = ['state', 'x-sso-token', 'auth_redirect_uri', 'unigate_sso'];

describe('SSO sign-in through the local IdP (authorization code + PKCE)', () => {
  it('authorize answers the IdP URL with PKCE S256, state and nonce, and sets the client-visible SSO cookies', async () => {
    const browser = createBrowser({ app });
    const { response, url } = await browser.authorize('?redirect=/students/learn/timetable');
    const authorizeUrl = new URL(url);
    expect(authorizeUrl.origin).toBe(issuer);
    expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({
      client_id: 'unigate-hust',
      response_type: 'code',
      redirect_uri: 'http://hust.localhost/students/sso-callback',
      code_challenge_method: 'S256',
      scope: 'openid profile email',
    });
    expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorizeUrl.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const state = response.cookies.find((cookie) => cookie.name === 'state');
    expect(state?.value).toBe(authorizeUrl.searchParams.get('state'));
    expect(state?.httpOnly).not.toBe(true);
    expect(response.cookies.find((cookie) => cookie.name === 'x-sso-token')?.value).toMatch(/^[\w-]{43}$/);
    expect(response.cookies.find((cookie) => cookie.name === 'unigate_sso')).toMatchObject({
      httpOnly: true,
      path: '/api/v1/auth/',
      sameSite: 'Lax',
    });
  });

  it('still completes when the client clears the state and x-sso-token cookies while navigating (SPEC §8)', async () => {
    const browser = createBrowser({ app });
    const back = await browser.signInAtIdp({ login: '20230001' });
    browser.portalJar.delete('state');
    browser.portalJar.delete('x-sso-token');
    expect((await browser.completeAtPortal(back)).json()).toMatchObject({ code: 1, redirect: '/students/' });
    expect((await browser.portal({ url: '/api/v1/auth/session' })).json().data.account).toBe('20230001');
  });

  it('signs the student in: IdP form, back to the callback page, session cookie, SSO cookies cleared, subject linked', async () => {
    const browser = createBrowser({ app });
    const back = await browser.signInAtIdp({ query: '?redirect=/students/learn/timetable' });
    expect(`${back.origin}${back.pathname}`).toBe('http://hust.localhost/students/sso-callback');
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('iss')).toBe(issuer);

    const landing = await browser.completeAtPortal(back);
    expect(landing.json()).toMatchObject({
      code: 1,
      message: 'Đăng nhập thành công.',
      redirect: '/students/learn/timetable',
      state: null,
    });
    for (const name of ssoCookieNames) {
      const cleared = landing.cookies.find((cookie) => cookie.name === name);
      expect(cleared?.value, name).toBe('');
      expect(cleared?.expires?.getTime(), name).toBeLessThanOrEqual(Date.now());
    }
    expect(landing.cookies.find((cookie) => cookie.name === 'unigate_sid')?.httpOnly).toBe(true);

    const session = (await browser.portal({ url: '/api/v1/auth/session' })).json();
    expect(session.data).toMatchObject({
      account: '20230001',
      rootId: HUST_ROOT_ID,
      student: { studentCode: '20230001' },
    });
    const [row] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.rootId, HUST_ROOT_ID), eq(users.account, '20230001')));
    expect(row.ssoSubject).toBe('hust:20230001');
  });

  it('completes through POST sso-callback with {code, state}, handing back the state sealed by enc-state', async () => {
    const browser = createBrowser({ app });
    const sealed = await browser.portal({
      method: 'POST',
      url: '/api/v1/auth/enc-state',
      payload: { state: { tab: 'grades', semester: '20251' } },
    });
    expect(sealed.statusCode).toBe(200);
    const token = sealed.json().data as string;
    expect(token).not.toContain('grades');

    const back = await browser.signInAtIdp({
      query: `?redirect=/students/learn/view-grades&state=${encodeURIComponent(token)}`,
      login: '20220001',
    });
    const answer = await browser.portal({
      method: 'POST',
      url: '/api/v1/auth/sso-callback',
      payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    });
    expect(answer.json()).toMatchObject({
      code: 1,
      data: { account: '20220001', student: { studentCode: '20220001' } },
      redirect: '/students/learn/view-grades',
      state: { tab: 'grades', semester: '20251' },
    });
    expect(
      answer.cookies.filter((cookie) => ssoCookieNames.includes(cookie.name)).map((cookie) => cookie.value),
    ).toEqual(['', '', '', '']);
    expect((await browser.portal({ url: '/api/v1/auth/session' })).json().data.account).toBe('20220001');
  });

  it('accepts the raw callback query as {params}, and a second authorize rides the IdP session without a form', async () => {
    const browser = createBrowser({ app });
    const first = await browser.signInAtIdp({ login: '20240001' });
    const params = Object.fromEntries(first.searchParams);
    expect(
      (await browser.portal({ method: 'POST', url: '/api/v1/auth/sso-callback', payload: { params } })).json()
        .code,
    ).toBe(1);

    const { url } = await browser.authorize();
    const again = await browser.visitIdp(url);
    expect(again.away?.pathname).toBe('/students/sso-callback');
    expect((await browser.completeAtPortal(again.away!)).json()).toMatchObject({
      code: 1,
      data: { account: '20240001' },
    });
  });

  it('lands on the page stored by the client in auth_redirect_uri when no redirect is asked for', async () => {
    const browser = createBrowser({ app });
    browser.portalJar.set('auth_redirect_uri', 'http://hust.localhost/students/project/my-projects?tab=2');
    const back = await browser.signInAtIdp({ login: '20250001' });
    expect((await browser.completeAtPortal(back)).json()).toMatchObject({
      code: 1,
      redirect: '/students/project/my-projects?tab=2',
    });
  });

  it('shows the IdP form again with an error for a wrong password', async () => {
    const browser = createBrowser({ app });
    const { url } = await browser.authorize();
    const visit = await browser.visitIdp(url);
    expect(visit.page?.html).toContain('id="password"');
    const wrong = await browser.submit({
      page: visit.page!,
      fields: { login: '20230001', password: 'not-the-password' },
    });
    expect(wrong.page?.status).toBe(401);
    expect(wrong.page?.html).toContain('Mã sinh viên hoặc mật khẩu không đúng');
    const right = await browser.submit({
      page: visit.page!,
      fields: { login: '20230001', password: 'Unigate@2026' },
    });
    expect(right.away?.searchParams.get('code')).toBeTruthy();
  });

  it('answers -1 when the IdP identity has no portal account, and starts no session', async () => {
    const browser = createBrowser({ app });
    const back = await browser.signInAtIdp({ login: '19990001' });
    const answer = await browser.portal({
      method: 'POST',
      url: '/api/v1/auth/sso-callback',
      payload: Object.fromEntries(back.searchParams),
    });
    expect(answer.json()).toMatchObject({
      code: -1,
      data: null,
      message: 'Không có tài khoản nào trên cổng thông tin ứng với danh tính SSO này.',
    });
    expect(answer.cookies.some((cookie) => cookie.name === 'unigate_sid')).toBe(false);
  });

  it('refuses an account already linked to another SSO subject', async () => {
    await app.db
      .update(users)
      .set({ ssoSubject: 'hust:someone-else' })
      .where(and(eq(users.rootId, HUST_ROOT_ID), eq(users.account, '20260001')));
    const browser = createBrowser({ app });
    const back = await browser.signInAtIdp({ login: '20260001' });
    const answer = await browser.portal({
      method: 'POST',
      url: '/api/v1/auth/sso-callback',
      payload: Object.fromEntries(back.searchParams),
    });
    expect(answer.json()).toMatchObject({
      code: 0,
      data: null,
      message: 'Tài khoản này đã được liên kết với một danh tính SSO khác.',
    });
  });

  it('answers code 0 "cancelled" when the student cancels at the IdP, and clears the SSO cookies', async () => {
    const browser = createBrowser({ app });
    const { url } = await browser.authorize();
    const visit = await browser.visitIdp(url);
    const abort = visit.page!.html.match(/href="([^"]+\/abort)"/)?.[1];
    const back = await browser.visitIdp(new URL(abort!, visit.page!.url).href);
    expect(back.away?.searchParams.get('error')).toBe('access_denied');
    const answer = await browser.completeAtPortal(back.away!);
    expect(answer.json()).toMatchObject({
      code: 0,
      data: null,
      message: 'Bạn đã huỷ đăng nhập một lần (SSO).',
    });
    expect(
      answer.cookies
        .filter((cookie) => ssoCookieNames.includes(cookie.name))
        .every((cookie) => cookie.value === ''),
    ).toBe(true);
    expect(browser.portalJar.has('unigate_sso')).toBe(false);
    expect((await browser.portal({ url: '/api/v1/auth/session' })).json().data).toBeNull();
  });
});

describe('SSO sign-out', () => {
  it('revokes the portal session, answers the IdP end-session URL, and the IdP session ends too', async () => {
    const browser = createBrowser({ app });
    const back = await browser.signInAtIdp();
    await browser.completeAtPortal(back);
    expect((await browser.portal({ url: '/api/v1/auth/session' })).json().data.account).toBe('20230001');

    const out = await browser.portal({ url: '/api/auth/sso/logout' });
    const endSession = new URL(out.json().data);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${issuer}/session/end`);
    expect(Object.fromEntries(endSession.searchParams)).toEqual({
      client_id: 'unigate-hust',
      post_logout_redirect_uri: 'http://hust.localhost/students/',
    });
    expect((await browser.portal({ url: '/api/v1/auth/session' })).json().data).toBeNull();

    const confirm = await browser.visitIdp(endSession.href);
    const done = await browser.submit({ page: confirm.page!, fields: { logout: 'yes' } });
    expect(done.away?.href).toBe('http://hust.localhost/students/');

    const { url } = await browser.authorize();
    expect((await browser.visitIdp(url)).page?.html).toContain('id="login"');
  });
});
