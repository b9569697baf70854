import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app';
import { awardClient, BANK, prefixOf, seededCalls, signIn } from './awards-test-kit';
import type { ApplyBody, StaffCall } from './awards-test-kit';

/** The seeded first-year (cohort 2026): no study results of a previous year. */
const FIRST_YEAR = '20260001';
const GPA_FIELDS = ['gpaPrevYear', 'gpa4s', 'gpaB1B2', 'cpa', 'gpa'];

describe('the freshman scholarship (HB-TV) for a first-year', () => {
  let app: FastifyInstance;
  let freshman: ReturnType<typeof awardClient>;
  let call: (prefix: string) => StaffCall;

  beforeAll(async () => {
    app = await createTestApp();
    freshman = awardClient({ app, cookie: (await signIn({ app, account: FIRST_YEAR })).cookie });
    call = (await seededCalls({ app })).of;
  });
  afterAll(async () => app?.close());

  it('is among the open calls they see, a study-encouragement call for cohort 2026 with its own requirements', async () => {
    const response = await freshman.get('/api/v1/awards?status=open');
    expect(response.statusCode, response.body).toBe(200);
    const calls = response.json().data as {
      code: string;
      category: string;
      studentYears: number[];
      requirements: string;
    }[];
    const tv = calls.find((award) => prefixOf(award.code) === 'HB-TV');
    expect(tv).toMatchObject({ category: 'study', studentYears: [2026] });
    expect(tv?.requirements).toMatch(/điểm xét tuyển/);
    expect(tv?.requirements).not.toMatch(/năm học trước/);
  });

  it('sends a form without any GPA, while a call for older cohorts still asks for the previous year’s', async () => {
    const info = await freshman.studentInfo(call('HB-TV').id);
    const fields = Object.keys(info.form.schema.properties as object);
    expect(fields).toEqual(expect.arrayContaining(['bankName', 'achievements', 'commitment']));
    for (const name of GPA_FIELDS) expect(fields, name).not.toContain(name);
    expect(info.form.uiSchema['ui:order']).not.toContain('gpaPrevYear');
    // The study-encouragement call is judged on the previous year: it is for the cohorts that have one.
    const listed = (await freshman.get('/api/v1/awards?status=open')).json().data as { code: string }[];
    expect(listed.map((award) => prefixOf(award.code))).not.toContain('HB-KKHT');
    const older = awardClient({ app, cookie: (await signIn({ app, account: '20230001' })).cookie });
    const general = await older.studentInfo(call('HB-KKHT').id);
    expect(Object.keys(general.form.schema.properties as object)).toContain('gpaPrevYear');
  });

  it('takes the application with no GPA, refuses one sent anyway, and gives the DOCX', async () => {
    const id = call('HB-TV').id;
    const withGpa = await freshman.apply({ id, data: { ...BANK, gpaPrevYear: 9 }, submit: false });
    expect(withGpa.statusCode).toBe(400);
    expect(withGpa.json().field).toBe('data.gpaPrevYear');

    const submitted = await freshman.apply({ id, data: { ...BANK, commitment: true }, submit: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const body = submitted.json() as ApplyBody;
    expect(body).toMatchObject({ code: 1, data: { status: 'submitted', studentCode: FIRST_YEAR } });
    for (const name of GPA_FIELDS) expect(body.data!.data, name).not.toHaveProperty(name);

    const docx = await freshman.get(`/api/v1/awards/${id}/download-form-award`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toMatch(/wordprocessingml/);
  });
});
