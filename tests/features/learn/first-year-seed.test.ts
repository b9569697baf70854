import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app';
import { rows, studentClient } from './learn-test-kit';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('the seeded first-year (20260001)', () => {
  // The waiting-list demo fills two later-year classes with the demo student's classmates; a
  // first-year seated there held a class whose prerequisites it lacked, which blocked every plan.
  it('starts next semester with no class seat, in every tenant: its registration is its own', async () => {
    const held = await rows<{ root_id: string; class_id: string }>({
      app,
      text: `select s.root_id, k.class_id
             from class_registrations r
             join students s on s.id = r.student_id and s.student_code = '20260001'
             join classes k on k.id = r.class_id
             where r.semester = '20262'`,
    });
    expect(held).toEqual([]);
  });

  // A graduation project (Đồ án tốt nghiệp, course type 2) closes the programme: it needs the
  // graduation internship, which needs the engineering internship, so a first-year never sees it
  // as open to them in course registration.
  it('is offered no graduation project or graduation internship as open: their prerequisites are unmet', async () => {
    const chain = await rows<{ code: string; course_type: number; prerequisite_ids: number[] }>({
      app,
      text: `select code, course_type, prerequisite_ids from courses
             where root_id = 1 and (course_type = 2 or name like 'Thực tập tốt nghiệp%')`,
    });
    expect(chain.length).toBeGreaterThan(0);
    for (const course of chain) expect(course.prerequisite_ids, course.code).toHaveLength(1);
    const firstYear = await studentClient({ app, host: 'hust.localhost', account: '20260001' });
    const offered = (await firstYear.get('/api/v1/course-registrations/courses?semester=20262&pageSize=200'))
      .body.data as {
      code: string;
      courseType: number;
      name: string;
      prerequisites: { isPassed: boolean; isStudying: boolean }[];
    }[];
    const closing = offered.filter((c) => c.courseType === 2 || c.name.startsWith('Thực tập tốt nghiệp'));
    expect(closing.length).toBeGreaterThan(0);
    for (const course of closing)
      expect(
        course.prerequisites.some((p) => !p.isPassed && !p.isStudying),
        course.code,
      ).toBe(true);
  });
});
