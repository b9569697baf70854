import type { FastifyInstance } from 'fastify';
import { withChecksum } from '../../../src/core/checksum';
import { hashPassword } from '../../../src/server/password';
import { rows } from '../learn/learn-test-kit';

/** hust: tenant root 1, reached by its host. */
export const HOST = 'hust.localhost';
export const ROOT = 1;
/** A semester of its own, far from the seeded ones, so the seed's requests and quotas never interfere. */
export const SEMESTER = '20991';

/** One call through app.inject as the cookie's user. */
export const callAs = async ({
  app,
  cookie,
  method = 'POST',
  url,
  payload,
  locale,
}: {
  app: FastifyInstance;
  cookie: string;
  method?: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  locale?: 'vi' | 'en';
}) => {
  const response = await app.inject({
    method,
    url,
    payload: payload as never,
    headers: { host: HOST, cookie, ...(locale ? { 'x-locale': locale } : {}) },
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
};

/** A signed create body (checksum rule projectRequests.create). */
export const createBody = (fields: Record<string, unknown>) =>
  withChecksum({ rule: 'projectRequests.create', body: { fields } });

/** Session cookies of `count` hust students (never the demo student). */
export const studentCookies = async ({ app, count }: { app: FastifyInstance; count: number }) => {
  const accounts = await rows<{ user_id: string; student_id: string }>({
    app,
    text: `select u.id as user_id, s.id as student_id from users u join students s on s.id = u.student_id
           where u.root_id = ${ROOT} and s.student_code <> '20230001' order by s.id limit ${count}`,
  });
  if (accounts.length < count) throw new Error(`only ${accounts.length} students, ${count} needed`);
  return Promise.all(
    accounts.map(async (account) => {
      const { token } = await app.sessionStore.create({
        userId: Number(account.user_id),
        rootId: ROOT,
        ip: '127.0.0.1',
        userAgent: 'project-requests',
      });
      return { studentId: Number(account.student_id), cookie: `unigate_sid=${token}` };
    }),
  );
};

/** A signed-in teacher: their own account (level 9) when the seed has none. */
export const teacherCookie = async ({ app, teacherId }: { app: FastifyInstance; teacherId: number }) => {
  let [user] = await rows<{ id: string }>({
    app,
    text: `select id from users where root_id = ${ROOT} and teacher_id = ${teacherId} limit 1`,
  });
  if (!user) {
    const hash = await hashPassword('Unigate@2026');
    [user] = await rows<{ id: string }>({
      app,
      text: `insert into users (root_id, account, password_hash, name, level, student_id, teacher_id)
             values (${ROOT}, 'T-${teacherId}', '${hash}', 'Teacher ${teacherId}', 9, -1, ${teacherId}) returning id`,
    });
  }
  const { token } = await app.sessionStore.create({
    userId: Number(user.id),
    rootId: ROOT,
    ip: '127.0.0.1',
    userAgent: 'project-requests',
  });
  return `unigate_sid=${token}`;
};

/**
 * Three hust teachers, each with a quota for SEMESTER (project type 0) and one topic of their own,
 * and a request deadline for every type open from yesterday to tomorrow (or as given: another
 * semester, a deadline of one type, quotas for other types).
 */
export const requestWorld = async ({
  app,
  quota = 5,
  topicQuota = 100,
  opens = -86_400_000,
  closes = 86_400_000,
  deadlineStatus = 2,
  semester = SEMESTER,
  deadlineType = -1,
  quotaTypes = [0],
}: {
  app: FastifyInstance;
  quota?: number;
  topicQuota?: number;
  opens?: number;
  closes?: number;
  deadlineStatus?: number;
  semester?: string;
  /** The deadline's project type (-1: every type). */
  deadlineType?: number;
  /** The project types each teacher has `quota` places for. */
  quotaTypes?: readonly number[];
}) => {
  const teachers = await rows<{ id: string }>({
    app,
    text: `select id from teachers where root_id = ${ROOT} order by id limit 4`,
  });
  const ids = teachers.map((teacher) => Number(teacher.id));
  await rows({ app, text: `delete from deadlines where root_id = ${ROOT} and semester = '${semester}'` });
  await rows({
    app,
    text: `delete from project_requests where root_id = ${ROOT} and semester = '${semester}'`,
  });
  await rows({
    app,
    text: `delete from teacher_quotas where root_id = ${ROOT} and semester = '${semester}'`,
  });
  await rows({
    app,
    text: `delete from project_topics where root_id = ${ROOT} and semester = '${semester}'`,
  });
  const now = Date.now();
  await rows({
    app,
    text: `insert into deadlines (root_id, name, kind, project_type, semester, start_date, end_date, status)
           values (${ROOT}, 'Đăng ký đề tài', 'request', ${deadlineType}, '${semester}', '${new Date(now + opens).toISOString()}',
                   '${new Date(now + closes).toISOString()}', ${deadlineStatus})`,
  });
  const topics: number[] = [];
  for (const teacherId of ids) {
    for (const projectType of quotaTypes)
      await rows({
        app,
        text: `insert into teacher_quotas (root_id, teacher_id, semester, project_type, quota)
               values (${ROOT}, ${teacherId}, '${semester}', ${projectType}, ${quota})`,
      });
    const [topic] = await rows<{ id: string }>({
      app,
      // Topics of the round's type (a round for every type: topics for every type, -1).
      text: `insert into project_topics (root_id, source, teacher_id, semester, name, quota, project_type)
             values (${ROOT}, 1, ${teacherId}, '${semester}', 'Đề tài của ${teacherId}', ${topicQuota}, ${deadlineType}) returning id`,
    });
    topics.push(Number(topic.id));
  }
  const choice = (index: number, slot: '' | '2' | '3' = '') => ({
    [`teacher${slot}Id`]: ids[index],
    [slot ? `title${slot}` : 'title']: `Hệ thống gợi ý ${index + 1}`,
    [slot ? `topic${slot}Id` : 'topicId']: topics[index],
  });
  /** Fields choosing teachers 0, 1, 2 (in that order) of the world. */
  const threeChoices = () => ({ semester, ...choice(0), ...choice(1, '2'), ...choice(2, '3') });
  return { teachers: ids, topics, choice, threeChoices };
};

export { rows };
