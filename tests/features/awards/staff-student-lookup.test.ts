import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app';
import type { StudentName } from '../../../src/generated';
import { awardClient, HOST, signIn, STAFF, TEACHER } from './awards-test-kit';

type Found = { data: StudentName[]; total: number };

describe('staff look up students to name them in a decision', () => {
  let app: FastifyInstance;
  let staff: ReturnType<typeof awardClient>;

  beforeAll(async () => {
    app = await createTestApp();
    staff = awardClient({ app, cookie: (await signIn({ app, account: STAFF })).cookie });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds a student by code, and by name without diacritics or case', async () => {
    const byCode = (await staff.get('/api/v1/staff/students?search=20230001')).json() as Found;
    expect(byCode.data).toHaveLength(1);
    const [student] = byCode.data;
    expect(student).toMatchObject({ studentCode: '20230001', fullName: expect.any(String) });
    // The shape list-student answers too (schemas/entities/student-name.json), nothing more.
    expect(Object.keys(student).sort()).toEqual(['className', 'fullName', 'id', 'studentCode']);
    const folded = student.fullName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .toUpperCase();
    const byName = (
      await staff.get(`/api/v1/staff/students?search=${encodeURIComponent(folded)}`)
    ).json() as Found;
    expect(byName.data.map((row) => row.id)).toContain(student.id);
    expect(byName.data.length).toBeLessThanOrEqual(20);
  });

  it('names students by id (one or several), of its own tenant only', async () => {
    const [first, second] = ((await staff.get('/api/v1/staff/students?search=2023')).json() as Found).data;
    const one = (await staff.get(`/api/v1/staff/students?ids=${first.id}`)).json() as Found;
    expect(one.data).toEqual([first]);
    const both = (
      await staff.get(`/api/v1/staff/students?ids=${second.id}&ids=${first.id}&ids=999999`)
    ).json() as Found;
    expect(both.data.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
    const hust = awardClient({
      app,
      cookie: (await signIn({ app, account: STAFF, host: 'hust.localhost' })).cookie,
      host: 'hust.localhost',
    });
    const elsewhere = (await hust.get(`/api/v1/staff/students?ids=${first.id}`)).json() as Found;
    expect(elsewhere.data).toEqual([]);
  });

  it('answers nothing to an empty query and refuses bad input with the field', async () => {
    expect(((await staff.get('/api/v1/staff/students')).json() as Found).data).toEqual([]);
    const short = await staff.get('/api/v1/staff/students?search=a');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: expect.stringContaining('search') });
    expect((await staff.get('/api/v1/staff/students?ids=abc')).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const student = awardClient({ app, cookie: (await signIn({ app })).cookie });
    expect((await student.get('/api/v1/staff/students?search=20230001')).statusCode).toBe(403);
    const teacher = awardClient({ app, cookie: (await signIn({ app, account: TEACHER })).cookie });
    expect((await teacher.get('/api/v1/staff/students?search=20230001')).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/staff/students?search=20230001',
          headers: { host: HOST },
        })
      ).statusCode,
    ).toBe(401);
  });
});
