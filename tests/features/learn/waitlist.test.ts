import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';
import { rows, studentClient } from './learn-test-kit';

const RULE = 'classRegistration.register';
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ settings: { testMode: true } });
});
afterAll(async () => app?.close());

/** A seeded full 20262 class of the demo student's next term and the two students holding its seats. */
const fullClass = async ({ rootId }: { rootId: number }) => {
  const [klass] = await rows<{ id: string; class_id: string; calendar_info: string }>({
    app,
    text: `select id, class_id, calendar_info from classes where root_id = ${rootId} and semester = '20262' and capacity = 2 and enrolled = 2 order by id limit 1`,
  });
  const holders = await rows<{ code: string }>({
    app,
    text: `select s.student_code as code from class_registrations r join students s on s.id = r.student_id where r.class_id = ${klass.id} and r.status = 'registered' order by s.id`,
  });
  return {
    id: Number(klass.id),
    code: klass.class_id,
    calendarInfo: klass.calendar_info,
    holders: holders.map((h) => h.code),
  };
};

describe('waiting list and promotion (hust: waiting lists on)', () => {
  it('queues the demo student on a full class, then promotes and notifies them when a seat frees', async () => {
    const demo = await studentClient({ app });
    const klass = await fullClass({ rootId: 1 });
    const joined = await demo.signed({
      url: '/api/v1/class-registrations/register',
      rule: RULE,
      data: { classIds: [klass.id] },
    });
    expect(joined.body).toMatchObject({
      code: 1,
      data: { results: [{ status: 'waitlisted', position: 1 }] },
    });
    expect(joined.body.data.results[0].reasons[0].message).toContain('vị trí 1');
    const repeat = await demo.signed({
      url: '/api/v1/class-registrations/register',
      rule: RULE,
      data: { classIds: [klass.id] },
    });
    expect(repeat.body.data.results[0]).toMatchObject({
      status: 'unchanged',
      position: 1,
      reasons: [{ code: 'already-waitlisted' }],
    });
    const mine = await demo.get('/api/v1/class-registrations?semester=20262');
    expect(mine.body.data.find((r: { classId: number }) => r.classId === klass.id)).toMatchObject({
      status: 'waitlisted',
      position: 1,
    });

    const holder = await studentClient({ app, account: klass.holders[0] });
    const dropped = await holder.signed({
      url: '/api/v1/class-registrations/drop',
      rule: RULE,
      data: { classId: klass.id },
    });
    expect(dropped.body).toMatchObject({ code: 1, data: { status: 'dropped', promoted: true } });

    const after = await demo.get('/api/v1/class-registrations?semester=20262');
    expect(after.body.data.find((r: { classId: number }) => r.classId === klass.id)).toMatchObject({
      status: 'registered',
      position: null,
    });
    const [seats] = (await demo.get(`/api/v1/class-registrations/seats?ids=${klass.id}`)).body.data;
    expect(seats).toMatchObject({ capacity: 2, studentNum: 2, waitlistCount: 0 });
    const notes = await rows<{ title: string; content: string; content_en: string }>({
      app,
      text: `select n.title, n.content, n.content_en from notifications n join users u on u.id = n.user_id where u.account = '20230001' and u.root_id = 1 and n.title like 'Bạn đã có chỗ trong lớp%'`,
    });
    expect(notes).toEqual([
      {
        title: `Bạn đã có chỗ trong lớp ${klass.code}`,
        content: expect.stringContaining('danh sách chờ vào lớp'),
        content_en: expect.stringContaining('you are now registered'),
      },
    ]);
  });

  it('skips a waiting student whose week no longer allows the class, explains why, and frees the seat', async () => {
    const [holderRow, waiterRow] = await rows<{ code: string }>({
      app,
      text: `select student_code as code from students where root_id = 1 and status = 0 and student_code <> '20230001' order by id desc limit 2`,
    });
    const makeClass = async ({ code, capacity }: { code: string; capacity: number }) => {
      const [row] = await rows<{ id: string }>({
        app,
        text: `insert into classes (root_id, class_id, course_id, course_code, course_name, semester, capacity, class_type, calendar_info)
                    select 1, '${code}', id, code, name, '20262', ${capacity}, 'LT', '2|S|1-3|1-15|D9-201' from courses where root_id = 1 and prerequisite_ids = '[]' and code = 'SSH${code.slice(-4)}' returning id`,
      });
      return Number(row.id);
    };
    const klass = await makeClass({ code: '2621111', capacity: 1 });
    const twin = await makeClass({ code: '2621121', capacity: 10 });
    const holder = await studentClient({ app, account: holderRow.code });
    const waiter = await studentClient({ app, account: waiterRow.code });
    expect(
      (
        await holder.signed({
          url: '/api/v1/class-registrations/register',
          rule: RULE,
          data: { classIds: [klass] },
        })
      ).body.data.results[0].status,
    ).toBe('registered');
    expect(
      (
        await waiter.signed({
          url: '/api/v1/class-registrations/register',
          rule: RULE,
          data: { classIds: [klass] },
        })
      ).body.data.results[0].status,
    ).toBe('waitlisted');
    // Waiting places do not block the week: the waiting student takes a class at the same time.
    expect(
      (
        await waiter.signed({
          url: '/api/v1/class-registrations/register',
          rule: RULE,
          data: { classIds: [twin] },
        })
      ).body.data.results[0].status,
    ).toBe('registered');
    const dropped = await holder.signed({
      url: '/api/v1/class-registrations/drop',
      rule: RULE,
      data: { classId: klass },
    });
    expect(dropped.body.data).toMatchObject({ status: 'dropped', promoted: false });
    const [state] = await rows<{ enrolled: number; waiting: number }>({
      app,
      text: `select enrolled, (select count(*)::int from class_registrations where class_id = ${klass}) as waiting from classes where id = ${klass}`,
    });
    expect(state).toEqual({ enrolled: 0, waiting: 0 });
    const notes = await rows<{ title: string; content: string }>({
      app,
      text: `select n.title, n.content from notifications n join users u on u.id = n.user_id where u.account = '${waiterRow.code}' and u.root_id = 1 and n.title like 'Không thể chuyển%'`,
    });
    expect(notes).toEqual([
      {
        title: 'Không thể chuyển bạn vào lớp 2621111',
        content: expect.stringContaining('trùng lịch với 2621121'),
      },
    ]);
  });

  it('refuses a full class where the tenant has no waiting lists (unigate)', async () => {
    const demo = await studentClient({ app, host: 'unigate.localhost' });
    const klass = await fullClass({ rootId: 4 });
    const answer = await demo.signed({
      url: '/api/v1/class-registrations/register',
      rule: RULE,
      data: { classIds: [klass.id] },
    });
    expect(answer.body).toMatchObject({
      code: 0,
      data: { results: [{ status: 'refused', reasons: [{ code: 'full' }] }] },
    });
    expect(answer.body.message).toContain('không có danh sách chờ');
  });
});
