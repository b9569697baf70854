import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { computeChecksum } from '../../src/core/checksum';
import { sessions } from '../../src/features/auth/shared/tables';
import { createTestApp, DEMO, login } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const session = (cookie: string, host = 'unigate.localhost') =>
  app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie, host } }).then((r) => r.json());

describe('sessions', () => {
  it('reads the session user from the cookie, and null without one', async () => {
    const { cookie } = await login({ app });
    expect((await session(cookie)).data.account).toBe(DEMO.account);
    expect((await session('')).data).toBeNull();
  });

  it('logout revokes the session in the database, not only the cookie', async () => {
    const { cookie } = await login({ app });
    const out = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/logout',
      headers: { cookie, host: 'unigate.localhost' },
    });
    expect(out.json()).toEqual({ code: 1 });
    expect((await session(cookie)).data).toBeNull();
    const rows = await app.db.select().from(sessions);
    expect(rows.some((row) => row.revokedAt !== null)).toBe(true);
  });

  it('an expired session is worthless', async () => {
    const { cookie } = await login({ app, account: '20220001' });
    expect((await session(cookie)).data.account).toBe('20220001');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (app.settings.sessionTtlMinutes + 1) * 60_000);
      expect((await session(cookie)).data).toBeNull();
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/students/1',
        headers: { cookie, host: 'unigate.localhost' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a hust session is worthless on hmu (cross-tenant isolation)', async () => {
    const { cookie, body } = await login({ app, host: 'hust.localhost' });
    expect(body.code).toBe(1);
    expect((await session(cookie, 'hust.localhost')).data.rootId).toBe(body.data.rootId);
    expect((await session(cookie, 'hmu.localhost')).data).toBeNull();
    const studentId = body.data.studentId;
    const cross = await app.inject({
      method: 'GET',
      url: `/api/v1/students/${studentId}`,
      headers: { cookie, host: 'hmu.localhost' },
    });
    expect(cross.statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/change-password', () => {
  const change = ({ cookie, body }: { cookie: string; body: Record<string, unknown> }) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { cookie, host: 'unigate.localhost' },
      payload: body,
    });

  it('needs a session (401)', async () => {
    const body = { password: 'a', newPassword: 'b' };
    const response = await change({
      cookie: '',
      body: { ...body, checkSum: computeChecksum({ rule: 'auth.changePassword', body }) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a checksum mismatch with the generic checksum-failed code (-1), changing nothing', async () => {
    const { cookie } = await login({ app, account: '20230003' });
    const response = await change({
      cookie,
      body: { password: DEMO.password, newPassword: 'NewPass2026', checkSum: 'deadbeef' },
    });
    expect(response.json()).toEqual({
      code: -1,
      message: 'Dữ liệu gửi lên không hợp lệ (sai mã kiểm tra). Vui lòng tải lại trang và thử lại.',
    });
    expect((await login({ app, account: '20230003' })).body.code).toBe(1);
  });

  it('answers -1 for a wrong current password, 400 for a weak new one, 1 on success', async () => {
    const { cookie } = await login({ app, account: '20230004' });
    const signed = (body: Record<string, string>) => ({
      ...body,
      checkSum: computeChecksum({ rule: 'auth.changePassword', body }),
    });
    expect(
      (await change({ cookie, body: signed({ password: 'Wrong12345', newPassword: 'NewPass2026' }) })).json()
        .code,
    ).toBe(-1);
    const weak = await change({ cookie, body: signed({ password: DEMO.password, newPassword: 'short' }) });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('newPassword');
    expect(
      (await change({ cookie, body: signed({ password: DEMO.password, newPassword: 'NewPass2026' }) })).json()
        .code,
    ).toBe(1);
    expect((await login({ app, account: '20230004' })).body.code).toBe(-1);
    expect((await login({ app, account: '20230004', password: 'NewPass2026' })).body.code).toBe(1);
  });
});
