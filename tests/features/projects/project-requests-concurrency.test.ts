import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
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

const STUDENTS = 50;
const QUOTA = 5;

let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  a = await createTestApp({ students: STUDENTS + 10 });
  // A second server instance over the same database (PGlite here, PostgreSQL under npm run test:pg).
  b = await buildApp({
    dbHandle: { db: a.db, kind: a.dbKind, close: async () => {} },
    logger: false,
    settings: { serveClient: false },
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('50 students request one teacher with quota 5', () => {
  it('the teacher confirms all at once on two instances: exactly 5 confirmed, the rest -6 and still waiting, nothing lost', async () => {
    const world = await requestWorld({ app: a, quota: QUOTA });
    const teacherId = world.teachers[0];
    const students = await studentCookies({ app: a, count: STUDENTS });
    const created = await Promise.all(
      students.map((student, index) =>
        callAs({
          app: index % 2 === 0 ? a : b,
          cookie: student.cookie,
          url: '/api/v1/project-requests/create',
          payload: createBody({ semester: SEMESTER, ...world.choice(0) }),
        }),
      ),
    );
    expect(created.map((answer) => answer.body.code)).toEqual(Array(STUDENTS).fill(1));
    const ids = created.map((answer) => answer.body.data.id as number);

    const teacher = await teacherCookie({ app: a, teacherId });
    const answers = await Promise.all(
      ids.map((id, index) =>
        callAs({
          app: index % 2 === 0 ? b : a,
          cookie: teacher,
          url: `/api/v1/teachers/me/project-requests/${id}/confirm`,
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const codes = answers.map((answer) => answer.body.code as number);
    expect(codes.filter((code) => code === 1)).toHaveLength(QUOTA);
    expect(codes.filter((code) => code === -6)).toHaveLength(STUDENTS - QUOTA);

    const stored = await rows<{ id: string; status: number; status1: number }>({
      app: a,
      text: `select id, status, status1 from project_requests where semester = '${SEMESTER}' and final_teacher_id = ${teacherId}`,
    });
    expect(stored).toHaveLength(STUDENTS);
    const confirmedIds = ids.filter((_, index) => codes[index] === 1).sort((x, y) => x - y);
    expect(
      stored
        .filter((row) => row.status === 1)
        .map((row) => Number(row.id))
        .sort((x, y) => x - y),
    ).toEqual(confirmedIds);
    expect(stored.filter((row) => row.status === 0 && row.status1 === 0)).toHaveLength(STUDENTS - QUOTA);
    const [quota] = await rows<{ accepted: number; quota: number }>({
      app: a,
      text: `select accepted, quota from teacher_quotas where teacher_id = ${teacherId} and semester = '${SEMESTER}'`,
    });
    expect(quota).toEqual({ accepted: QUOTA, quota: QUOTA });
    const made = await rows<{ request_id: string }>({
      app: a,
      text: `select request_id from projects where request_id in (${ids.join(',')})`,
    });
    expect(made.map((row) => Number(row.request_id)).sort((x, y) => x - y)).toEqual(confirmedIds);

    // The quota is full: a new student's request to this teacher is refused with -6.
    const [late] = await studentCookies({ app: a, count: STUDENTS + 1 }).then((all) => all.slice(STUDENTS));
    const refused = await callAs({
      app: b,
      cookie: late.cookie,
      url: '/api/v1/project-requests/create',
      payload: createBody({ semester: SEMESTER, ...world.choice(0) }),
    });
    expect(refused.body.code).toBe(-6);
    // The ones still waiting are still the teacher's to answer.
    const waiting = await callAs({
      app: a,
      cookie: teacher,
      url: '/api/v1/teachers/me/project-requests/query',
      payload: { filters: { semester: SEMESTER } },
    });
    expect(waiting.body.total).toBe(STUDENTS - QUOTA);
  }, 120_000);
});
