import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChecksum } from '../../src/core/checksum';
import { createTestApp, login } from '../helpers/test-app';

const HOST = 'unigate.localhost';
const OTHER_STUDENT = '20220001';
/** An id no table holds (ids are 53-bit: it passes validation and is looked up). */
const MISSING = 2 ** 40;

let app: FastifyInstance;
let cookie: string;
let studentId: number;
let rootId: number;

beforeAll(async () => {
  app = await createTestApp();
  const session = await login({ app, host: HOST });
  cookie = session.cookie;
  studentId = session.body.data.studentId;
  rootId = app.appConfig.byHost.get(HOST)!.rootId;
});
afterAll(async () => app?.close());

const firstRow = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: T[] }).rows[0];

type Call = (id: number) => { method: 'GET' | 'POST'; url: string; payload?: unknown };

/** What the demo student gets for a call, as status and body. */
const answer = async (call: Call, id: number) => {
  const { method, url, payload } = call(id);
  const response = await app.inject({
    method,
    url,
    headers: { host: HOST, cookie },
    payload: payload as never,
  });
  return { status: response.statusCode, body: response.json() as unknown };
};

/** Another student's record answers exactly like an id that does not exist. */
const expectSameAsMissing = async (call: Call, theirs: number) => {
  const missing = await answer(call, MISSING);
  expect(missing.status).toBe(404);
  expect(await answer(call, theirs)).toEqual(missing);
};

const relativeForm = {
  fullName: 'Nguyễn Minh Khang',
  relationship: 'other',
  birthYear: 2010,
  address: { provinceCode: '01', wardCode: '00097', street: '12 Phố Hồng Hà' },
};

describe("another student's id answers as a missing id", () => {
  it('for a student record', async () => {
    const other = await firstRow<{ id: string }>(
      sql`select id from students where root_id = ${rootId} and id <> ${studentId} limit 1`,
    );
    await expectSameAsMissing((id) => ({ method: 'GET', url: `/api/v1/students/${id}` }), Number(other.id));
  });

  it('for relatives: read, update and delete', async () => {
    const theirs = await firstRow<{ id: string; last_update: Date | string }>(
      sql`select id, last_update from relatives where root_id = ${rootId} and student_id <> ${studentId} limit 1`,
    );
    const id = Number(theirs.id);
    const lastUpdate = new Date(theirs.last_update).toISOString();
    await expectSameAsMissing((n) => ({ method: 'GET', url: `/api/v1/relatives/${n}` }), id);
    await expectSameAsMissing(
      (n) => ({
        method: 'POST',
        url: '/api/v1/relatives/save',
        payload: withChecksum({
          rule: 'relatives.save',
          body: { data: { ...relativeForm, id: n, lastUpdate } },
        }),
      }),
      id,
    );
    await expectSameAsMissing(
      (n) => ({
        method: 'POST',
        url: `/api/v1/relatives/delete/${n}`,
        payload: withChecksum({ rule: 'relatives.save', body: { data: { id: n, lastUpdate } } }),
      }),
      id,
    );
  });

  it('for an uploaded file', async () => {
    const other = await login({ app, host: HOST, account: OTHER_STUDENT });
    const boundary = 'b';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: {
        host: HOST,
        cookie: other.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n` +
        '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n\r\n' +
        `--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(200);
    await expectSameAsMissing((id) => ({ method: 'GET', url: `/api/v1/files/${id}` }), upload.json().data.id);
  });

  it("for another member's course-member record and another student's study result", async () => {
    const other = await firstRow<{ id: string }>(
      sql`select id from course_members where root_id = ${rootId} and student_id <> ${studentId} limit 1`,
    );
    await expectSameAsMissing(
      (id) => ({
        method: 'POST',
        url: `/api/v1/course-member/update/${id}`,
        payload: withChecksum({
          rule: 'studentInfo.update',
          body: { updates: { officeHours: 'Thứ 5' } },
          id,
        }),
      }),
      Number(other.id),
    );
    const result = await firstRow<{ id: string }>(
      sql`select id from study_results where root_id = ${rootId} and student_id <> ${studentId} limit 1`,
    );
    const appeal = { appealNote: 'Xin phúc khảo bài thi cuối kỳ', lastUpdate: '2026-01-05T08:00:00Z' };
    await expectSameAsMissing(
      (id) => ({
        method: 'POST',
        url: `/api/v1/study-results/${id}`,
        payload: withChecksum({ rule: 'studyResults.update', body: { updates: appeal }, id }),
      }),
      Number(result.id),
    );
  });
});
