import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, login } from '../../helpers/test-app';
import { rows, studentClient } from '../learn/learn-test-kit';
import { createDashboardService } from '../../../src/features/dashboard/server/dashboard-service';
import { hashPassword } from '../../../src/server/password';

const HOST = 'hust.localhost';
/** A Monday morning in Hanoi, inside the seeded semester 20261 and hust's registration window for cohort 2023. */
const NOW = new Date('2026-11-23T01:30:00Z');

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const tenant = () => app.appConfig.institutions.find((institution) => institution.code === 'hust')!;

/** The dashboard of a student at NOW, through the service the route uses. */
const dashboardAt = async ({
  studentId,
  userId,
  now = NOW,
}: {
  studentId: number;
  userId: number;
  now?: Date;
}) =>
  createDashboardService(app).forUser({
    tenant: tenant(),
    user: { userId, studentId, teacherId: -1, level: 7 },
    locale: 'vi',
    now,
  });

describe('GET /api/v1/dashboard', () => {
  it('answers 401 signed out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: { host: HOST } });
    expect(response.statusCode).toBe(401);
  });

  it("gives the demo student's classes, exam, notifications, open registration and CPA in one call", async () => {
    const demo = await studentClient({ app, host: HOST });
    const { status, body } = await demo.get('/api/v1/dashboard');
    expect(status).toBe(200);
    const data = body.data;
    expect(data.isStudent).toBe(true);
    expect(data.unavailable).toEqual([]);

    const aggregate = (await demo.get('/api/v1/academic-result/aggregate-result')).body.data;
    const program = (await demo.get('/api/v1/students/program-detail')).body.data;
    expect(data.standing).toMatchObject({
      cpa: aggregate.cpa,
      accumulatedCredits: aggregate.accumulatedCredits,
      programCredits: program.requiredCredits,
    });
    expect(data.standing.accumulatedCredits).toBeGreaterThan(0);

    const counts = (await demo.call({ method: 'POST', url: '/api/v1/notifications/count', payload: {} }))
      .body;
    expect(data.notifications.unread).toBe(counts.total - counts.read);
    expect(data.notifications.latest.length).toBe(Math.min(3, data.notifications.unread));
  });

  it('lists today’s meetings and the next ones from the timetable, and the next exam sitting', async () => {
    const demo = await studentClient({ app, host: HOST });
    const [{ id: userId }] = await rows<{ id: number }>({
      app,
      text: `select id from users where account = '20230001' and root_id = ${tenant().rootId}`,
    });
    const data = await dashboardAt({ studentId: demo.studentId, userId });
    expect(data.schedule?.today).toBe('2026-11-23');
    expect(data.schedule?.semester).toBe('20261');

    // Every meeting listed is a slot of the student's own timetable on that weekday and week.
    const timetable = (await demo.get('/api/v2/timetables/student-timetable?semester=20261')).body;
    const slotKeys = new Set<string>(
      timetable.data.flatMap((slot: { classId: number; day: number; weeks: number[]; from: number }) =>
        slot.weeks.map((week) => `${slot.classId}|${slot.day}|${week}|${slot.from}`),
      ),
    );
    const weekOf = (date: string) =>
      Math.floor((Date.parse(date) - Date.parse('2026-09-07')) / (7 * 86_400_000)) + 1;
    const dayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const listed = [...data.schedule!.todayClasses, ...data.schedule!.nextClasses];
    expect(listed.length).toBeGreaterThan(0);
    for (const meeting of listed.filter((m) => m.role === 'student'))
      expect(
        slotKeys.has(`${meeting.classId}|${dayOf(meeting.date)}|${weekOf(meeting.date)}|${meeting.from}`),
      ).toBe(true);
    for (const meeting of data.schedule!.todayClasses) expect(meeting.date).toBe('2026-11-23');
    expect(data.schedule!.nextClasses.length).toBe(3);
    for (const meeting of data.schedule!.nextClasses) expect(meeting.date > '2026-11-23').toBe(true);

    // The exam is the earliest sitting not yet over among the student's classes.
    const info = (await demo.get('/api/v2/timetables/student-class-info-list?semester=20261')).body.data;
    const sittings = info
      .filter((c: { role: string }) => c.role === 'student')
      .flatMap((c: { examInfos: { date: string; start: string }[] }) => c.examInfos)
      .filter((exam: { date: string }) => exam.date > '2026-11-23')
      .map((exam: { date: string; start: string }) => `${exam.date} ${exam.start}`)
      .sort();
    expect(data.nextExam ? `${data.nextExam.date} ${data.nextExam.start}` : null).toBe(sittings[0] ?? null);
  });

  it('shows class and course registration open until the window closes, open windows first', async () => {
    const demo = await studentClient({ app, host: HOST });
    const data = await dashboardAt({ studentId: demo.studentId, userId: 1 });
    const kinds = data.deadlines.map((d) => [d.kind, d.isOpen, d.closesAt, d.link]);
    expect(kinds).toEqual([
      ['classRegistration', true, '2027-01-31T16:59:59.000Z', '/learn/class-registration'],
      ['courseRegistration', true, '2027-01-31T16:59:59.000Z', '/learn/course-registration'],
    ]);
    expect(data.deadlines[0].title).toBe('Đăng ký lớp · Học kỳ 2 năm học 2026–2027');
    expect(data.deadlines[0].titleEn).toBe('Class registration · Semester 2, 2026–2027');
    // Before the window: announced as opening later; after it: gone.
    const before = await dashboardAt({
      studentId: demo.studentId,
      userId: 1,
      now: new Date('2026-10-01T00:00:00Z'),
    });
    expect(before.deadlines.map((d) => d.isOpen)).toEqual([false, false]);
    expect(before.deadlines[0].opensAt).toBe('2026-11-01T01:00:00.000Z');
    const after = await dashboardAt({
      studentId: demo.studentId,
      userId: 1,
      now: new Date('2027-02-15T00:00:00Z'),
    });
    expect(after.deadlines).toEqual([]);
  });

  it("never shows another student's notifications or classes", async () => {
    const demo = await studentClient({ app, host: HOST });
    const other = await studentClient({ app, host: HOST, account: '20230002' });
    const [{ id: demoUserId }] = await rows<{ id: number }>({
      app,
      text: `select id from users where student_id = ${demo.studentId}`,
    });
    await rows({
      app,
      text: `insert into notifications (root_id, user_id, title, title_en, created_at)
             values (${tenant().rootId}, ${demoUserId}, 'Riêng cho sinh viên 20230001', 'Only for 20230001', now() + interval '1 day')`,
    });
    const mine = (await demo.get('/api/v1/dashboard')).body.data;
    const theirs = (await other.get('/api/v1/dashboard')).body.data;
    expect(mine.notifications.latest[0].title).toBe('Riêng cho sinh viên 20230001');
    expect(theirs.notifications.latest.map((n: { title: string }) => n.title)).not.toContain(
      'Riêng cho sinh viên 20230001',
    );
    const theirCounts = (
      await other.call({ method: 'POST', url: '/api/v1/notifications/count', payload: {} })
    ).body;
    expect(theirs.notifications.unread).toBe(theirCounts.total - theirCounts.read);

    const seats = await rows<{ class_id: number; student_id: number }>({
      app,
      text: `select class_id, student_id from class_registrations
             where student_id in (${demo.studentId}, ${other.studentId}) and status = 'registered'`,
    });
    const theirClasses = new Set(
      seats.filter((s) => s.student_id === other.studentId).map((s) => Number(s.class_id)),
    );
    const otherAt = await dashboardAt({ studentId: other.studentId, userId: -5 });
    const listed = [...(otherAt.schedule?.todayClasses ?? []), ...(otherAt.schedule?.nextClasses ?? [])];
    for (const meeting of listed.filter((m) => m.role === 'student'))
      expect(theirClasses.has(meeting.classId)).toBe(true);
    const theirAggregate = (await other.get('/api/v1/academic-result/aggregate-result')).body.data;
    expect(otherAt.standing?.accumulatedCredits).toBe(theirAggregate.accumulatedCredits);
  });

  it('gives an account without a student record a home without student sections', async () => {
    const passwordHash = await hashPassword('Staff@2026!x');
    await rows({
      app,
      text: `insert into users (root_id, account, password_hash, name, level)
             values (${tenant().rootId}, 'staff01', '${passwordHash}', 'Cán bộ Phòng Đào tạo', 5)`,
    });
    const { cookie } = await login({ app, host: HOST, account: 'staff01', password: 'Staff@2026!x' });
    expect(cookie).not.toBe('');
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/dashboard',
      headers: { host: HOST, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      isStudent: false,
      schedule: null,
      nextExam: null,
      standing: null,
      deadlines: [],
    });
    expect(response.json().data.notifications.unread).toBeGreaterThanOrEqual(0);
  });

  it('names a section whose provider failed and still answers the rest', async () => {
    const demo = await studentClient({ app, host: HOST });
    const entry = app.dashboard.section('standing')!;
    const original = entry.provide;
    entry.provide = async () => {
      throw new Error('grades store down');
    };
    try {
      const { body } = await demo.get('/api/v1/dashboard');
      expect(body.data.unavailable).toEqual(['standing']);
      expect(body.data.standing).toBeNull();
      expect(body.data.schedule).not.toBeNull();
    } finally {
      entry.provide = original;
    }
  });
});
