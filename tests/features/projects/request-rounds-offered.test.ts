import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../src/server/password';
import { createTestApp } from '../../helpers/test-app';
import { callAs, createBody, requestWorld, ROOT, rows, teacherCookie } from './project-requests-kit';

/** A semester of its own (the seeded rounds are in 20261): 2026 entrants are in their third semester. */
const ROUND_SEMESTER = '20271';
/** SPEC §4 project types. */
const TYPE = { PROJECT: 0, GRADUATION: 1, INTERN: 2, GRADUATION_INTERN: 3, MASTER: 4, RESEARCH: 10 };

let app: FastifyInstance;
let firstYear: { studentId: number; cookie: string };
let finalYear: { studentId: number; cookie: string };
let teacher: string;
let staff: string;

const sessionOf = async (userId: number) => {
  const { token } = await app.sessionStore.create({
    userId,
    rootId: ROOT,
    ip: '127.0.0.1',
    userAgent: 'request-rounds',
  });
  return `unigate_sid=${token}`;
};

/** The first hust student with an account whose cohort and programme fit `where`. */
const studentWhere = async (where: string) => {
  const [account] = await rows<{ user_id: string; student_id: string }>({
    app,
    text: `select u.id as user_id, s.id as student_id from users u
           join students s on s.id = u.student_id
           join edu_programs p on p.id = s.edu_program_id
           where u.root_id = ${ROOT} and s.status = 0 and ${where} order by s.id limit 1`,
  });
  if (!account) throw new Error(`no student where ${where}`);
  return { studentId: Number(account.student_id), cookie: await sessionOf(Number(account.user_id)) };
};

const roundsOf = async (cookie: string, semester = '20261') => {
  const { status, body } = await callAs({
    app,
    cookie,
    url: '/api/v1/deadline/query',
    payload: { kind: 'request', semester },
  });
  expect(status).toBe(200);
  expect(body.total).toBe(body.data.length);
  return (body.data as { projectType: number }[]).map((round) => round.projectType).sort((a, b) => a - b);
};

const requestsIn = async (studentId: number, semester: string) =>
  (
    await rows<{ id: string; project_type: number }>({
      app,
      text: `select id, project_type from project_requests
           where root_id = ${ROOT} and student_id = ${studentId} and semester = '${semester}'`,
    })
  ).map((row) => ({ id: Number(row.id), projectType: Number(row.project_type) }));

beforeAll(async () => {
  app = await createTestApp();
  firstYear = await studentWhere(`s.cohort = 2026 and p.degree in ('Kỹ sư', 'Cử nhân')`);
  // In 20261 a 2022 entrant is in semester 9: the final year of a 10-semester programme (and later than an 8-semester one's).
  finalYear = await studentWhere(
    `s.cohort = 2022 and p.degree in ('Kỹ sư', 'Cử nhân') and p.semester_count <= 10`,
  );
  const [someTeacher] = await rows<{ id: string }>({
    app,
    text: `select id from teachers where root_id = ${ROOT} order by id limit 1`,
  });
  teacher = await teacherCookie({ app, teacherId: Number(someTeacher.id) });
  const [staffUser] = await rows<{ id: string }>({
    app,
    text: `insert into users (root_id, account, password_hash, name, level, student_id, teacher_id)
           values (${ROOT}, 'rounds-staff', '${await hashPassword('Unigate@2026')}', 'Cán bộ', 5, -1, -1) returning id`,
  });
  staff = await sessionOf(Number(staffUser.id));
});
afterAll(async () => app?.close());

describe('POST /api/v1/deadline/query: the request rounds a student is offered', () => {
  it('offers a first-year in semester 1 student research only: no course project, master or graduation round', async () => {
    expect(await roundsOf(firstYear.cookie)).toEqual([TYPE.RESEARCH]);
  });

  it('offers a first-year a course-project round of a course they study, not one of a course they do not', async () => {
    const [held] = await rows<{ course_id: string }>({
      app,
      text: `select course_id from class_registrations
             where student_id = ${firstYear.studentId} and semester = '20261' and status = 'registered' limit 1`,
    });
    const [other] = await rows<{ id: string }>({
      app,
      text: `select id from courses where root_id = ${ROOT} and id not in (
               select course_id from class_registrations where student_id = ${firstYear.studentId}
               union select course_id from study_results where student_id = ${firstYear.studentId}) limit 1`,
    });
    expect(held).toBeDefined();
    const round = async (courseId: string, name: string) =>
      (
        await rows<{ id: string }>({
          app,
          text: `insert into deadlines (root_id, name, kind, project_type, semester, course_id, start_date, end_date, status)
                 values (${ROOT}, '${name}', 'request', ${TYPE.PROJECT}, '20261', ${courseId},
                         '${new Date(Date.now() - 86_400_000).toISOString()}', '${new Date(Date.now() + 86_400_000).toISOString()}', 2)
                 returning id`,
        })
      )[0].id.toString();
    const mine = await round(held.course_id, 'Đồ án của học phần tôi học');
    const theirs = await round(other.id, 'Đồ án của học phần khác');
    try {
      const { body } = await callAs({
        app,
        cookie: firstYear.cookie,
        url: '/api/v1/deadline/query',
        payload: { kind: 'request', semester: '20261' },
      });
      const ids = (body.data as { id: number }[]).map((row) => String(row.id));
      expect(ids).toContain(mine);
      expect(ids).not.toContain(theirs);
    } finally {
      await rows({ app, text: `delete from deadlines where id in (${mine}, ${theirs})` });
    }
  });

  it('offers a final-year student the graduation rounds too, still not the master thesis', async () => {
    expect(await roundsOf(finalYear.cookie)).toEqual([
      TYPE.PROJECT,
      TYPE.GRADUATION,
      TYPE.INTERN,
      TYPE.GRADUATION_INTERN,
      TYPE.RESEARCH,
    ]);
  });

  it('shows staff and teachers every round', async () => {
    const every = [
      TYPE.PROJECT,
      TYPE.GRADUATION,
      TYPE.INTERN,
      TYPE.GRADUATION_INTERN,
      TYPE.MASTER,
      TYPE.RESEARCH,
    ];
    expect(await roundsOf(staff)).toEqual(every);
    expect(await roundsOf(teacher)).toEqual(every);
  });

  it('pages and counts what is offered; other kinds of deadline are not filtered', async () => {
    const { body } = await callAs({
      app,
      cookie: firstYear.cookie,
      url: '/api/v1/deadline/query',
      payload: { semester: '20261', pageSize: 1, page: 2 },
    });
    // Research, the company window and the thesis submission window (no course project in semester 1).
    expect(body.total).toBe(3);
    expect(body.data).toHaveLength(1);
  });
});

describe('creating or changing a request for a round the student may not register in', () => {
  it('refuses a first-year a graduation request with -2 and a reason, stores nothing; a final-year gets it', async () => {
    const world = await requestWorld({
      app,
      semester: ROUND_SEMESTER,
      deadlineType: TYPE.GRADUATION,
      quotaTypes: [TYPE.GRADUATION],
    });
    const fields = { ...world.threeChoices(), projectType: TYPE.GRADUATION };
    const vi = await callAs({
      app,
      cookie: firstYear.cookie,
      url: '/api/v1/project-requests/create',
      payload: createBody(fields),
    });
    expect(vi.body.code).toBe(-2);
    expect(vi.body.message).toMatch(/^Đồ án tốt nghiệp: chỉ sinh viên năm cuối .*học kỳ thứ 3\.$/);
    expect(vi.body.data).toBeUndefined();
    const en = await callAs({
      app,
      cookie: firstYear.cookie,
      url: '/api/v1/project-requests/create',
      payload: createBody(fields),
      locale: 'en',
    });
    expect(en.body).toMatchObject({ code: -2, message: expect.stringMatching(/final-year students/) });
    expect(await requestsIn(firstYear.studentId, ROUND_SEMESTER)).toEqual([]);

    const granted = await callAs({
      app,
      cookie: finalYear.cookie,
      url: '/api/v1/project-requests/create',
      payload: createBody(fields),
    });
    expect(granted.body.code).toBe(1);
    expect(granted.body.data).toMatchObject({ projectType: TYPE.GRADUATION, semester: ROUND_SEMESTER });
  });

  it('never trusts the type or course sent: a graduation topic under a course-project type, or a made-up course, is refused', async () => {
    const world = await requestWorld({
      app,
      semester: ROUND_SEMESTER,
      deadlineType: TYPE.GRADUATION,
      quotaTypes: [TYPE.PROJECT, TYPE.GRADUATION],
    });
    // A course-project round for every course beside the graduation one of the world.
    await rows({
      app,
      text: `insert into deadlines (root_id, name, kind, project_type, semester, start_date, end_date, status)
             values (${ROOT}, 'Đồ án môn học', 'request', ${TYPE.PROJECT}, '${ROUND_SEMESTER}',
                     '${new Date(Date.now() - 86_400_000).toISOString()}', '${new Date(Date.now() + 86_400_000).toISOString()}', 2)`,
    });
    const disguised = await callAs({
      app,
      cookie: firstYear.cookie,
      url: '/api/v1/project-requests/create',
      payload: createBody({ ...world.threeChoices(), projectType: TYPE.PROJECT }),
    });
    expect(disguised.body).toMatchObject({ code: -1 });
    expect(disguised.body.message).toMatch(/topicId/);
    const madeUpCourse = await callAs({
      app,
      cookie: finalYear.cookie,
      url: '/api/v1/project-requests/create',
      payload: createBody({ ...world.threeChoices(), projectType: TYPE.GRADUATION, courseId: 999_999 }),
    });
    expect(madeUpCourse.body).toMatchObject({ code: -1 });
    expect(madeUpCourse.body.message).toMatch(/courseId/);
    expect(await requestsIn(firstYear.studentId, ROUND_SEMESTER)).toEqual([]);
    expect(await requestsIn(finalYear.studentId, ROUND_SEMESTER)).toEqual([]);
  });

  it('refuses a master thesis request to an undergraduate, even in a round for every type', async () => {
    const world = await requestWorld({ app, semester: ROUND_SEMESTER, quotaTypes: [TYPE.MASTER] });
    const { body } = await callAs({
      app,
      cookie: finalYear.cookie,
      url: '/api/v1/project-requests/create',
      payload: createBody({ ...world.threeChoices(), projectType: TYPE.MASTER }),
    });
    expect(body).toMatchObject({ code: -2, message: expect.stringMatching(/thạc sĩ/) });
    expect(await requestsIn(finalYear.studentId, ROUND_SEMESTER)).toEqual([]);
  });

  it('refuses an update turning a first-year course project request into a graduation one, and keeps the row', async () => {
    const world = await requestWorld({
      app,
      semester: ROUND_SEMESTER,
      quotaTypes: [TYPE.PROJECT, TYPE.GRADUATION],
    });
    const created = await callAs({
      app,
      cookie: firstYear.cookie,
      url: '/api/v1/project-requests/create',
      payload: createBody({ ...world.threeChoices(), projectType: TYPE.PROJECT }),
    });
    expect(created.body.code).toBe(1);
    const { body } = await callAs({
      app,
      cookie: firstYear.cookie,
      url: `/api/v1/project-requests/update/${created.body.data.id}`,
      payload: {
        fields: { ...world.threeChoices(), projectType: TYPE.GRADUATION },
        lastUpdate: created.body.data.lastUpdate,
      },
    });
    expect(body.code).toBe(-2);
    expect(await requestsIn(firstYear.studentId, ROUND_SEMESTER)).toEqual([
      { id: created.body.data.id, projectType: TYPE.PROJECT },
    ]);
  });
});
