import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';
import {
  callAs,
  createBody,
  requestWorld,
  rows,
  SEMESTER,
  studentCookies,
  teacherCookie,
} from './project-requests-kit';

let app: FastifyInstance;
let students: { studentId: number; cookie: string }[];
let world: Awaited<ReturnType<typeof requestWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  students = await studentCookies({ app, count: 3 });
});
afterAll(async () => app?.close());
beforeEach(async () => {
  world = await requestWorld({ app });
});

const create = (cookie: string, fields: Record<string, unknown>, locale?: 'vi' | 'en') =>
  callAs({ app, cookie, url: '/api/v1/project-requests/create', payload: createBody(fields), locale });

describe('POST /api/v1/project-requests/create', () => {
  it('sends the request to teacher 1 first; every chosen teacher waits with their own status', async () => {
    const [student] = students;
    const { status, body } = await create(student.cookie, world.threeChoices());
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.message).toBe('Thao tác thành công.');
    expect(body.data).toMatchObject({
      studentId: student.studentId,
      semester: SEMESTER,
      teacherId: world.teachers[0],
      teacher2Id: world.teachers[1],
      teacher3Id: world.teachers[2],
      status1: 0,
      status2: 0,
      status3: 0,
      finalTeacherId: world.teachers[0],
      finalTitle: 'Hệ thống gợi ý 1',
      finalTopicId: world.topics[0],
      status: 0,
    });
    expect(body.data.finalTeacherName).not.toBe('');
    const mine = await callAs({
      app,
      cookie: student.cookie,
      url: '/api/v1/project-requests/query',
      payload: {},
    });
    expect(
      mine.body.data
        .filter((r: { semester: string }) => r.semester === SEMESTER)
        .map((r: { id: number }) => r.id),
    ).toEqual([body.data.id]);
    const other = await callAs({
      app,
      cookie: students[1].cookie,
      url: '/api/v1/project-requests/query',
      payload: {},
    });
    expect(other.body.data.filter((r: { semester: string }) => r.semester === SEMESTER)).toEqual([]);
  });

  it('one teacher is enough; choices 2 and 3 stay empty', async () => {
    const { body } = await create(students[0].cookie, { semester: SEMESTER, ...world.choice(0) });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ teacher2Id: -1, teacher3Id: -1, status2: -2, status3: -2 });
  });

  it('a wrong checksum answers -5 and stores nothing', async () => {
    const payload = { ...createBody(world.threeChoices()), checkSum: 'a'.repeat(64) };
    const { body } = await callAs({
      app,
      cookie: students[0].cookie,
      url: '/api/v1/project-requests/create',
      payload,
    });
    expect(body.code).toBe(-5);
    const stored = await rows({
      app,
      text: `select id from project_requests where semester = '${SEMESTER}'`,
    });
    expect(stored).toEqual([]);
  });

  it('bad input is a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ semester: SEMESTER, title: 'x', topicId: world.topics[0] }, 'teacherId'],
      [{ ...world.threeChoices(), semester: '2099' }, 'semester'],
      [{ ...world.threeChoices(), title2: '' }, 'title2'],
      [{ ...world.threeChoices(), teacher3Id: world.teachers[0] }, 'teacher3Id'],
      [{ ...world.threeChoices(), teacher2Id: -1, title2: '', topic2Id: -1 }, 'teacher3Id'],
    ];
    for (const [fields, field] of cases) {
      const { status, body } = await create(students[0].cookie, fields);
      expect(status, field).toBe(400);
      expect(body.message, field).toContain(field);
    }
  });

  it("a topic that is not the chosen teacher's answers -1 naming the field", async () => {
    const { body } = await create(
      students[0].cookie,
      { ...world.threeChoices(), topic2Id: world.topics[0] },
      'en',
    );
    expect(body.code).toBe(-1);
    expect(body.message).toContain('topic2Id');
  });

  it('before the deadline opens -3; after it ends -8; a locked deadline -8', async () => {
    world = await requestWorld({ app, opens: 3_600_000, closes: 7_200_000 });
    expect((await create(students[0].cookie, world.threeChoices())).body.code).toBe(-3);
    world = await requestWorld({ app, opens: -7_200_000, closes: -3_600_000 });
    const late = await create(students[0].cookie, world.threeChoices());
    expect(late.body).toMatchObject({ code: -8, message: 'Đã quá hạn gửi yêu cầu.' });
    world = await requestWorld({ app, deadlineStatus: 1 });
    expect((await create(students[0].cookie, world.threeChoices())).body.code).toBe(-8);
  });

  it("teacher 1's quota full answers -6", async () => {
    world = await requestWorld({ app, quota: 0 });
    const { body } = await create(students[0].cookie, world.threeChoices());
    expect(body).toMatchObject({ code: -6, message: 'Giảng viên đã hết chỉ tiêu hướng dẫn.' });
  });

  it('a second open request for the same course and semester answers -7', async () => {
    expect((await create(students[0].cookie, world.threeChoices())).body.code).toBe(1);
    const { body } = await create(students[0].cookie, { semester: SEMESTER, ...world.choice(3) });
    expect(body.code).toBe(-7);
  });

  it('needs a signed-in student', async () => {
    const { status } = await callAs({
      app,
      cookie: '',
      url: '/api/v1/project-requests/create',
      payload: createBody(world.threeChoices()),
    });
    expect(status).toBe(401);
  });
});

describe('update/{id} and cancel-company/{requestId}', () => {
  it('the student changes their request while nobody answered; another student gets 404', async () => {
    const created = (await create(students[0].cookie, world.threeChoices())).body.data;
    const fields = { ...world.threeChoices(), title: 'Tiêu đề mới' };
    const other = await callAs({
      app,
      cookie: students[1].cookie,
      url: `/api/v1/project-requests/update/${created.id}`,
      payload: { fields },
    });
    expect(other.status).toBe(404);
    const stale = await callAs({
      app,
      cookie: students[0].cookie,
      url: `/api/v1/project-requests/update/${created.id}`,
      payload: { fields, lastUpdate: '2020-01-01T00:00:00.000Z' },
    });
    expect(stale.body.code).toBe(0);
    const { body } = await callAs({
      app,
      cookie: students[0].cookie,
      url: `/api/v1/project-requests/update/${created.id}`,
      payload: { fields, lastUpdate: created.lastUpdate },
    });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ title: 'Tiêu đề mới', finalTitle: 'Tiêu đề mới' });
  });

  it('once a teacher answered, update answers -2', async () => {
    const created = (await create(students[0].cookie, world.threeChoices())).body.data;
    const teacher = await teacherCookie({ app, teacherId: world.teachers[0] });
    await callAs({
      app,
      cookie: teacher,
      url: `/api/v1/teachers/me/project-requests/${created.id}/reject`,
      payload: { reason: 'Đủ nhóm' },
    });
    const { body } = await callAs({
      app,
      cookie: students[0].cookie,
      url: `/api/v1/project-requests/update/${created.id}`,
      payload: { fields: world.threeChoices() },
    });
    expect(body.code).toBe(-2);
  });

  it('cancelling frees the slot for a new request; a second cancel answers -2', async () => {
    const created = (await create(students[0].cookie, world.threeChoices())).body.data;
    const url = `/api/v1/project-requests/cancel-company/${created.id}`;
    expect((await callAs({ app, cookie: students[1].cookie, url })).status).toBe(404);
    const { body } = await callAs({ app, cookie: students[0].cookie, url });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ status: 5, status1: 5, status2: 5, status3: 5 });
    expect((await callAs({ app, cookie: students[0].cookie, url })).body.code).toBe(-2);
    expect((await create(students[0].cookie, world.threeChoices())).body.code).toBe(1);
  });
});
