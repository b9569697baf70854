import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createDb } from '../../../src/server/db/create-db';
import { seedIfEmpty } from '../../../src/server/db/seed/seed-if-empty';
import { freshDatabaseUrl } from '../../helpers/fresh-database';
import { createTestApp } from '../../helpers/test-app';
import type { Institution } from '../../../src/config/index';
import { withChecksum } from '../../../src/core/checksum';
import { registerClass } from '../../../src/features/learn/server/registration/register-class';
import { raceWrites, rows } from './learn-test-kit';
import { burstCookies, createBurstClasses, fireBurst } from './registration-burst';
import type { BurstClasses } from './registration-burst';

const STUDENTS = 300;

type Answer = Awaited<ReturnType<typeof fireBurst>>[number];

/** Exactly `capacity` seats, the others queued 1..n in arrival order, and every acknowledged answer stored. */
const expectConsistent = async ({
  app,
  answers,
  classes,
}: {
  app: FastifyInstance;
  answers: Answer[];
  classes: BurstClasses;
}) => {
  expect(answers.every((a) => a.status === 200)).toBe(true);
  const stored = await rows<{
    student_id: string;
    class_id: string;
    status: string;
    wait_seq: string | null;
  }>({
    app,
    text: `select student_id, class_id, status, wait_seq from class_registrations where class_id in (${classes.a}, ${classes.b}, ${classes.c})`,
  });
  const key = (studentId: number, classId: number) => `${studentId}:${classId}`;
  const storedBy = new Map(stored.map((row) => [key(Number(row.student_id), Number(row.class_id)), row]));
  let acknowledged = 0;
  for (const answer of answers) {
    for (const result of answer.body.data.results as { classId: number; status: string }[]) {
      expect(['registered', 'waitlisted']).toContain(result.status);
      expect(storedBy.get(key(answer.studentId, result.classId))?.status).toBe(result.status);
      acknowledged += 1;
    }
  }
  expect(stored.length).toBe(acknowledged);
  for (const [classId, capacity, demand] of [
    [classes.a, 40, STUDENTS],
    [classes.b, 100, STUDENTS / 2],
    [classes.c, 30, STUDENTS / 2],
  ]) {
    const own = stored.filter((row) => Number(row.class_id) === classId);
    expect(own.filter((row) => row.status === 'registered')).toHaveLength(capacity);
    expect(own.filter((row) => row.status === 'waitlisted')).toHaveLength(demand - capacity);
    const [klass] = await rows<{ enrolled: number; capacity: number; waiting: number }>({
      app,
      text: `select enrolled, capacity, waiting from classes where id = ${classId}`,
    });
    expect(klass).toEqual({ enrolled: capacity, capacity, waiting: demand - capacity });
    // Positions answered to the students are 1..n, in the order of the waiting-list sequence.
    const positions = answers
      .flatMap((a) =>
        (a.body.data.results as { classId: number; status: string; position: number }[])
          .filter((r) => r.classId === classId && r.status === 'waitlisted')
          .map((r) => ({ studentId: a.studentId, position: r.position })),
      )
      .sort((x, y) => x.position - y.position);
    expect(positions.map((p) => p.position)).toEqual(
      Array.from({ length: demand - capacity }, (_, i) => i + 1),
    );
    const bySeq = own
      .filter((row) => row.status === 'waitlisted')
      .sort((x, y) => Number(x.wait_seq) - Number(y.wait_seq))
      .map((row) => Number(row.student_id));
    expect(bySeq).toEqual(positions.map((p) => p.studentId));
    // Every seat was taken before the first student was queued (arrival order).
    const log = await rows<{ action: string }>({
      app,
      text: `select action from registration_log where class_id = ${classId} order by id`,
    });
    const lastRegister = log.map((l) => l.action).lastIndexOf('register');
    const firstWait = log.map((l) => l.action).indexOf('waitlist');
    expect(lastRegister).toBeLessThan(firstWait);
  }
};

describe('registration burst on one app (PGlite, or PostgreSQL with DATABASE_URL)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ students: 360, settings: { testMode: true } });
  });
  afterAll(async () => app?.close());

  it(`${STUDENTS} parallel baskets on a 40-seat class: 40 seats, the rest queued in order, nothing lost`, async () => {
    const classes = await createBurstClasses({ app });
    const students = await burstCookies({ app, count: STUDENTS });
    const answers = await fireBurst({ apps: [app], students, classes });
    await expectConsistent({ app, answers, classes });
  });

  it('seated students dropping while others queue: each freed seat goes to the first waiting student, counters match the rows', async () => {
    const capacity = 12;
    const [course] = await rows<{ id: number }>({
      app,
      text: `insert into courses (root_id, code, name, credits) values (1, 'SWAP0', 'Học phần đổi chỗ', 2) returning id`,
    });
    const [klass] = await rows<{ id: number }>({
      app,
      text: `insert into classes (root_id, class_id, course_id, course_code, course_name, semester, capacity, class_type, calendar_info)
             values (1, '262977', ${course.id}, 'SWAP0', 'Học phần đổi chỗ', '20262', ${capacity}, 'LT', '6|S|1-3|1-15|D9-301') returning id`,
    });
    const classId = Number(klass.id);
    const everyone = (await burstCookies({ app, count: STUDENTS })).slice(-capacity * 5);
    const groups = Array.from({ length: 5 }, (_, i) => everyone.slice(i * capacity, (i + 1) * capacity));
    const send = async (student: { cookie: string }, action: 'register' | 'drop') => {
      const data = action === 'register' ? { classIds: [classId] } : { classId };
      const body = (
        await app.inject({
          method: 'POST',
          url: `/api/v1/class-registrations/${action}`,
          headers: { host: 'hust.localhost', cookie: student.cookie },
          payload: withChecksum({ rule: 'classRegistration.register', body: { data } }),
        })
      ).json();
      return (action === 'register' ? body.data.results[0].status : body.data.status) as string;
    };
    const expectState = async ({ seated, queued }: { seated: typeof everyone; queued: typeof everyone }) => {
      const stored = await rows<{ student_id: string; status: string }>({
        app,
        text: `select student_id, status from class_registrations where class_id = ${classId}`,
      });
      const idsWith = (status: string) =>
        stored
          .filter((row) => row.status === status)
          .map((row) => Number(row.student_id))
          .sort();
      expect(idsWith('registered')).toEqual(seated.map((s) => s.studentId).sort());
      expect(idsWith('waitlisted')).toEqual(queued.map((s) => s.studentId).sort());
      const [counters] = await rows<{ enrolled: number; waiting: number }>({
        app,
        text: `select enrolled, waiting from classes where id = ${classId}`,
      });
      expect(counters).toEqual({ enrolled: seated.length, waiting: queued.length });
    };
    for (const student of groups[0]) expect(await send(student, 'register')).toBe('registered');
    for (const student of groups[1]) expect(await send(student, 'register')).toBe('waitlisted');
    // Each round the seated group drops while a new group registers: the waiting group moves in, the new one waits.
    for (let round = 0; round < 3; round += 1) {
      const [seated, waiting, arriving] = groups.slice(round, round + 3);
      const answers = await Promise.all([
        ...seated.map((s) => send(s, 'drop')),
        ...arriving.map((s) => send(s, 'register')),
      ]);
      expect(answers).toEqual([...seated.map(() => 'dropped'), ...arriving.map(() => 'waitlisted')]);
      await expectState({ seated: waiting, queued: arriving });
    }
    // Leaving a queue and a seat with nobody behind: both counters back to zero.
    await Promise.all(groups[4].map((s) => send(s, 'drop')));
    await expectState({ seated: groups[3], queued: [] });
    await Promise.all(groups[3].map((s) => send(s, 'drop')));
    await expectState({ seated: [], queued: [] });
  });

  it("one student's parallel registrations for clashing classes: exactly one seat, the others refused as clashes", async () => {
    const tenant = app.appConfig.byHost.get('hust.localhost') as Institution;
    const klasses = [];
    for (let index = 0; index < 6; index += 1) {
      const [course] = await rows<{ id: number }>({
        app,
        text: `insert into courses (root_id, code, name, credits) values (1, 'RACE${index}', 'Học phần đua ${index}', 2) returning id`,
      });
      const [klass] = await rows<{ id: number }>({
        app,
        text: `insert into classes (root_id, class_id, course_id, course_code, course_name, semester, capacity, class_type, calendar_info)
               values (1, '26288${index}0', ${course.id}, 'RACE${index}', 'Học phần đua ${index}', '20262', 50, 'LT', '5|S|1-3|1-15|D7-10${index}') returning id`,
      });
      klasses.push(
        ...(await app.registrationCaches.catalogue.classesOf({
          db: app.db,
          rootId: 1,
          ids: [Number(klass.id)],
        })),
      );
    }
    const [student] = (await burstCookies({ app, count: STUDENTS + 1 })).slice(-1);
    // Every decision is made before any write runs (on PGlite requests would otherwise take turns).
    const racing = raceWrites({ db: app.db, writers: klasses.length });
    const results = await Promise.all(
      klasses.map((klass) =>
        registerClass({
          db: racing,
          isPostgres: app.dbKind === 'postgres',
          caches: app.registrationCaches,
          tenant,
          studentId: student.studentId,
          klass,
          now: new Date(),
          isTestMode: true,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'registered')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 'registered'))
      expect(refused.reasons.map((r) => r.code)).toContain('conflict');
    const ids = klasses.map((k) => k.id).join(',');
    const stored = await rows<{ n: number }>({
      app,
      text: `select count(*)::int as n from class_registrations where student_id = ${student.studentId} and class_id in (${ids})`,
    });
    expect(stored[0].n).toBe(1);
    const seats = await rows<{ n: number }>({
      app,
      text: `select sum(enrolled)::int as n from classes where id in (${ids})`,
    });
    expect(seats[0].n).toBe(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'registration burst on TWO app instances sharing one PostgreSQL',
  () => {
    const apps: FastifyInstance[] = [];
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const database = await freshDatabaseUrl();
      drop = database.drop;
      for (let index = 0; index < 2; index += 1) {
        const dbHandle = await createDb({ databaseUrl: database.url, pgliteDir: 'memory://', poolSize: 10 });
        const app = await buildApp({
          dbHandle,
          logger: false,
          settings: { serveClient: false, testMode: true },
        });
        app.addHook('onClose', async () => dbHandle.close());
        if (index === 0) await seedIfEmpty({ app, scale: { students: 360, teachers: 10 } });
        apps.push(app);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      // pool.end() resolves before every socket is gone; dropping the database sooner kills them mid-close.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await drop();
    });

    it(`${STUDENTS} parallel baskets split over two instances: capacity holds and nothing is lost`, async () => {
      const classes = await createBurstClasses({ app: apps[0] });
      const students = await burstCookies({ app: apps[0], count: STUDENTS });
      const answers = await fireBurst({ apps, students, classes });
      await expectConsistent({ app: apps[1], answers, classes });
    });
  },
);
