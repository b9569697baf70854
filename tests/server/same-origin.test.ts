import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerErrorHandler } from '../../src/server/plugins/error-handler';
import { registerSameOrigin } from '../../src/server/plugins/same-origin';
import { readSettings } from '../../src/server/settings';
import { createTestApp, DEMO, login } from '../helpers/test-app';

const HOST = 'hust.localhost';
const OWN = `http://${HOST}`;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const signedIn = async () => {
  const { cookie } = await login({ app, host: HOST });
  expect(cookie).not.toBe('');
  return cookie;
};
const sessionUser = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { host: HOST, cookie } })).json()
    .data;
const loginWith = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host: HOST, ...headers },
    payload: { account: DEMO.account, password: DEMO.password },
  });
const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(403);
  const body = response.json() as { message: string; error: string; reason: string };
  expect(body).toMatchObject({ statusCode: 403, error: 'Forbidden', reason: expect.any(String) });
  // One message in both languages (vi / en), like every other refusal of the API.
  expect(body.message).toContain('trang web khác');
  expect(body.message).toContain('another site');
};

describe('mutating calls refuse cross-site requests', () => {
  it('refuses a cross-site POST and sets no session cookie', async () => {
    const response = await loginWith({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expectRefused(response);
    expect(response.cookies.find((c) => c.name === 'unigate_sid')).toBeUndefined();
  });

  it('refuses a sibling tenant (same site, other subdomain) by Sec-Fetch-Site or Origin, not its own', async () => {
    expectRefused(await loginWith({ 'sec-fetch-site': 'same-site', origin: 'http://hmu.localhost' }));
    expectRefused(await loginWith({ origin: 'http://hmu.localhost' }));
    expectRefused(await loginWith({ origin: 'null' }));
    // ...while the tenant's own origin, and calls with no browser headers at all, pass.
    const same = await loginWith({ 'sec-fetch-site': 'same-origin', origin: OWN });
    expect(same.statusCode).toBe(200);
    expect(same.json().code).toBe(1);
    const bare = await loginWith({});
    expect(bare.json().code).toBe(1);
    // The port is part of the origin the browser sends, and of the Host header.
    const withPort = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: `${HOST}:3999`, origin: `${OWN}:3999`, 'sec-fetch-site': 'same-origin' },
      payload: { account: DEMO.account, password: DEMO.password },
    });
    expect(withPort.json().code).toBe(1);
  });

  it('checks body-less POSTs too', async () => {
    const cookie = await signedIn();
    const create = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/timetables/calendar-token',
        headers: { host: HOST, cookie, origin },
      });
    expectRefused(await create('http://hmu.localhost'));
    const status = () =>
      app.inject({ url: '/api/v2/timetables/calendar-token', headers: { host: HOST, cookie } });
    expect((await status()).json().data.isActive).toBe(false);
    expect((await create(OWN)).statusCode).toBe(200);
    const revoke = await app.inject({
      method: 'POST',
      url: '/api/v2/timetables/calendar-token/revoke',
      headers: { host: HOST, cookie, 'sec-fetch-site': 'cross-site' },
    });
    expectRefused(revoke);
    expect((await status()).json().data.isActive).toBe(true);
  });

  it('never takes the origin from X-Forwarded-Host', async () => {
    const response = await loginWith({ origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' });
    expectRefused(response);
  });
});

describe('logout stays a GET but refuses a cross-site request', () => {
  const logout = (cookie: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { host: HOST, cookie, ...headers } });

  it('keeps the session when the logout comes from another site, ends it from the portal', async () => {
    const cookie = await signedIn();
    expectRefused(await logout(cookie, { 'sec-fetch-site': 'cross-site' }));
    expectRefused(await logout(cookie, { 'sec-fetch-site': 'same-site' }));
    expectRefused(await logout(cookie, { referer: 'http://hmu.localhost/students/' }));
    expectRefused(await logout(cookie, { origin: 'https://evil.example' }));
    expect((await sessionUser(cookie))?.account).toBe(DEMO.account);
    // From the portal itself, a typed URL or a plain client, logout works.
    const fromPortal = await signedIn();
    const own = await logout(fromPortal, { 'sec-fetch-site': 'same-origin', referer: `${OWN}/students/` });
    expect(own.json()).toEqual({ code: 1 });
    expect(await sessionUser(fromPortal)).toBeNull();
    const typed = await signedIn();
    expect((await logout(typed, { 'sec-fetch-site': 'none' })).json()).toEqual({ code: 1 });
    const plain = await signedIn();
    expect((await logout(plain, {})).json()).toEqual({ code: 1 });
  });
});

describe('the check on its own', () => {
  const bareApp = async (publicUrl: string) => {
    const bare = Fastify();
    bare.decorate('settings', { ...readSettings({}), publicUrl });
    registerErrorHandler(bare);
    registerSameOrigin(bare);
    bare.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url: '/api/write', handler: async () => ({}) });
    bare.get('/api/read', async () => ({ ok: true }));
    bare.post('/api/bank-notification', { config: { sameOrigin: 'allow-cross-site' } }, async () => ({
      ok: true,
    }));
    return bare;
  };

  it('behind an https proxy (PUBLIC_URL https) the own origin is https', async () => {
    const bare = await bareApp('https://hust.unigate.vn');
    const post = (origin: string) =>
      bare.inject({ method: 'POST', url: '/api/write', headers: { host: 'hust.unigate.vn', origin } });
    expect((await post('https://hust.unigate.vn')).statusCode).toBe(200);
    expect((await post('https://hust.unigate.vn:443')).statusCode).toBe(200);
    expect((await post('http://hust.unigate.vn')).statusCode).toBe(403);
    await bare.close();
  });

  it('leaves reads alone and lets a route opt out explicitly', async () => {
    const bare = await bareApp('http://localhost:3000');
    const cross = { host: 'hust.localhost', origin: 'https://bank.example', 'sec-fetch-site': 'cross-site' };
    expect((await bare.inject({ url: '/api/read', headers: cross })).statusCode).toBe(200);
    expect(
      (await bare.inject({ method: 'POST', url: '/api/bank-notification', headers: cross })).statusCode,
    ).toBe(200);
    expect((await bare.inject({ method: 'POST', url: '/api/write', headers: cross })).statusCode).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await bare.inject({ method, url: '/api/write', headers: cross })).statusCode).toBe(403);
    }
    await bare.close();
  });
});
