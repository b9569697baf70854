import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';
import { rows, studentClient } from '../learn/learn-test-kit';

const HOST = 'hust.localhost';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('student-info and profiles', () => {
  it("answers the signed-in student's own details and profile", async () => {
    const demo = await studentClient({ app, host: HOST });
    const [row] = await rows<Record<string, string>>({
      app,
      text: `select phone, birth_date, class_name, admission_code, edu_program_name from students where id = ${demo.studentId}`,
    });
    const info = await demo.get(`/api/v1/students/${demo.studentId}/student-info`);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      studentId: demo.studentId,
      studentCode: '20230001',
      phone: row.phone,
      birthDate: row.birth_date,
      className: row.class_name,
      cohort: 2023,
    });
    const profiles = await demo.get(`/api/v1/students/${demo.studentId}/profiles`);
    expect(profiles.status).toBe(200);
    expect(profiles.body.total).toBe(1);
    expect(profiles.body.data[0].profile).toMatchObject({
      admissionCode: row.admission_code,
      eduProgramName: row.edu_program_name,
    });
  });

  it("answers another student's id as a missing one, and 401 signed out", async () => {
    const demo = await studentClient({ app, host: HOST });
    const other = await studentClient({ app, host: HOST, account: '20230002' });
    for (const path of ['student-info', 'profiles']) {
      const foreign = await demo.get(`/api/v1/students/${other.studentId}/${path}`);
      const missing = await demo.get(`/api/v1/students/999999999/${path}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      const signedOut = await app.inject({
        method: 'GET',
        url: `/api/v1/students/${demo.studentId}/${path}`,
        headers: { host: HOST },
      });
      expect(signedOut.statusCode).toBe(401);
    }
  });
});
