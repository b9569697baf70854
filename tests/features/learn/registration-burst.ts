import type { FastifyInstance } from 'fastify';
import { withChecksum } from '../../../src/core/checksum';
import { rows } from './learn-test-kit';

/** Three non-clashing test classes: A is the hot one (40 seats). */
export type BurstClasses = { a: number; b: number; c: number };

/** Creates the burst's courses and classes in tenant hust (rootId 1, waiting lists on). */
export const createBurstClasses = async ({ app }: { app: FastifyInstance }): Promise<BurstClasses> => {
  const ids: number[] = [];
  for (const [index, [capacity, day]] of (
    [
      [40, 1],
      [100, 2],
      [30, 3],
    ] as const
  ).entries()) {
    const [course] = await rows<{ id: number }>({
      app,
      text: `insert into courses (root_id, code, name, credits) values (1, 'BURST${index}', 'Học phần thử tải ${index}', 2) returning id`,
    });
    const [klass] = await rows<{ id: number }>({
      app,
      text: `insert into classes (root_id, class_id, course_id, course_code, course_name, semester, capacity, class_type, calendar_info)
             values (1, '26299${index}0', ${course.id}, 'BURST${index}', 'Học phần thử tải ${index}', '20262', ${capacity}, 'LT', '${day}|S|1-3|1-15|D9-10${index}') returning id`,
    });
    ids.push(Number(klass.id));
  }
  return { a: ids[0], b: ids[1], c: ids[2] };
};

/** Session cookies of `count` hust students in good standing (sessions made directly, no password hashing). */
export const burstCookies = async ({ app, count }: { app: FastifyInstance; count: number }) => {
  const accounts = await rows<{ user_id: number; student_id: number }>({
    app,
    text: `select u.id as user_id, s.id as student_id from users u join students s on s.id = u.student_id
           where u.root_id = 1 and s.status = 0 and s.student_code <> '20230001' order by s.id limit ${count}`,
  });
  if (accounts.length < count) throw new Error(`only ${accounts.length} eligible students, ${count} needed`);
  return Promise.all(
    accounts.map(async (account) => {
      const { token } = await app.sessionStore.create({
        userId: Number(account.user_id),
        rootId: 1,
        ip: '127.0.0.1',
        userAgent: 'burst',
      });
      return { studentId: Number(account.student_id), cookie: `unigate_sid=${token}` };
    }),
  );
};

/** Fires every basket at once (student i through apps[i % apps.length]) and returns each answer. */
export const fireBurst = async ({
  apps,
  students,
  classes,
}: {
  apps: FastifyInstance[];
  students: { studentId: number; cookie: string }[];
  classes: BurstClasses;
}) =>
  Promise.all(
    students.map(async (student, index) => {
      const basket = index % 2 === 0 ? [classes.a, classes.b] : [classes.c, classes.a];
      const response = await apps[index % apps.length].inject({
        method: 'POST',
        url: '/api/v1/class-registrations/register',
        headers: { host: 'hust.localhost', cookie: student.cookie },
        payload: withChecksum({ rule: 'classRegistration.register', body: { data: { classIds: basket } } }),
      });
      return { studentId: student.studentId, basket, status: response.statusCode, body: response.json() };
    }),
  );
