import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBrowser } from './sso-browser';
import { createSsoTestApp } from './sso-test-app';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  // An IdP that keeps student_code out of the ID token, as many production IdPs do.
  const fixture = await createSsoTestApp({ idpOptions: { claimsInIdToken: false } });
  app = fixture.app;
  close = fixture.close;
});
afterAll(async () => close());

describe('SSO with profile claims only at the userinfo endpoint', () => {
  it('reads student_code from userinfo and signs the student in', async () => {
    const browser = createBrowser({ app, host: 'unigate.localhost' });
    const back = await browser.signInAtIdp({ login: '20240001' });
    const answer = await browser.portal({
      method: 'POST',
      url: '/api/v1/auth/sso-callback',
      payload: Object.fromEntries(back.searchParams),
    });
    expect(answer.json()).toMatchObject({
      code: 1,
      data: { account: '20240001', student: { studentCode: '20240001' } },
    });
  });
});
