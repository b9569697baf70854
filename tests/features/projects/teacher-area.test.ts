import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';
import {
  callAs,
  createBody,
  requestWorld,
  rows,
  studentCookies,
  teacherCookie,
} from './project-requests-kit';

let app: FastifyInstance;
let student: { studentId: number; cookie: string };
let world: Awaited<ReturnType<typeof requestWorld>>;
let teachers: string[];

beforeAll(async () => {
  app = await createTestApp();
  [student] = await studentCookies({ app, count: 1 });
});
afterAll(async () => app?.close());
beforeEach(async () => {
  world = await requestWorld({ app, quota: 2 });
  teachers = await Promise.all(
    world.teachers.slice(0, 3).map((teacherId) => teacherCookie({ app, teacherId })),
  );
});

const sendRequest = async () => {
  const { body } = await callAs({
    app,
    cookie: student.cookie,
    url: '/api/v1/project-requests/create',
    payload: createBody(world.threeChoices()),
  });
  expect(body.code).toBe(1);
  return body.data.id as number;
};
const toMe = async (cookie: string) =>
  (await callAs({ app, cookie, url: '/api/v1/teachers/me/project-requests/query', payload: {} })).body;
const decide = (cookie: string, id: number, action: 'confirm' | 'reject', reason = 'Đã đủ sinh viên') =>
  callAs({
    app,
    cookie,
    url: `/api/v1/teachers/me/project-requests/${id}/${action}`,
    payload: action === 'reject' ? { reason } : undefined,
  });
const myRequest = async (id: number) =>
  (
    await callAs({ app, cookie: student.cookie, url: '/api/v1/project-requests/query', payload: {} })
  ).body.data.find((r: { id: number }) => r.id === id);

describe('teacher area: a student can never act as a teacher', () => {
  it('every teacher call answers 403 to a student and 401 without a session', async () => {
    const calls: { method: 'GET' | 'POST'; url: string; payload?: unknown }[] = [
      { method: 'POST', url: '/api/v1/teachers/me/project-requests/query', payload: {} },
      { method: 'POST', url: '/api/v1/teachers/me/project-requests/1/confirm' },
      { method: 'POST', url: '/api/v1/teachers/me/project-requests/1/reject', payload: { reason: 'x' } },
      { method: 'POST', url: '/api/v1/teachers/me/projects/query', payload: {} },
      { method: 'GET', url: '/api/v1/teachers/me/projects/1' },
      {
        method: 'POST',
        url: '/api/v1/teachers/me/project-phases/1/review',
        payload: { teacherComment: 'x' },
      },
    ];
    for (const call of calls) {
      expect((await callAs({ app, cookie: student.cookie, ...call })).status, call.url).toBe(403);
      expect((await callAs({ app, cookie: '', ...call })).status, call.url).toBe(401);
    }
  });
});

describe('requests to me: reject moves the request on, confirm counts the quota', () => {
  it('teacher 1 rejects (code 1), teacher 2 sees it as choice 2 and confirms; the student has a project', async () => {
    const id = await sendRequest();
    const first = await toMe(teachers[0]);
    expect(first.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      choiceNumber: 1,
      statusLabel: 'Đang chờ duyệt',
      studentId: student.studentId,
    });
    expect((await toMe(teachers[1])).data.some((r: { id: number }) => r.id === id)).toBe(false);

    const rejected = await decide(teachers[0], id, 'reject', 'Không cùng hướng nghiên cứu');
    expect(rejected.body.code).toBe(1);
    expect((await toMe(teachers[0])).data.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await toMe(teachers[1])).data.find((r: { id: number }) => r.id === id)).toMatchObject({
      choiceNumber: 2,
    });
    expect(await myRequest(id)).toMatchObject({
      status: 0,
      status1: -1,
      status2: 0,
      finalTeacherId: world.teachers[1],
      rejectReasons: ['Không cùng hướng nghiên cứu'],
      rejectIds: [world.teachers[0]],
    });
    // The teacher who rejected is no longer its teacher.
    expect((await decide(teachers[0], id, 'confirm')).status).toBe(404);

    const confirmed = await decide(teachers[1], id, 'confirm');
    expect(confirmed.body).toMatchObject({
      code: 1,
      data: { status: 1, status2: 1, statusLabel: 'Đồng ý nhận' },
    });
    const [quota] = await rows<{ accepted: number }>({
      app,
      text: `select accepted from teacher_quotas where teacher_id = ${world.teachers[1]} and semester = '20991'`,
    });
    expect(quota.accepted).toBe(1);
    // Answered already: -2, and the message says why rather than "not allowed".
    expect((await decide(teachers[1], id, 'confirm')).body).toEqual({
      code: -2,
      message: 'Yêu cầu này không còn chờ bạn trả lời (hiện tại: Đồng ý nhận).',
    });

    const supervised = await callAs({
      app,
      cookie: teachers[1],
      url: '/api/v1/teachers/me/projects/query',
      payload: {},
    });
    const project = supervised.body.data.find((p: { requestId: number }) => p.requestId === id);
    expect(project).toMatchObject({
      studentId: student.studentId,
      teacherId: world.teachers[1],
      projectTitle: 'Hệ thống gợi ý 2',
    });
    const foreign = await callAs({
      app,
      cookie: teachers[0],
      method: 'GET',
      url: `/api/v1/teachers/me/projects/${project.id}`,
    });
    expect(foreign.status).toBe(404);
    // The new project comes with its kind's phases; phase 1 is open now.
    const own = await callAs({
      app,
      cookie: teachers[1],
      method: 'GET',
      url: `/api/v1/teachers/me/projects/${project.id}`,
    });
    const phases = own.body.data.phases as { orderIndex: number; startDate: string; deadline: string }[];
    expect(phases.map((phase) => phase.orderIndex)).toEqual(phases.map((_, index) => index));
    expect(phases.length).toBeGreaterThan(1);
    expect(Date.parse(phases[0].startDate)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(phases[0].deadline)).toBeGreaterThan(Date.now());
  });

  it('all three reject: codes 1, 2, 3, then the request is rejected with no final teacher', async () => {
    const id = await sendRequest();
    const codes = [];
    for (const cookie of teachers) codes.push((await decide(cookie, id, 'reject')).body.code);
    expect(codes).toEqual([1, 2, 3]);
    expect(await myRequest(id)).toMatchObject({
      status: -1,
      finalTeacherId: -1,
      status1: -1,
      status2: -1,
      status3: -1,
    });
    for (const cookie of teachers)
      expect((await toMe(cookie)).data.some((r: { id: number }) => r.id === id)).toBe(false);
  });

  it('a reject needs a reason (400); a cancelled request can no longer be confirmed', async () => {
    const id = await sendRequest();
    const blank = await decide(teachers[0], id, 'reject', '   ');
    expect(blank.status).toBe(400);
    await callAs({ app, cookie: student.cookie, url: `/api/v1/project-requests/cancel-company/${id}` });
    expect((await decide(teachers[0], id, 'confirm')).body.code).toBe(-2);
    // Both answers say why, in the teacher's language (X-Locale).
    for (const [action, payload] of [
      ['confirm', undefined],
      ['reject', { reason: 'Đã đủ sinh viên' }],
    ] as const) {
      const url = `/api/v1/teachers/me/project-requests/${id}/${action}`;
      const vi = await callAs({ app, cookie: teachers[0], url, payload, locale: 'vi' });
      expect(vi.body).toEqual({
        code: -2,
        message: 'Yêu cầu này không còn chờ bạn trả lời (hiện tại: Đã huỷ).',
      });
      const en = await callAs({ app, cookie: teachers[0], url, payload, locale: 'en' });
      expect(en.body).toEqual({
        code: -2,
        message: 'This request is no longer waiting for your answer (now: Cancelled).',
      });
    }
  });

  it('a full quota answers -6 and the request keeps waiting', async () => {
    // Sent while there was room; the places went to others before the teacher answered.
    const id = await sendRequest();
    await rows({
      app,
      text: `update teacher_quotas set accepted = quota where teacher_id = ${world.teachers[0]} and semester = '20991'`,
    });
    const { body } = await decide(teachers[0], id, 'confirm');
    expect(body.code).toBe(-6);
    expect(await myRequest(id)).toMatchObject({ status: 0, finalTeacherId: world.teachers[0] });
  });
});

describe('phases of a project I supervise', () => {
  it('the supervisor comments and marks a phase; another teacher gets 404', async () => {
    const id = await sendRequest();
    await decide(teachers[0], id, 'confirm');
    const [project] = await rows<{ id: string }>({
      app,
      text: `select id from projects where request_id = ${id}`,
    });
    // The project was created with its phases; the supervisor reviews the first.
    const [phase] = await rows<{ id: string; name: string }>({
      app,
      text: `select id, name from project_phases where project_id = ${project.id} and order_index = 0`,
    });
    const url = `/api/v1/teachers/me/project-phases/${phase.id}/review`;
    const review = { teacherComment: 'Cần bổ sung phần khảo sát', mark: 8.5, status: 10 };
    expect((await callAs({ app, cookie: teachers[1], url, payload: review })).status).toBe(404);
    expect((await callAs({ app, cookie: teachers[0], url, payload: { ...review, mark: 11 } })).status).toBe(
      400,
    );
    // Not submitted yet: a comment is kept, a mark or a decision is not yet (-3), and nothing changes.
    const early = await callAs({ app, cookie: teachers[0], url, payload: review });
    expect(early.body).toMatchObject({ code: -3 });
    expect(early.body.message).toContain('chưa nộp');
    const onlyStatus = await callAs({
      app,
      cookie: teachers[0],
      url,
      payload: { teacherComment: 'x', mark: -1, status: 3 },
    });
    expect(onlyStatus.body).toMatchObject({ code: -3 });
    const comment = await callAs({
      app,
      cookie: teachers[0],
      url,
      payload: { teacherComment: 'Nên bắt đầu sớm', mark: -1 },
    });
    expect(comment.body).toMatchObject({
      code: 1,
      data: { teacherComment: 'Nên bắt đầu sớm', mark: -1, status: 0 },
    });
    await rows({
      app,
      text: `update project_phases set status = 2, submitted_at = now(), student_report = 'Đã khảo sát' where id = ${phase.id}`,
    });
    const { body } = await callAs({ app, cookie: teachers[0], url, payload: review });
    expect(body).toMatchObject({
      code: 1,
      data: { teacherComment: 'Cần bổ sung phần khảo sát', mark: 8.5, status: 10 },
    });
    const detail = await callAs({
      app,
      cookie: teachers[0],
      method: 'GET',
      url: `/api/v1/teachers/me/projects/${project.id}`,
    });
    expect(detail.body.data.phases[0]).toMatchObject({
      id: Number(phase.id),
      name: phase.name,
      teacherComment: 'Cần bổ sung phần khảo sát',
    });
  });
});
