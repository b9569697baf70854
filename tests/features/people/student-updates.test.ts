import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, login } from '../../helpers/test-app';
import { withChecksum } from '../../../src/core/checksum';
import { configWith } from '../../helpers/config-with';

const HOST = 'unigate.localhost';

describe('student writes and list-student (SPEC §7, own record only)', () => {
  let app: FastifyInstance;
  let cookie: string;
  let studentId: number;
  let otherId: number;

  beforeAll(async () => {
    app = await createTestApp();
    const signedIn = await login({ app, host: HOST });
    cookie = signedIn.cookie;
    studentId = signedIn.body.user?.studentId ?? signedIn.body.data?.studentId;
    const other = await login({ app, host: HOST, account: '20220001' });
    otherId = other.body.user?.studentId ?? other.body.data?.studentId;
  });
  afterAll(async () => app?.close());

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { host: HOST, cookie }, payload });

  it('updates the own phone, refuses a stale lastUpdate without overwriting, and never an e-mail', async () => {
    const before = (
      await app.inject({ url: `/api/v1/students/${studentId}/student-info`, headers: { host: HOST, cookie } })
    ).json().data;
    const saved = await post(`/api/v1/students/${studentId}`, {
      phone: '0912 345 678',
      lastUpdate: before.lastUpdate,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().code).toBe(1);
    const stale = await post(`/api/v1/students/${studentId}`, {
      phone: '0987 654 321',
      lastUpdate: before.lastUpdate,
    });
    expect(stale.json().code).toBe(0);
    const after = (
      await app.inject({ url: `/api/v1/students/${studentId}/student-info`, headers: { host: HOST, cookie } })
    ).json().data;
    expect(after.phone).toBe('0912 345 678');
    expect(after.relatedEmail).toBe(before.relatedEmail);
    const email = await post(`/api/v1/students/${studentId}`, { relatedEmail: 'someone@else.vn' });
    expect(email.statusCode).toBe(400);
  });

  it('refuses bad input with the field, and another student id as a missing one', async () => {
    const bad = await post(`/api/v1/students/${studentId}`, { phone: 'not a phone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('phone');
    const extra = await post(`/api/v1/students/${studentId}`, { fullName: 'Hacker' });
    expect(extra.statusCode).toBe(400);
    const foreign = await post(`/api/v1/students/${otherId}`, { phone: '0912 000 111' });
    expect(foreign.json()).toMatchObject({ code: -2, data: null });
  });

  it('student-info update answers 404 while the tenant keeps the module off (SPEC §6 default)', async () => {
    const body = { updates: { phone: '0977 111 222' } };
    const off = await post(
      `/api/v1/students/student-info/${studentId}`,
      withChecksum({ rule: 'studentInfo.update', body, id: studentId }),
    );
    expect(off.statusCode).toBe(404);
  });

  it('list-student answers code, name and class of students of the tenant only', async () => {
    const response = await app.inject({
      url: `/api/v1/students/list-student?studentIds=${studentId},${otherId},999999999`,
      headers: { host: HOST, cookie },
    });
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBe(2);
    expect(Object.keys(data[0]).sort()).toEqual(['className', 'fullName', 'id', 'studentCode']);
    const bad = await app.inject({
      url: '/api/v1/students/list-student?studentIds=1;drop',
      headers: { host: HOST, cookie },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await app.inject({
      url: `/api/v1/students/list-student?studentIds=${studentId}`,
      headers: { host: HOST },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('student-info update with the studentInfo module on', () => {
  let app: FastifyInstance;
  let cookie: string;
  let studentId: number;
  let otherId: number;

  beforeAll(async () => {
    app = await createTestApp({
      appConfig: configWith({
        code: 'unigate',
        patch: (tenant) => ({ ...tenant, modules: { ...tenant.modules, studentInfo: true } }),
      }),
    });
    const signedIn = await login({ app, host: HOST });
    cookie = signedIn.cookie;
    studentId = signedIn.body.user?.studentId ?? signedIn.body.data?.studentId;
    const other = await login({ app, host: HOST, account: '20220001' });
    otherId = other.body.user?.studentId ?? other.body.data?.studentId;
  });
  afterAll(async () => app?.close());

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { host: HOST, cookie }, payload });

  it('verifies the checksum, updates the own record and answers another id as a missing one', async () => {
    const body = { updates: { phone: '0977 111 222' } };
    const wrong = await post(`/api/v1/students/student-info/${studentId}`, {
      ...body,
      checkSum: 'f'.repeat(64),
    });
    expect(wrong.json().code).toBe(-1);
    const ok = await post(
      `/api/v1/students/student-info/${studentId}`,
      withChecksum({ rule: 'studentInfo.update', body, id: studentId }),
    );
    expect(ok.json().code).toBe(1);
    expect(ok.json().data.phone).toBe('0977 111 222');
    const foreign = await post(
      `/api/v1/students/student-info/${otherId}`,
      withChecksum({ rule: 'studentInfo.update', body, id: otherId }),
    );
    expect(foreign.json().code).toBe(-2);
  });
});
