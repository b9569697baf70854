import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { withChecksum } from '../../../src/core/checksum';
import { createTestApp } from '../../helpers/test-app';
import { rows } from './learn-test-kit';
import { burstCookies } from './registration-burst';

const HOST = 'hust.localhost';
let app: FastifyInstance;
let students: { studentId: number; cookie: string }[];
beforeAll(async () => {
  app = await createTestApp({ students: 40, settings: { testMode: true } });
  students = await burstCookies({ app, count: 12 });
});
afterAll(async () => app?.close());

let made = 0;
/** A class of a course of its own in hust's enrolment semester (waiting lists on), on a day of its own. */
const createClass = async ({ capacity = 30 }: { capacity?: number } = {}) => {
  made += 1;
  const code = `RETRY${made}`;
  const [course] = await rows<{ id: number }>({
    app,
    text: `insert into courses (root_id, code, name, credits) values (1, '${code}', 'Học phần ${code}', 2) returning id`,
  });
  const [klass] = await rows<{ id: number }>({
    app,
    text: `insert into classes (root_id, class_id, course_id, course_code, course_name, semester, capacity, class_type, calendar_info)
           values (1, '${code}', ${course.id}, '${code}', 'Học phần ${code}', '20262', ${capacity}, 'LT', '${(made % 6) + 1}|C|${(made % 3) * 3 + 1}-${(made % 3) * 3 + 2}|1-15|R-${made}') returning id`,
  });
  return Number(klass.id);
};

/** A signed call of a student, with an Idempotency-Key when given. */
const call = ({
  student,
  action,
  data,
  key,
}: {
  student: { cookie: string };
  action: 'register' | 'drop';
  data: Record<string, unknown>;
  key?: string;
}) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/class-registrations/${action}`,
    headers: { host: HOST, cookie: student.cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: withChecksum({ rule: 'classRegistration.register', body: { data } }),
  });

const seatsOf = async (classId: number) => {
  const [row] = await rows<{ enrolled: number; waiting: number; held: string }>({
    app,
    text: `select enrolled, waiting, (select count(*) from class_registrations where class_id = ${classId}) as held from classes where id = ${classId}`,
  });
  return { enrolled: Number(row.enrolled), waiting: Number(row.waiting), held: Number(row.held) };
};

describe('a register or drop call retried under its Idempotency-Key', () => {
  it('register: the retry gets the original answer, and the seat is taken once', async () => {
    const classId = await createClass();
    const key = randomUUID();
    const first = await call({
      student: students[0],
      action: 'register',
      data: { classIds: [classId] },
      key,
    });
    expect(first.json()).toMatchObject({ code: 1, data: { results: [{ status: 'registered' }] } });
    // The answer was lost (instance killed): the client sends the same call again.
    const retry = await call({
      student: students[0],
      action: 'register',
      data: { classIds: [classId] },
      key,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await seatsOf(classId)).toEqual({ enrolled: 1, waiting: 0, held: 1 });
    // A new action (a new key) is decided anew: already registered.
    const again = await call({
      student: students[0],
      action: 'register',
      data: { classIds: [classId] },
      key: randomUUID(),
    });
    expect(again.json().data.results[0].status).toBe('unchanged');
  });

  it('drop and leave-waitlist: the retry gets the original success, not "not registered"', async () => {
    const classId = await createClass({ capacity: 1 });
    const [seated, waiting] = [students[1], students[2]];
    await call({ student: seated, action: 'register', data: { classIds: [classId] }, key: randomUUID() });
    const queued = await call({
      student: waiting,
      action: 'register',
      data: { classIds: [classId] },
      key: randomUUID(),
    });
    expect(queued.json().data.results[0]).toMatchObject({ status: 'waitlisted', position: 1 });

    const leaveKey = randomUUID();
    const left = await call({ student: waiting, action: 'drop', data: { classId }, key: leaveKey });
    expect(left.json()).toMatchObject({ code: 1, data: { status: 'left-waitlist' } });
    const leftAgain = await call({ student: waiting, action: 'drop', data: { classId }, key: leaveKey });
    expect(leftAgain.json()).toEqual(left.json());

    const dropKey = randomUUID();
    const dropped = await call({ student: seated, action: 'drop', data: { classId }, key: dropKey });
    expect(dropped.json()).toMatchObject({ code: 1, data: { status: 'dropped' } });
    const droppedAgain = await call({ student: seated, action: 'drop', data: { classId }, key: dropKey });
    expect(droppedAgain.json()).toEqual(dropped.json());
    // Without the key it is a new action: not registered.
    const fresh = await call({ student: seated, action: 'drop', data: { classId }, key: randomUUID() });
    expect(fresh.json().data.reasons[0].code).toBe('not-registered');
    expect(await seatsOf(classId)).toEqual({ enrolled: 0, waiting: 0, held: 0 });
  });

  it('a drop that moves the first waiting student in: the retry answers the same, nobody moves twice', async () => {
    const classId = await createClass({ capacity: 1 });
    const [seated, waiting] = [students[9], students[10]];
    await call({ student: seated, action: 'register', data: { classIds: [classId] }, key: randomUUID() });
    await call({ student: waiting, action: 'register', data: { classIds: [classId] }, key: randomUUID() });
    const key = randomUUID();
    const dropped = await call({ student: seated, action: 'drop', data: { classId }, key });
    expect(dropped.json()).toMatchObject({ code: 1, data: { status: 'dropped', promoted: true } });
    const retry = await call({ student: seated, action: 'drop', data: { classId }, key });
    expect(retry.json()).toEqual(dropped.json());
    expect(await seatsOf(classId)).toEqual({ enrolled: 1, waiting: 0, held: 1 });
  });

  it('a waiting place: the retry answers the same place, and the student queues once', async () => {
    const classId = await createClass({ capacity: 1 });
    await call({
      student: students[3],
      action: 'register',
      data: { classIds: [classId] },
      key: randomUUID(),
    });
    const key = randomUUID();
    const first = await call({
      student: students[4],
      action: 'register',
      data: { classIds: [classId] },
      key,
    });
    expect(first.json().data.results[0]).toMatchObject({ status: 'waitlisted', position: 1 });
    const retry = await call({
      student: students[4],
      action: 'register',
      data: { classIds: [classId] },
      key,
    });
    expect(retry.json()).toEqual(first.json());
    expect(await seatsOf(classId)).toEqual({ enrolled: 1, waiting: 1, held: 2 });
  });

  it('the same key with another body is refused with its reason, and changes nothing', async () => {
    const [a, b] = [await createClass(), await createClass()];
    const key = randomUUID();
    await call({ student: students[5], action: 'register', data: { classIds: [a] }, key });
    const other = await call({ student: students[5], action: 'register', data: { classIds: [b] }, key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      field: 'Idempotency-Key',
      reason: expect.stringContaining('another'),
    });
    const onDrop = await call({ student: students[5], action: 'drop', data: { classId: a }, key });
    expect(onDrop.statusCode).toBe(422);
    expect(await seatsOf(a)).toMatchObject({ enrolled: 1, held: 1 });
    expect(await seatsOf(b)).toMatchObject({ enrolled: 0, held: 0 });
  });

  it('parallel duplicates of one action register once, and all answer the same', async () => {
    const classId = await createClass();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call({ student: students[6], action: 'register', data: { classIds: [classId] }, key }),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies[0].data.results[0].status).toBe('registered');
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await seatsOf(classId)).toEqual({ enrolled: 1, waiting: 0, held: 1 });
  });

  it('a refusal is kept too: the retry does not take a seat in a class opened meanwhile', async () => {
    const classId = await createClass();
    await rows({ app, text: `update classes set status = 0 where id = ${classId}` });
    const key = randomUUID();
    const first = await call({
      student: students[7],
      action: 'register',
      data: { classIds: [classId] },
      key,
    });
    expect(first.json().data.results[0].status).toBe('refused');
    await rows({ app, text: `update classes set status = 1 where id = ${classId}` });
    app.registrationCaches.catalogue.forget();
    const retry = await call({
      student: students[7],
      action: 'register',
      data: { classIds: [classId] },
      key,
    });
    expect(retry.json()).toEqual(first.json());
    expect(await seatsOf(classId)).toMatchObject({ enrolled: 0, held: 0 });
  });

  it('refuses a malformed key with a 400 naming the header', async () => {
    const classId = await createClass();
    for (const key of ['', 'has space', 'x'.repeat(129), 'khoá']) {
      const answer = await call({
        student: students[8],
        action: 'register',
        data: { classIds: [classId] },
        key,
      });
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json()).toMatchObject({ field: 'Idempotency-Key' });
    }
    expect(await seatsOf(classId)).toMatchObject({ enrolled: 0 });
  });
});
