import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/features/auth/shared/tables';
import { createTestApp, DEMO, login } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('POST /api/v1/auth/login', () => {
  it('signs in the demo student with code 1, a httpOnly SameSite=Lax cookie and the user', async () => {
    const { body, response } = await login({ app });
    expect(body.code).toBe(1);
    expect(body.data.account).toBe(DEMO.account);
    expect(body.data.student.studentCode).toBe(DEMO.account);
    expect(body.data.student.profile.eduProgramName).not.toBe('');
    // English names for English readers (home and profile).
    expect(body.data.student.profile.eduProgramNameEn).toMatch(/ - Standard programme$/);
    expect(body.data.student.profile.schoolNameEn).not.toBe('');
    expect(body.data.student.profile.majorNameEn).not.toBe('');
    expect(body.data.student.departmentNameEn).not.toBe('');
    const cookie = response.cookies.find((c) => c.name === 'unigate_sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('answers -1 for a wrong password and for an unknown account, with a Vietnamese message', async () => {
    const wrong = await login({ app, account: '20230002', password: 'wrong-password-1' });
    expect(wrong.body).toMatchObject({
      code: -1,
      data: null,
      message: 'Tài khoản hoặc mật khẩu không đúng.',
    });
    expect(wrong.cookie).toBe('');
    const unknown = await login({ app, account: 'nobody', password: 'whatever1' });
    expect(unknown.body.code).toBe(-1);
  });

  it('answers -2 for an unverified account and 0 for a disabled one', async () => {
    await app.db.update(users).set({ isVerified: false }).where(eq(users.account, '20240001'));
    expect((await login({ app, account: '20240001' })).body.code).toBe(-2);
    await app.db.update(users).set({ isDisabled: true }).where(eq(users.account, '20250001'));
    expect((await login({ app, account: '20250001' })).body.code).toBe(0);
  });

  it('answers 400 naming the field when the body is invalid', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.password' });
  });

  it('throttles repeated wrong passwords per account with a clear message, even for the right password', async () => {
    // Only Date is frozen: the wait after the fifth failure is still running when the sixth comes.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const account = '20260001';
      for (let i = 0; i < 5; i += 1)
        expect((await login({ app, account, password: `bad-${i}-pass` })).body.code).toBe(-1);
      const blocked = await login({ app, account });
      expect(blocked.response.statusCode).toBe(429);
      expect(blocked.body.message).toMatch(/sai quá nhiều lần/);
      expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
      expect(blocked.response.headers['retry-after']).toBe(String(blocked.body.retryAfterSeconds));
    } finally {
      vi.useRealTimers();
    }
  });
});
