import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../../src/features/auth/shared/tables';
import { students, teachers } from '../../../src/features/people/shared/tables';
import { deadlines, projectPhases, projects } from '../../../src/features/projects/server/tables';
import { login } from '../../helpers/test-app';

export const HOST = 'unigate.localhost';
const DAY = 24 * 3600 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

type Rows<T> = { rows: T[] };

/** The demo student, another student of the same tenant and a teacher with a sign-in of their own. */
export const signInPeople = async (app: FastifyInstance) => {
  const me = await login({ app, host: HOST });
  const { rootId, studentId, id: userId } = me.body.data as { rootId: number; studentId: number; id: number };
  const [other] = await app.db
    .select()
    .from(students)
    .where(and(eq(students.rootId, rootId), ne(students.id, studentId)))
    .limit(1);
  const [teacher] = await app.db.select().from(teachers).where(eq(teachers.rootId, rootId)).limit(1);
  const [mine] = await app.db.select().from(users).where(eq(users.id, userId));
  const account = `h2-teacher-${teacher.id}`;
  await app.db
    .insert(users)
    .values({
      rootId,
      account,
      passwordHash: mine.passwordHash,
      name: teacher.fullName,
      level: 9,
      teacherId: teacher.id,
    })
    .onConflictDoNothing();
  const teacherLogin = await login({ app, host: HOST, account });
  return { rootId, studentId, userId, other, teacher, cookie: me.cookie, teacherCookie: teacherLogin.cookie };
};

/** A project row with the defaults a test does not care about. */
export const insertProject = async (
  app: FastifyInstance,
  values: Partial<typeof projects.$inferInsert> & { rootId: number; studentId: number },
) => {
  const [row] = await app.db
    .insert(projects)
    .values({ semester: '20261', projectTitle: 'Hệ thống quản lý đồ án', status: 1, ...values })
    .returning();
  return row;
};

/** A `submit` window of a course: opened, from `from` to `to` days from now. */
export const insertSubmitWindow = async (
  app: FastifyInstance,
  {
    rootId,
    courseId,
    from,
    to,
    status = 2,
  }: { rootId: number; courseId: number; from: number; to: number; status?: number },
) =>
  (
    await app.db
      .insert(deadlines)
      .values({
        rootId,
        name: `Nộp đồ án ${courseId}`,
        kind: 'submit',
        courseId,
        semester: '20261',
        startDate: daysFromNow(from),
        endDate: daysFromNow(to),
        status,
      })
      .returning()
  )[0];

/** A phase of a project, open from `from` to `to` days from now. */
export const insertPhase = async (
  app: FastifyInstance,
  {
    rootId,
    projectId,
    orderIndex,
    from,
    to,
  }: { rootId: number; projectId: number; orderIndex: number; from: number; to: number },
) =>
  (
    await app.db
      .insert(projectPhases)
      .values({
        rootId,
        projectId,
        orderIndex,
        name: `Giai đoạn ${orderIndex + 1}`,
        startDate: daysFromNow(from),
        deadline: daysFromNow(to),
      })
      .returning()
  )[0];

/** A stored file row of a user (metadata only: the bytes do not matter to projects). */
export const insertFile = async (
  app: FastifyInstance,
  { rootId, userId }: { rootId: number; userId: number },
) => {
  const result = (await app.db.execute(
    sql`insert into files (root_id, user_id, name, type, size, sha256) values (${rootId}, ${userId}, 'luan-van.pdf', 'application/pdf', 12345, ${'ab'.repeat(32)}) returning id`,
  )) as unknown as Rows<{ id: number | string }>;
  return Number(result.rows[0].id);
};
