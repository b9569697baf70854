import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';
import { rows, studentClient } from './learn-test-kit';

const RULE = 'classRegistration.register';
let app: FastifyInstance;
let demo: Awaited<ReturnType<typeof studentClient>>;

type Offering = {
  id: number;
  classId: string;
  courseId: number;
  calendarInfo: string;
  capacity: number;
  studentNum: number;
  myStatus: string;
  seatsLeft: number;
  credits: number;
};

/** Classes of 20262 the demo can take: no prerequisite missing, no cohort restriction, with a calendar. */
const takeable = async () => {
  const offered = (await demo.get('/api/v1/class-registrations/classes?semester=20262&pageSize=200')).body
    .data as Offering[];
  const verdicts = (
    await demo.call({
      method: 'POST',
      url: '/api/v1/class-registrations/validate',
      payload: { data: { classIds: offered.slice(0, 20).map((o) => o.id) } },
    })
  ).body.data.results;
  return { offered, verdicts };
};

beforeAll(async () => {
  app = await createTestApp();
  demo = await studentClient({ app });
});
afterAll(async () => app?.close());

describe('class registration calls', () => {
  it('needs a session (401) and valid input (400)', async () => {
    expect(
      (
        await app.inject({
          url: '/api/v1/class-registrations/classes?semester=20262',
          headers: { host: 'hust.localhost' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await demo.get('/api/v1/class-registrations/classes?semester=abc')).status).toBe(400);
    expect(
      (
        await demo.call({
          method: 'POST',
          url: '/api/v1/class-registrations/register',
          payload: { data: { classIds: [] }, checkSum: 'ab'.repeat(32) },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await demo.call({
          method: 'POST',
          url: '/api/v1/class-registrations/register',
          payload: { data: { classIds: [1] } },
        })
      ).status,
    ).toBe(400);
  });

  it('lists classes with live seats and explains a checksum mismatch', async () => {
    const { offered } = await takeable();
    expect(offered.length).toBeGreaterThan(5);
    expect(offered[0]).toMatchObject({
      myStatus: expect.any(String),
      seatsLeft: expect.any(Number),
      calendarInfo: expect.any(String),
    });
    const response = await demo.call({
      method: 'POST',
      url: '/api/v1/class-registrations/register',
      payload: { data: { classIds: [offered[0].id] }, checkSum: '0'.repeat(64) },
    });
    expect(response.body).toMatchObject({ code: -1, message: expect.stringContaining('mã kiểm tra') });
  });

  it('answers 404 for a class of another tenant', async () => {
    const [other] = await rows<{ id: number }>({
      app,
      text: `select id from classes where root_id <> 1 and semester = '20262' limit 1`,
    });
    const response = await demo.signed({
      url: '/api/v1/class-registrations/register',
      rule: RULE,
      data: { classIds: [Number(other.id)] },
    });
    expect(response.status).toBe(404);
  });

  it('registers, refuses a real clash with its reason in both languages, then drops', async () => {
    const { offered, verdicts } = await takeable();
    const ok = verdicts.filter((v: { status: string }) => v.status === 'registered');
    expect(ok.length).toBeGreaterThan(0);
    const first = offered.find((o) => o.id === ok[0].classId) as Offering;
    const timetableHas = async () =>
      (await demo.get('/api/v2/timetables/student-timetable?semester=20262')).body.data.some(
        (slot: { classId: number }) => slot.classId === first.id,
      );
    expect(await timetableHas()).toBe(false);
    const registered = await demo.signed({
      url: '/api/v1/class-registrations/register',
      rule: RULE,
      data: { classIds: [first.id] },
    });
    expect(await timetableHas()).toBe(first.calendarInfo !== '');
    expect(registered.body).toMatchObject({
      code: 1,
      data: { results: [{ classId: first.id, status: 'registered' }] },
    });
    expect(registered.body.message).toContain(first.classId);
    // A class of another course meeting at the same time in the same weeks clashes.
    const [day, slot, periods, weeks] = first.calendarInfo.split(';')[0].split('|');
    const [twin] = await rows<{ id: number }>({
      app,
      text: `insert into classes (root_id, class_id, course_id, course_code, course_name, semester, capacity, class_type, calendar_info)
             select classes.root_id, '2629991', c2.id, c2.code, c2.name, '20262', 30, 'LT', '${day}|${slot}|${periods}|${weeks}|D9-101'
             from classes, courses c2 where classes.id = ${first.id} and c2.root_id = 1 and c2.prerequisite_ids = '[]' and c2.id <> classes.course_id
             and c2.code like 'SSH%' limit 1 returning id`,
    });
    const clash = await demo.signed({
      url: '/api/v1/class-registrations/register',
      rule: RULE,
      data: { classIds: [Number(twin.id)] },
      headers: { 'x-locale': 'en' },
    });
    expect(clash.body.code).toBe(0);
    const reason = clash.body.data.results[0].reasons.find((r: { code: string }) => r.code === 'conflict');
    expect(reason.message).toContain(`trùng lịch với ${first.classId}`);
    expect(reason.messageEn).toContain(`clashes with ${first.classId}`);
    expect(clash.body.message).toContain('clashes with');
    const dropped = await demo.signed({
      url: '/api/v1/class-registrations/drop',
      rule: RULE,
      data: { classId: first.id },
    });
    expect(dropped.body).toMatchObject({ code: 1, data: { status: 'dropped' } });
    expect(await timetableHas()).toBe(false);
    const again = await demo.signed({
      url: '/api/v1/class-registrations/drop',
      rule: RULE,
      data: { classId: first.id },
    });
    expect(again.body).toMatchObject({
      code: 0,
      data: { status: 'refused', reasons: [{ code: 'not-registered' }] },
    });
  });
});
