import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBrowser } from './sso-browser';
import { createSsoTestApp } from './sso-test-app';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  const fixture = await createSsoTestApp();
  app = fixture.app;
  close = fixture.close;
});
afterAll(async () => close());

const callback = ({
  browser,
  payload,
}: {
  browser: ReturnType<typeof createBrowser>;
  payload: Record<string, unknown>;
}) => browser.portal({ method: 'POST', url: '/api/v1/auth/sso-callback', payload });

const tamper = (text: string) => `${text.slice(0, -4)}${text.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;

describe('SSO state and binding checks', () => {
  it('rejects a tampered state with 400 and starts no session; that sign-in attempt is then used up', async () => {
    const browser = createBrowser({ app });
    const back = await browser.signInAtIdp();
    const code = back.searchParams.get('code');
    const state = back.searchParams.get('state') ?? '';
    const tampered = await callback({ browser, payload: { code, state: tamper(state) } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ field: 'state' });
    expect(tampered.cookies.some((cookie) => cookie.name === 'unigate_sid')).toBe(false);
    // The failed attempt cleared this browser's SSO cookies, so the genuine state is refused too:
    // a sign-in is one attempt, bound to the browser's cookies.
    const genuine = await callback({ browser, payload: { code, state } });
    expect(genuine.statusCode).toBe(400);
  });

  it('rejects a replayed callback (the state is good for one use)', async () => {
    const browser = createBrowser({ app });
    const back = await browser.signInAtIdp();
    const payload = Object.fromEntries(back.searchParams);
    const cookies = new Map(browser.portalJar);
    expect((await callback({ browser, payload })).json().code).toBe(1);
    for (const [name, value] of cookies) browser.portalJar.set(name, value);
    expect((await callback({ browser, payload })).statusCode).toBe(400);
  });

  it('rejects a callback from another browser, even one holding the client-visible cookies, then lets the right browser finish', async () => {
    const victim = createBrowser({ app });
    const back = await victim.signInAtIdp();
    const attacker = createBrowser({ app });
    for (const name of ['state', 'x-sso-token'])
      attacker.portalJar.set(name, victim.portalJar.get(name) ?? '');
    attacker.portalJar.set('unigate_sso', 'forged-binding-forged-binding-forged-bindin');
    const stolen = await callback({ browser: attacker, payload: Object.fromEntries(back.searchParams) });
    expect(stolen.statusCode).toBe(400);
    expect(
      (await callback({ browser: victim, payload: Object.fromEntries(back.searchParams) })).json().code,
    ).toBe(1);
  });

  it('answers code 0 for a tampered authorization code and starts no session', async () => {
    const browser = createBrowser({ app });
    const back = await browser.signInAtIdp();
    const answer = await callback({
      browser,
      payload: { code: tamper(back.searchParams.get('code') ?? ''), state: back.searchParams.get('state') },
    });
    expect(answer.json()).toMatchObject({
      code: 0,
      data: null,
      message: 'Đăng nhập một lần (SSO) không thành công, vui lòng thử lại.',
    });
    expect((await browser.portal({ url: '/api/v1/auth/session' })).json().data).toBeNull();
  });

  it('rejects a callback posted on another tenant (the sign-in belongs to hust)', async () => {
    const browser = createBrowser({ app });
    const back = await browser.signInAtIdp();
    const elsewhere = await browser.portal({
      method: 'POST',
      url: '/api/v1/auth/sso-callback',
      payload: Object.fromEntries(back.searchParams),
      onHost: 'unigate.localhost',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.cookies.some((cookie) => cookie.name === 'unigate_sid')).toBe(false);
  });

  it('rejects a tampered enc-state token, and a token sealed for another tenant', async () => {
    const hust = createBrowser({ app });
    const sealed = (
      await hust.portal({ method: 'POST', url: '/api/v1/auth/enc-state', payload: { state: 'keep-me' } })
    ).json().data as string;
    const bad = await hust.portal({ url: `/api/auth/sso/authorize?state=${tamper(sealed)}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'state' });
    const unigate = createBrowser({ app, host: 'unigate.localhost' });
    expect((await unigate.portal({ url: `/api/auth/sso/authorize?state=${sealed}` })).statusCode).toBe(400);
    expect((await hust.portal({ url: `/api/auth/sso/authorize?state=${sealed}` })).statusCode).toBe(200);
  });

  it('refuses redirects that leave the portal (open redirect)', async () => {
    const browser = createBrowser({ app });
    for (const redirect of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      'http://hmu.localhost/students/',
    ]) {
      const response = await browser.portal({
        url: `/api/auth/sso/authorize?redirect=${encodeURIComponent(redirect)}`,
      });
      expect(response.statusCode, redirect).toBe(400);
      expect(response.json()).toMatchObject({ field: 'redirect' });
    }
  });
});
