import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { computeChecksum, withChecksum } from '../../../src/core/checksum';
import { createTestApp } from '../../helpers/test-app';
import { rows, studentClient } from './learn-test-kit';

let app: FastifyInstance;
let demo: Awaited<ReturnType<typeof studentClient>>;

/** The semesters the requests below are for: each test its own, all ahead (a request is for one not over yet). */
const AHEAD = ['20263', '20271', '20272', '20273', '20281'];

beforeAll(async () => {
  app = await createTestApp();
  demo = await studentClient({ app });
  await rows({
    app,
    text: `insert into semesters (root_id, semester, name, start_date, end_date)
           select 1, code, 'Học kỳ ' || code, '2099-01-01', '2099-06-30' from unnest(array['${AHEAD.join("','")}']) as code
           on conflict do nothing`,
  });
});
afterAll(async () => app?.close());

const RULE = 'continueStudy.submit';
/** An extension request (the demo student studies normally) without the form's optional fields. */
const required = (semester: string) => ({
  kind: 'extend-study',
  semester,
  reason: 'Em xin gia hạn thời gian học để hoàn thành đồ án tốt nghiệp.',
  phone: '0912345678',
  commitment: true,
});
const submit = (body: unknown, headers?: Record<string, string>) =>
  demo.call({ method: 'POST', url: '/api/v2/continue-studies/submit', payload: body, headers });
const requestsOf = (semester: string) =>
  rows<{ id: number; status: number; payload: Record<string, unknown> }>({
    app,
    text: `select id, status, payload from continue_studies where student_id = ${demo.studentId} and semester = '${semester}' order by id`,
  });

describe('POST /api/v2/continue-studies/submit: the semester', () => {
  it('refuses a made-up or past semester with 400 naming the field, saving nothing', async () => {
    for (const [semester, reason] of [
      ['00001', /Not a semester of the university/],
      ['20201', /The semester is over|Not a semester of the university/],
    ] as const) {
      const answer = await submit(withChecksum({ rule: RULE, body: { payload: required(semester) } }));
      expect(answer.status, semester).toBe(400);
      expect(answer.body).toMatchObject({ field: 'payload.semester', reason: expect.stringMatching(reason) });
      expect(await requestsOf(semester)).toHaveLength(0);
    }
  });
});

// First: the migration test at the end leaves rows without a kind.
describe('GET /api/v2/continue-studies: what the student may send', () => {
  it('says a student studying normally may send an extension only, and refuses a return request (-4)', async () => {
    const list = await demo.call({ method: 'GET', url: '/api/v2/continue-studies' });
    expect(list.body).toMatchObject({ allowedKinds: ['extend-study'] });
    const answer = await submit(
      withChecksum({
        rule: RULE,
        body: { payload: { ...required('20271'), kind: 'return-after-deferral' } },
      }),
    );
    expect(answer.body.code).toBe(-4);
  });

  it("gives the phone number of the student's profile for the form to start with", async () => {
    const [profile] = await rows<{ phone: string }>({
      app,
      text: `select phone from students where id = ${demo.studentId}`,
    });
    expect(profile.phone).toMatch(/^0\d{9}$/);
    const list = await demo.call({ method: 'GET', url: '/api/v2/continue-studies' });
    expect(list.body.phone).toBe(profile.phone);
  });
});

describe('POST /api/v2/continue-studies/submit: the checksum signs what the client sent', () => {
  it('accepts a request without the optional fields, signed as sent, and stores it with their defaults', async () => {
    const saved = await submit(withChecksum({ rule: RULE, body: { payload: required('20263') } }));
    expect(saved.body).toMatchObject({ code: 1, data: { semester: '20263', status: 0 } });
    const [row] = await requestsOf('20263');
    expect(row.payload).toMatchObject({ plannedCredits: 12, evidenceNote: '' });
  });

  it('refuses (-1) a checksum over the defaulted form when the defaults were not sent, and stores nothing', async () => {
    const payload = required('20271');
    const checkSum = computeChecksum({
      rule: RULE,
      body: { payload: { ...payload, plannedCredits: 12, evidenceNote: '' } },
    });
    const refused = await submit({ payload, checkSum });
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(-1);
    expect(await requestsOf('20271')).toHaveLength(0);
  });
});

describe('POST /api/v2/continue-studies/submit: the commitment', () => {
  it('refuses a request whose commitment is unticked or missing with a 400 naming the field', async () => {
    const { commitment: _commitment, ...withoutCommitment } = required('20281');
    for (const payload of [{ ...withoutCommitment, commitment: false }, withoutCommitment]) {
      const answer = await submit(withChecksum({ rule: RULE, body: { payload } }));
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('commitment');
    }
    expect(await requestsOf('20281')).toHaveLength(0);
  });
});

describe('POST /api/v2/continue-studies/submit: one request per student and semester', () => {
  it('refuses a second request for the semester (-3, vi and en) until the first is rejected', async () => {
    const body = withChecksum({ rule: RULE, body: { payload: { ...required('20272'), plannedCredits: 9 } } });
    expect((await submit(body)).body.code).toBe(1);
    expect((await submit(body)).body).toMatchObject({
      code: -3,
      message: 'Bạn đã có đơn cho Học kỳ 2 năm học 2027–2028 đang chờ duyệt hoặc đã được duyệt.',
    });
    const english = await submit(body, { 'x-locale': 'en' });
    expect(english.body).toMatchObject({
      code: -3,
      message: 'You already have a request for Semester 2, 2027–2028 that is pending or approved.',
    });
    // Approved still counts as a request for the semester; rejected does not.
    const [first] = await requestsOf('20272');
    await rows({ app, text: `update continue_studies set status = 1 where id = ${first.id}` });
    expect((await submit(body)).body.code).toBe(-3);
    await rows({ app, text: `update continue_studies set status = -1 where id = ${first.id}` });
    expect((await submit(body)).body.code).toBe(1);
    expect((await requestsOf('20272')).map((row) => row.status)).toEqual([-1, 0]);
  });

  it('keeps one row when the same request arrives many times at once: one saved, the others -3, no 500', async () => {
    const body = withChecksum({ rule: RULE, body: { payload: required('20273') } });
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const codes = answers.map((answer) => answer.body.code as number).sort((a, b) => a - b);
    expect(codes).toEqual([-3, -3, -3, -3, -3, -3, -3, 1]);
    expect(await requestsOf('20273')).toHaveLength(1);
  });

  it('migrates a database that already holds duplicates: the later copies are cancelled, the index built', async () => {
    await rows({ app, text: 'drop index continue_studies_open_unique' });
    const insert = `insert into continue_studies (root_id, student_id, semester, payload) select root_id, id, '20281', '{}'::jsonb from students where id = ${demo.studentId}`;
    await rows({ app, text: insert });
    await rows({ app, text: insert });
    const migration = readFileSync(
      new URL('../../../src/server/db/migrations/0007_continue-study-open-unique.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await rows({ app, text: statement });
    expect((await requestsOf('20281')).map((row) => row.status)).toEqual([0, 5]);
    await expect(rows({ app, text: insert })).rejects.toThrow();
  });
});
