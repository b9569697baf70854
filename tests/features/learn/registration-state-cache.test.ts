import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { withChecksum } from '../../../src/core/checksum';
import { createTestApp } from '../../helpers/test-app';
import { rows } from './learn-test-kit';
import { burstCookies } from './registration-burst';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ students: 40, settings: { testMode: true } });
});
afterAll(async () => app?.close());

/** A class of a course of its own in hust's enrolment semester. */
const createClass = async ({ code, calendarInfo }: { code: string; calendarInfo: string }) => {
  const [course] = await rows<{ id: number }>({
    app,
    text: `insert into courses (root_id, code, name, credits) values (1, '${code}', 'Học phần ${code}', 2) returning id`,
  });
  const [klass] = await rows<{ id: number }>({
    app,
    text: `insert into classes (root_id, class_id, course_id, course_code, course_name, semester, capacity, class_type, calendar_info)
           values (1, '${code}', ${course.id}, '${code}', 'Học phần ${code}', '20262', 30, 'LT', '${calendarInfo}') returning id`,
  });
  return { id: Number(klass.id), courseId: Number(course.id) };
};

/** What another server instance does to the student's seats: the change and the version move together. */
const elsewhere = async ({
  studentId,
  classId,
  courseId,
  take,
}: {
  studentId: number;
  classId: number;
  courseId: number;
  take: boolean;
}) => {
  await rows({
    app,
    text: take
      ? `insert into class_registrations (root_id, student_id, class_id, course_id, semester, status) values (1, ${studentId}, ${classId}, ${courseId}, '20262', 'registered')`
      : `delete from class_registrations where student_id = ${studentId} and class_id = ${classId}`,
  });
  await rows({
    app,
    text: `update classes set enrolled = enrolled ${take ? '+' : '-'} 1 where id = ${classId}`,
  });
  await rows({
    app,
    text: `update registration_versions set version = version + 1 where student_id = ${studentId}`,
  });
};

describe("the instance's copy of a student's registration state", () => {
  it('never answers from a copy another instance made stale', async () => {
    const x = await createClass({ code: 'STALE1', calendarInfo: '4|S|1-3|1-15|D9-401' });
    const y = await createClass({ code: 'STALE2', calendarInfo: '4|S|2-4|1-15|D9-402' });
    const z = await createClass({ code: 'STALE3', calendarInfo: '5|C|7-9|1-15|D9-403' });
    const w = await createClass({ code: 'STALE4', calendarInfo: '5|C|8-10|1-15|D9-404' });
    const [student] = (await burstCookies({ app, count: 30 })).slice(-1);
    const call = async (action: 'register' | 'drop', classId: number) => {
      const data = action === 'register' ? { classIds: [classId] } : { classId };
      const body = (
        await app.inject({
          method: 'POST',
          url: `/api/v1/class-registrations/${action}`,
          headers: { host: 'hust.localhost', cookie: student.cookie },
          payload: withChecksum({ rule: 'classRegistration.register', body: { data } }),
        })
      ).json();
      const outcome = action === 'register' ? body.data.results[0] : body.data;
      return {
        status: outcome.status as string,
        codes: (outcome.reasons as { code: string }[]).map((r) => r.code),
      };
    };

    expect((await call('register', x.id)).status).toBe('registered');
    // Dropped elsewhere: a class clashing with it is not refused on this instance's old copy.
    await elsewhere({ studentId: student.studentId, classId: x.id, courseId: x.courseId, take: false });
    expect(await call('register', y.id)).toMatchObject({ status: 'registered' });
    // Taken elsewhere: a class clashing with it is refused, though this instance's copy has no clash.
    await elsewhere({ studentId: student.studentId, classId: z.id, courseId: z.courseId, take: true });
    expect(await call('register', w.id)).toMatchObject({
      status: 'refused',
      codes: expect.arrayContaining(['conflict']),
    });
    // Dropped elsewhere: dropping it here says so, and changes nothing.
    await elsewhere({ studentId: student.studentId, classId: y.id, courseId: y.courseId, take: false });
    expect(await call('drop', y.id)).toMatchObject({ status: 'refused', codes: ['not-registered'] });
    const held = await rows<{ class_id: string }>({
      app,
      text: `select class_id from class_registrations where student_id = ${student.studentId} and semester = '20262' order by class_id`,
    });
    expect(held.map((row) => Number(row.class_id))).toEqual([z.id]);
    const seats = await rows<{ id: string; enrolled: number }>({
      app,
      text: `select id, enrolled from classes where id in (${x.id}, ${y.id}, ${z.id}, ${w.id}) order by id`,
    });
    expect(seats.map((row) => row.enrolled)).toEqual([0, 0, 1, 0]);
  });
});
