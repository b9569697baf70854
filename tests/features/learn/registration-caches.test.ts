import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createClassCatalogue } from '../../../src/features/learn/server/registration/class-catalogue';
import { createStudentProfiles } from '../../../src/features/learn/server/registration/student-profiles';
import { createTestApp } from '../../helpers/test-app';
import { rows } from './learn-test-kit';

let app: FastifyInstance;
let classId: number;
beforeAll(async () => {
  app = await createTestApp();
  [{ id: classId }] = (
    await rows<{ id: number }>({
      app,
      text: `select id from classes where root_id = 1 and semester = '20262' order by id limit 1`,
    })
  ).map((r) => ({ id: Number(r.id) }));
});
afterAll(async () => app?.close());

describe('registration caches', () => {
  it("answers a tenant's classes only, with course credits and prerequisites", async () => {
    const catalogue = createClassCatalogue();
    const [klass] = await catalogue.classesOf({ db: app.db, rootId: 1, ids: [classId] });
    expect(klass).toMatchObject({
      id: classId,
      rootId: 1,
      semester: '20262',
      credits: expect.any(Number),
      prerequisiteIds: expect.any(Array),
    });
    expect(await catalogue.classesOf({ db: app.db, rootId: 2, ids: [classId] })).toEqual([]);
  });

  it('keeps a class until its entry expires, then reads the change', async () => {
    const kept = createClassCatalogue({ ttlMs: 60_000 });
    const expiring = createClassCatalogue({ ttlMs: 0 });
    const before = (await kept.classesOf({ db: app.db, rootId: 1, ids: [classId] }))[0].calendarInfo;
    await expiring.classesOf({ db: app.db, rootId: 1, ids: [classId] });
    await rows({ app, text: `update classes set calendar_info = '7|S|1-2|1-15|X-1' where id = ${classId}` });
    expect((await kept.classesOf({ db: app.db, rootId: 1, ids: [classId] }))[0].calendarInfo).toBe(before);
    expect((await expiring.classesOf({ db: app.db, rootId: 1, ids: [classId] }))[0].calendarInfo).toBe(
      '7|S|1-2|1-15|X-1',
    );
    kept.forget();
    expect((await kept.classesOf({ db: app.db, rootId: 1, ids: [classId] }))[0].calendarInfo).toBe(
      '7|S|1-2|1-15|X-1',
    );
    await rows({ app, text: `update classes set calendar_info = '${before}' where id = ${classId}` });
  });

  it('reads a profile fresh when asked, and answers null for another tenant', async () => {
    const profiles = createStudentProfiles();
    const [student] = await rows<{ id: number }>({
      app,
      text: `select id from students where root_id = 1 order by id limit 1`,
    });
    const studentId = Number(student.id);
    const first = await profiles.profileOf({ db: app.db, rootId: 1, studentId });
    expect(first?.student.id).toBe(studentId);
    await rows({ app, text: `update students set warning_level = 2 where id = ${studentId}` });
    expect((await profiles.profileOf({ db: app.db, rootId: 1, studentId }))?.student.warningLevel).toBe(
      first?.student.warningLevel,
    );
    expect(
      (await profiles.profileOf({ db: app.db, rootId: 1, studentId, fresh: true }))?.student.warningLevel,
    ).toBe(2);
    await rows({
      app,
      text: `update students set warning_level = ${first?.student.warningLevel ?? 0} where id = ${studentId}`,
    });
    expect(await profiles.profileOf({ db: app.db, rootId: 2, studentId })).toBeNull();
  });

  it('holds exactly the courses the student passed', async () => {
    const [student] = await rows<{ student_id: number }>({
      app,
      text: `select r.student_id from study_results r join students s on s.id = r.student_id and s.root_id = 1 where r.is_passed group by r.student_id having count(distinct r.course_id) > 3 order by r.student_id limit 1`,
    });
    const studentId = Number(student.student_id);
    const passed = await rows<{ course_id: string }>({
      app,
      text: `select distinct course_id from study_results where student_id = ${studentId} and is_passed`,
    });
    const profile = await createStudentProfiles().profileOf({ db: app.db, rootId: 1, studentId });
    expect([...(profile?.passedCourseIds ?? [])].sort((a, b) => a - b)).toEqual(
      passed.map((row) => Number(row.course_id)).sort((a, b) => a - b),
    );
  });

  it('holds the courses being studied (a class held, no result for it that semester), read alone or in a transaction', async () => {
    const [student] = await rows<{ student_id: number }>({
      app,
      text: `select m.student_id from course_members m join students s on s.id = m.student_id and s.root_id = 1 where m.role = 'student' and not exists (select 1 from study_results r where r.student_id = m.student_id and r.semester = m.semester and r.course_id = m.course_id) group by m.student_id order by m.student_id limit 1`,
    });
    const studentId = Number(student.student_id);
    const expected = (
      await rows<{ semester: string; course_id: string }>({
        app,
        text: `select distinct m.semester, m.course_id from course_members m where m.student_id = ${studentId} and m.role = 'student' and not exists (select 1 from study_results r where r.student_id = m.student_id and r.semester = m.semester and r.course_id = m.course_id)`,
      })
    )
      .map((row) => `${row.semester}:${Number(row.course_id)}`)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const texts = (studying: readonly { semester: string; courseId: number }[] | undefined) =>
      (studying ?? []).map((course) => `${course.semester}:${course.courseId}`).sort();
    const alone = await createStudentProfiles().profileOf({ db: app.db, rootId: 1, studentId });
    expect(texts(alone?.studying)).toEqual(expected);
    const inTransaction = await app.db.transaction((tx) =>
      createStudentProfiles().profileOf({ db: tx, rootId: 1, studentId }),
    );
    expect(texts(inTransaction?.studying)).toEqual(expected);
  });
});
