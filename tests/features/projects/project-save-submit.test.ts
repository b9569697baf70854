import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChecksum } from '../../../src/core/checksum';
import { createTestApp } from '../../helpers/test-app';
import {
  HOST,
  insertFile,
  insertPhase,
  insertProject,
  insertSubmitWindow,
  signInPeople,
} from './project-test-kit';

type Result = { code: number; message: string; data?: Record<string, unknown> & { lastUpdate: string } };

let app: FastifyInstance;
let people: Awaited<ReturnType<typeof signInPeople>>;
const ids = { open: 0, notYet: 0, expired: 0, others: 0, done: 0, file: 0, othersFile: 0 };
const phaseIds = { open: 0, notYet: 0, expired: 0 };

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = people.cookie) =>
  app.inject({ method, url, headers: { host: HOST, cookie }, ...(payload === undefined ? {} : { payload }) });
const detail = async (id: number, cookie = people.cookie) =>
  call('GET', `/api/v1/projects/student-projects/${id}`, undefined, cookie);
const lastUpdateOf = async (id: number) => (await detail(id)).json().data.project.lastUpdate as string;
const sendProject = async (
  id: number,
  mode: 'save' | 'submit',
  fields: Record<string, unknown>,
  cookie?: string,
) =>
  call(
    'POST',
    `/api/v1/projects/student-projects/${id}/${mode}`,
    withChecksum({ rule: `projects.${mode}`, body: fields, id }),
    cookie,
  );
const phaseLastUpdate = async (projectId: number, phaseId: number) =>
  ((await detail(projectId)).json().data.phases as { id: number; lastUpdate: string }[]).find(
    (p) => p.id === phaseId,
  )!.lastUpdate;
const sendPhase = async (id: number, mode: 'save' | 'submit', updates: Record<string, unknown>) =>
  call(
    'POST',
    `/api/v1/projects/student-project-phases/${id}/${mode}`,
    withChecksum({ rule: `projectPhases.${mode}`, body: { updates }, id }),
  );
const result = (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Result;
};

beforeAll(async () => {
  app = await createTestApp();
  people = await signInPeople(app);
  const { rootId, studentId, teacher } = people;
  const mine = { rootId, studentId, teacherId: teacher.id, teacherName: teacher.fullName };
  await insertSubmitWindow(app, { rootId, courseId: 900001, from: -10, to: 10 });
  await insertSubmitWindow(app, { rootId, courseId: 900002, from: 5, to: 30 });
  await insertSubmitWindow(app, { rootId, courseId: 900003, from: -30, to: -1 });
  ids.open = (await insertProject(app, { ...mine, courseId: 900001 })).id;
  ids.notYet = (await insertProject(app, { ...mine, courseId: 900002 })).id;
  ids.expired = (await insertProject(app, { ...mine, courseId: 900003 })).id;
  ids.done = (await insertProject(app, { ...mine, courseId: 900001, status: 3, finalMark: 9 })).id;
  ids.others = (await insertProject(app, { rootId, studentId: people.other.id, courseId: 900001 })).id;
  phaseIds.open = (
    await insertPhase(app, { rootId, projectId: ids.open, orderIndex: 0, from: -5, to: 5 })
  ).id;
  phaseIds.notYet = (
    await insertPhase(app, { rootId, projectId: ids.open, orderIndex: 1, from: 5, to: 15 })
  ).id;
  phaseIds.expired = (
    await insertPhase(app, { rootId, projectId: ids.open, orderIndex: 2, from: -15, to: -5 })
  ).id;
  ids.file = await insertFile(app, { rootId, userId: people.userId });
  ids.othersFile = await insertFile(app, { rootId, userId: people.userId + 100_000 });
});
afterAll(async () => app?.close());

describe('the student sees only their own projects', () => {
  it('lists them (no report text) and needs a session', async () => {
    const list = call('POST', '/api/v1/projects/student-projects/query', {});
    const body = (await list).json() as { data: { id: number; studentId: number; textReport: string }[] };
    expect(body.data.map((project) => project.id)).toEqual(
      expect.arrayContaining([ids.open, ids.notYet, ids.expired, ids.done]),
    );
    expect(body.data.every((project) => project.studentId === people.studentId)).toBe(true);
    expect(body.data.map((project) => project.id)).not.toContain(ids.others);
    expect((await call('POST', '/api/v1/projects/student-projects/query', {}, '')).statusCode).toBe(401);
  });

  it('answers 404 for another student’s project, in every call', async () => {
    expect((await detail(ids.others)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/projects/${ids.others}`)).statusCode).toBe(404);
    const lastUpdate = new Date().toISOString();
    expect((await sendProject(ids.others, 'save', { lastUpdate })).statusCode).toBe(404);
    expect((await sendProject(ids.others, 'submit', { lastUpdate })).statusCode).toBe(404);
  });

  it('decides canSave, canSubmit and submitCode from deadline, status and owner', async () => {
    const open = (await detail(ids.open)).json().data;
    expect(open).toMatchObject({ canSave: true, canSubmit: true, submitCode: 1 });
    expect(open.phases.map((phase: { id: number }) => phase.id)).toEqual([
      phaseIds.open,
      phaseIds.notYet,
      phaseIds.expired,
    ]);
    expect(open.phases.map((phase: { submitCode: number }) => phase.submitCode)).toEqual([1, -3, -4]);
    expect((await detail(ids.notYet)).json().data).toMatchObject({
      canSave: true,
      canSubmit: false,
      submitCode: -3,
    });
    expect((await detail(ids.expired)).json().data).toMatchObject({
      canSave: false,
      canSubmit: false,
      submitCode: -4,
    });
    const done = (await detail(ids.done)).json().data;
    expect(done).toMatchObject({ canSave: false, canSubmit: false, submitCode: 0 });
    expect(done.project.finalMark).toBe(9);
  });
});

describe('save and submit a project', () => {
  it('refuses a wrong checksum (-5) and changes nothing', async () => {
    const lastUpdate = await lastUpdateOf(ids.open);
    const body = {
      ...withChecksum({ rule: 'projects.save', body: { lastUpdate, projectTitle: 'X' }, id: ids.open }),
    };
    body.projectTitle = 'Đã bị sửa';
    expect(result(await call('POST', `/api/v1/projects/student-projects/${ids.open}/save`, body)).code).toBe(
      -5,
    );
    // Signed for another id: the same.
    const signedElsewhere = withChecksum({ rule: 'projects.save', body: { lastUpdate }, id: ids.notYet });
    expect(
      result(await call('POST', `/api/v1/projects/student-projects/${ids.open}/save`, signedElsewhere)).code,
    ).toBe(-5);
    expect((await detail(ids.open)).json().data.project.projectTitle).toBe('Hệ thống quản lý đồ án');
  });

  it('saves, then refuses the stale copy (0, with the current record), then submits', async () => {
    const first = await lastUpdateOf(ids.open);
    const saved = result(
      await sendProject(ids.open, 'save', { lastUpdate: first, projectTitle: '  Cổng   sinh viên ' }),
    );
    expect(saved.code).toBe(1);
    expect(saved.data).toMatchObject({ projectTitle: 'Cổng sinh viên', status: 1 });
    expect(saved.data!.lastUpdate).not.toBe(first);
    const stale = result(await sendProject(ids.open, 'save', { lastUpdate: first, projectTitle: 'Bản cũ' }));
    expect(stale.code).toBe(0);
    expect(stale.data).toMatchObject({ projectTitle: 'Cổng sinh viên' });
    const submitted = result(
      await sendProject(ids.open, 'submit', {
        lastUpdate: saved.data!.lastUpdate,
        _feedback: 'Em gửi thầy bản cuối',
      }),
    );
    expect(submitted.code).toBe(1);
    expect(submitted.data).toMatchObject({
      status: 2,
      projectTitle: 'Cổng sinh viên',
      notes1: 'Em gửi thầy bản cuối',
    });
  });

  it('lets exactly one of two concurrent saves of the same version win', async () => {
    const lastUpdate = await lastUpdateOf(ids.notYet);
    const answers = await Promise.all(
      ['Phiên bản A', 'Phiên bản B'].map(async (keyWord) =>
        result(await sendProject(ids.notYet, 'save', { lastUpdate, keyWord })),
      ),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 1]);
    const winner = answers.find((answer) => answer.code === 1)!;
    expect((await detail(ids.notYet)).json().data.project.keyWord).toBe(winner.data!.keyWord);
  });

  it('accepts only the student’s own file ids (-1 otherwise)', async () => {
    const lastUpdate = await lastUpdateOf(ids.open);
    const refused = result(await sendProject(ids.open, 'save', { lastUpdate, thesisFileId: ids.othersFile }));
    expect(refused.code).toBe(-1);
    expect(refused.message).toContain('thesisFileId');
    const saved = result(await sendProject(ids.open, 'save', { lastUpdate, thesisFileId: ids.file }));
    expect(saved.data).toMatchObject({ thesisUrl: `/api/v1/files/${ids.file}`, thesisSize: 12345 });
    const files = (await detail(ids.open)).json().data.files;
    expect(files).toEqual([expect.objectContaining({ id: ids.file, name: 'luan-van.pdf' })]);
  });

  it('lets the project teachers download its files, and no other teacher', async () => {
    const file = {
      id: ids.file,
      rootId: people.rootId,
      userId: people.userId,
      kind: 'thesis',
      name: 'luan-van.pdf',
      type: 'application/pdf',
      size: 12345,
      sha256: '',
    };
    const session = (teacherId: number) => ({
      sessionId: 1,
      tokenHash: '',
      userId: -5,
      rootId: people.rootId,
      studentId: -1,
      teacherId,
      level: 9,
      expiresAt: Date.now() + 60_000,
    });
    expect(await app.files.canRead({ db: app.db, session: session(people.teacher.id), file })).toBe(true);
    expect(await app.files.canRead({ db: app.db, session: session(people.teacher.id + 100_000), file })).toBe(
      false,
    );
    expect(
      await app.files.canRead({
        db: app.db,
        session: session(people.teacher.id),
        file: { ...file, id: ids.othersFile },
      }),
    ).toBe(false);
  });

  it('answers not yet (-3) before the window opens and expired (-4) after it', async () => {
    const notYet = await lastUpdateOf(ids.notYet);
    expect(result(await sendProject(ids.notYet, 'submit', { lastUpdate: notYet })).code).toBe(-3);
    expect(result(await sendProject(ids.notYet, 'save', { lastUpdate: notYet, keyWord: 'nháp' })).code).toBe(
      1,
    );
    const expired = await lastUpdateOf(ids.expired);
    expect(result(await sendProject(ids.expired, 'save', { lastUpdate: expired })).code).toBe(-4);
    expect(result(await sendProject(ids.expired, 'submit', { lastUpdate: expired })).code).toBe(-4);
  });

  it('lets the teacher read it but never act as the student (-2)', async () => {
    const seen = await detail(ids.open, people.teacherCookie);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ canSave: false, canSubmit: false, submitCode: -2 });
    const lastUpdate = seen.json().data.project.lastUpdate;
    expect(result(await sendProject(ids.open, 'save', { lastUpdate }, people.teacherCookie)).code).toBe(-2);
  });
});

describe('save and submit a phase', () => {
  it('saves, refuses a stale copy, then submits with a file', async () => {
    const first = await phaseLastUpdate(ids.open, phaseIds.open);
    const saved = result(
      await sendPhase(phaseIds.open, 'save', { lastUpdate: first, studentReport: 'Tuần 1: khảo sát' }),
    );
    expect(saved).toMatchObject({ code: 1, data: { studentReport: 'Tuần 1: khảo sát', status: 0 } });
    expect(
      result(await sendPhase(phaseIds.open, 'save', { lastUpdate: first, studentReport: 'cũ' })).code,
    ).toBe(0);
    const submitted = result(
      await sendPhase(phaseIds.open, 'submit', { lastUpdate: saved.data!.lastUpdate, files: [ids.file] }),
    );
    expect(submitted).toMatchObject({
      code: 1,
      data: { status: 2, files: [ids.file], studentReport: 'Tuần 1: khảo sát' },
    });
    expect(submitted.data!.submittedAt).toEqual(expect.any(String));
  });

  it('checks the checksum (-5), the files (-1) and the phase window (-3 / -4)', async () => {
    const lastUpdate = await phaseLastUpdate(ids.open, phaseIds.notYet);
    const forged = {
      ...withChecksum({ rule: 'projectPhases.save', body: { updates: { lastUpdate } }, id: phaseIds.notYet }),
    };
    forged.updates = { lastUpdate, studentReport: 'x' } as typeof forged.updates;
    expect(
      result(await call('POST', `/api/v1/projects/student-project-phases/${phaseIds.notYet}/save`, forged))
        .code,
    ).toBe(-5);
    expect(
      result(await sendPhase(phaseIds.notYet, 'save', { lastUpdate, files: [ids.othersFile] })).code,
    ).toBe(-1);
    expect(
      result(await sendPhase(phaseIds.notYet, 'submit', { lastUpdate, studentReport: 'sớm' })).code,
    ).toBe(-3);
    const expired = await phaseLastUpdate(ids.open, phaseIds.expired);
    expect(
      result(await sendPhase(phaseIds.expired, 'save', { lastUpdate: expired, studentReport: 'muộn' })).code,
    ).toBe(-4);
  });

  it('answers 404 for a phase that is not the student’s', async () => {
    const othersPhase = await insertPhase(app, {
      rootId: people.rootId,
      projectId: ids.others,
      orderIndex: 0,
      from: -1,
      to: 1,
    });
    const response = await sendPhase(othersPhase.id, 'save', {
      lastUpdate: othersPhase.lastUpdate.toISOString(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('bad input answers 400 naming the field', () => {
  it('in paths, bodies and checksums', async () => {
    const refused = async (response: Awaited<ReturnType<typeof call>>, field: string) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().field).toBe(field);
    };
    await refused(
      await call('GET', '/api/v1/projects/student-projects/99999999999999999999'),
      'params.projectId',
    );
    await refused(await call('GET', '/api/v1/projects/9007199254740993'), 'params.id');
    await refused(
      await call('POST', `/api/v1/projects/student-projects/${ids.open}/save`, { checkSum: 'x' }),
      'body.lastUpdate',
    );
    await refused(
      await call('POST', `/api/v1/projects/student-projects/${ids.open}/save`, {
        lastUpdate: new Date().toISOString(),
        status: 3,
        checkSum: 'x',
      }),
      'body',
    );
    await refused(
      await call('POST', `/api/v1/projects/student-project-phases/${phaseIds.open}/submit`, {
        updates: { lastUpdate: 'yesterday' },
        checkSum: 'x',
      }),
      'body.updates.lastUpdate',
    );
    await refused(
      await call('POST', '/api/v1/projects/student-projects/query', { projectType: 7 }),
      'body.projectType',
    );
  });
});
