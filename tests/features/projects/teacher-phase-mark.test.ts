import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let supervisor: string;
let url: string;

/** A project confirmed by its supervisor, with its first phase submitted: ready to be marked. */
beforeAll(async () => {
  app = await createTestApp();
  const [student] = await studentCookies({ app, count: 1 });
  const world = await requestWorld({ app, quota: 2 });
  supervisor = await teacherCookie({ app, teacherId: world.teachers[0] });
  const created = await callAs({
    app,
    cookie: student.cookie,
    url: '/api/v1/project-requests/create',
    payload: createBody(world.threeChoices()),
  });
  expect(created.body.code).toBe(1);
  const requestId = created.body.data.id as number;
  await callAs({ app, cookie: supervisor, url: `/api/v1/teachers/me/project-requests/${requestId}/confirm` });
  const [project] = await rows<{ id: string }>({
    app,
    text: `select id from projects where request_id = ${requestId}`,
  });
  const [phase] = await rows<{ id: string }>({
    app,
    text: `select id from project_phases where project_id = ${project.id} and order_index = 0`,
  });
  await rows({
    app,
    text: `update project_phases set status = 2, submitted_at = now(), student_report = 'Đã khảo sát' where id = ${phase.id}`,
  });
  url = `/api/v1/teachers/me/project-phases/${phase.id}/review`;
});
afterAll(async () => app?.close());

const review = (mark: unknown) =>
  callAs({ app, cookie: supervisor, url, payload: { teacherComment: 'ok', mark } });

describe('a phase mark is 0-10, or -1 for none', () => {
  it('refuses marks between -1 and 0, below -1 and above 10 with 400 naming mark', async () => {
    for (const mark of [-0.5, -0.01, -1.5, -2, 10.5, '5', null]) {
      const { status, body } = await review(mark);
      expect(status, String(mark)).toBe(400);
      expect(body.field).toBe('body.mark');
    }
  });

  it('accepts -1, 0, a decimal and 10', async () => {
    for (const mark of [-1, 0, 7.5, 10]) {
      const { status, body } = await review(mark);
      expect(status, String(mark)).toBe(200);
      expect(body).toMatchObject({ code: 1, data: { mark } });
    }
  });
});
