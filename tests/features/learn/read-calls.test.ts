import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { withChecksum } from '../../../src/core/checksum';
import { teachingWeekOf } from '../../../src/features/learn/shared/teaching-week';
import { createTestApp } from '../../helpers/test-app';
import { rows, studentClient } from './learn-test-kit';

let app: FastifyInstance;
let demo: Awaited<ReturnType<typeof studentClient>>;

beforeAll(async () => {
  app = await createTestApp({ settings: { testMode: true } });
  demo = await studentClient({ app });
});
afterAll(async () => app?.close());

describe('timetable and classes', () => {
  it('gives my weekly timetable of the current semester with times, and my assistant timetable', async () => {
    const own = await demo.get('/api/v2/timetables/student-timetable');
    expect(own.status).toBe(200);
    expect(own.body.semester.semester).toBe('20261');
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data[0]).toMatchObject({
      day: expect.any(Number),
      dayIndex: own.body.data[0].day - 1,
      start: expect.stringMatching(/^\d\d:\d\d$/),
      role: 'student',
      weeks: expect.any(Array),
    });
    const assisted = await demo.get('/api/v2/timetables/student-assistant-timetable?semester=20261');
    expect(assisted.body.data.length).toBeGreaterThan(0);
    expect(assisted.body.data.every((slot: { role: string }) => slot.role === 'assistant')).toBe(true);
    expect((await demo.get('/api/v2/timetables/student-timetable?semester=2026')).status).toBe(400);
    // A repeated read is served from the cache as the same JSON, schema-filtered like the first.
    const again = await demo.get('/api/v2/timetables/student-timetable');
    expect(again.body).toEqual(own.body);
    expect(own.body.data[0]).not.toHaveProperty('rootId');
    expect(again.response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("counts the current teaching week from the tenant's today, not the server's (UTC)", async () => {
    // Sunday 22 Nov 2026, 18:00 UTC is Monday 23 Nov, 01:00 in Hanoi: a new teaching week there.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T18:00:00Z'));
    try {
      // Another student: the demo student's timetable is already cached by the test above.
      const other = await studentClient({ app, account: '20230002' });
      const answer = (await other.get('/api/v2/timetables/student-timetable?semester=20261')).body;
      const semesterStart = answer.semester.startDate;
      const hanoiWeek = teachingWeekOf({ semesterStart, date: '2026-11-23' });
      expect(hanoiWeek).not.toBe(teachingWeekOf({ semesterStart, date: '2026-11-22' }));
      expect(answer.currentWeek).toBe(hanoiWeek);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists my classes (SPEC §3 Class with flags) and the exam schedule; a class of another tenant is 404', async () => {
    const classes = (await demo.get('/api/v2/timetables/student-classes?semester=20261')).body.data;
    expect(classes[0]).toMatchObject({
      classId: expect.any(String),
      calendarInfo: expect.any(String),
      calendarEntries: expect.any(Array),
      flags: { isProjectClass: expect.any(Boolean) },
      studentNum: expect.any(Number),
    });
    const info = (await demo.get('/api/v2/timetables/student-class-info-list')).body.data;
    expect(info.some((row: { role: string }) => row.role === 'assistant')).toBe(true);
    expect(
      info.find((row: { examInfos: unknown[] }) => row.examInfos.length > 0)?.examInfos[0],
    ).toMatchObject({ date: expect.stringMatching(/^2027-01/), start: expect.any(String) });
    const detail = await demo.get(`/api/v1/classes/${classes[0].id}`);
    expect(detail.body.data).toMatchObject({ id: classes[0].id, classTypeName: expect.any(String) });
    const [other] = await rows<{ id: string }>({
      app,
      text: `select id from classes where root_id = 2 limit 1`,
    });
    expect((await demo.get(`/api/v1/classes/${other.id}`)).status).toBe(404);
  });

  it('exports an .ics and a revocable secret subscription feed', async () => {
    const download = await demo.get('/api/v2/timetables/calendar.ics');
    expect(download.response.headers['content-type']).toContain('text/calendar');
    expect(download.response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(download.response.body).toContain('BEGIN:VEVENT');
    const created = await demo.call({ method: 'POST', url: '/api/v2/timetables/calendar-token' });
    const path = new URL(created.body.data.url).pathname;
    const feed = await app.inject({ url: path, headers: { host: 'hust.localhost' } });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VEVENT');
    expect((await demo.get('/api/v2/timetables/calendar-token')).body.data.isActive).toBe(true);
    await demo.call({ method: 'POST', url: '/api/v2/timetables/calendar-token/revoke' });
    expect((await app.inject({ url: path, headers: { host: 'hust.localhost' } })).statusCode).toBe(404);
  });
});

describe('programme, courses and grades', () => {
  it('audits my programme in module order and runs a what-if for another one', async () => {
    const detail = (await demo.get('/api/v1/students/program-detail')).body.data;
    expect(detail).toMatchObject({ isWhatIf: false, program: { isMine: true } });
    expect(detail.modules.map((m: { order: number }) => m.order)).toEqual(
      [...detail.modules.map((m: { order: number }) => m.order)].sort((a, b) => a - b),
    );
    expect(detail.doneCredits).toBeGreaterThan(0);
    expect(
      detail.modules.flatMap((m: { courses: { status: string }[] }) => m.courses.map((c) => c.status)),
    ).toEqual(expect.arrayContaining(['done', 'in-progress', 'missing']));
    const programs = (await demo.get('/api/v1/edu-programs/query')).body.data;
    const mineProgram = programs.find((p: { isMine: boolean }) => p.isMine);
    const other = programs.find(
      (p: { isMine: boolean; departmentId: number }) =>
        !p.isMine && p.departmentId !== mineProgram.departmentId,
    );
    const whatIf = (await demo.get(`/api/v1/students/program-detail?programId=${other.id}`)).body.data;
    expect(whatIf).toMatchObject({ isWhatIf: true, program: { id: other.id } });
    expect(whatIf.unusedCourses.length).toBeGreaterThan(0);
    const [foreign] = await rows<{ id: string }>({
      app,
      text: `select id from edu_programs where root_id = 3 limit 1`,
    });
    expect((await demo.get(`/api/v1/students/program-detail?programId=${foreign.id}`)).status).toBe(404);
  });

  it('answers a course with its prerequisites', async () => {
    const [course] = await rows<{ id: string }>({
      app,
      text: `select id from courses where root_id = 1 and prerequisite_ids <> '[]' limit 1`,
    });
    const answer = (await demo.get(`/api/v1/courses/${course.id}`)).body.data;
    expect(answer.prerequisites[0]).toMatchObject({ id: expect.any(Number), code: expect.any(String) });
  });

  it('gives GPA/CPA per semester on both scales, results per semester and a PDF transcript', async () => {
    const aggregate = (await demo.get('/api/v1/academic-result/aggregate-result')).body.data;
    expect(aggregate.semesters.map((s: { semester: string }) => s.semester)).toEqual([
      '20231',
      '20232',
      '20241',
      '20242',
      '20251',
      '20252',
    ]);
    expect(aggregate.cpa).toBe(aggregate.semesters[5].cpa);
    expect(aggregate.semesters[0]).toMatchObject({
      gpa: expect.any(Number),
      gpa10: expect.any(Number),
      ranking: expect.any(String),
      rankingEn: expect.any(String),
    });
    const some = (await demo.get('/api/v1/study-results?semesters=20251&semesters=20252')).body.data;
    expect(new Set(some.map((r: { semester: string }) => r.semester))).toEqual(new Set(['20251', '20252']));
    const pdf = await demo.get('/api/v1/academic-result/transcript.pdf');
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect(pdf.response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("updates my own result with a checksum, refusing mismatches, stale copies and other students' results", async () => {
    const [result] = (await demo.get('/api/v1/study-results?semesters=20252')).body.data;
    const url = `/api/v1/study-results/${result.id}`;
    const updates = { appealNote: 'Em xin phúc khảo bài thi cuối kỳ.', lastUpdate: result.lastUpdate };
    expect(
      (await demo.call({ method: 'POST', url, payload: { updates, checkSum: 'f'.repeat(64) } })).body.code,
    ).toBe(-1);
    expect(
      (
        await demo.call({
          method: 'POST',
          url,
          payload: withChecksum({
            rule: 'studyResults.update',
            body: { updates: { ...updates, lastUpdate: '2020-01-01T00:00:00.000Z' } },
            id: result.id,
          }),
        })
      ).body.code,
    ).toBe(0);
    const ok = await demo.call({
      method: 'POST',
      url,
      payload: withChecksum({ rule: 'studyResults.update', body: { updates }, id: result.id }),
    });
    expect(ok.body).toMatchObject({ code: 1, data: { appealStatus: 0 } });
    const [foreign] = await rows<{ id: string }>({
      app,
      text: `select r.id from study_results r join students s on s.id = r.student_id where s.root_id = 1 and s.student_code <> '20230001' limit 1`,
    });
    expect(
      (
        await demo.call({
          method: 'POST',
          url: `/api/v1/study-results/${foreign.id}`,
          payload: withChecksum({ rule: 'studyResults.update', body: { updates }, id: Number(foreign.id) }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await demo.call({
          method: 'POST',
          url,
          payload: { updates: { appealNote: 'x' }, checkSum: 'f'.repeat(64) },
        })
      ).status,
    ).toBe(400);
  });
});

describe('course members', () => {
  it('lists my memberships and my course-mates; 403 for a course I am not in', async () => {
    const mine = (await demo.get('/api/v1/course-member/get-course-by-student')).body.data;
    const assistant = mine.find((m: { role: string }) => m.role === 'assistant');
    expect(assistant).toBeTruthy();
    const mates = (await demo.get(`/api/v1/course-member/query-by-courseId?courseId=${assistant.courseId}`))
      .body.data;
    expect(mates.some((m: { isMe: boolean }) => m.isMe)).toBe(true);
    const [outside] = await rows<{ id: string }>({
      app,
      text: `select id from courses where root_id = 1 and id not in (select course_id from course_members where student_id = ${demo.studentId}) limit 1`,
    });
    expect((await demo.get(`/api/v1/course-member/query-by-courseId?courseId=${outside.id}`)).status).toBe(
      403,
    );
  });

  it('lets an assistant update only their own record', async () => {
    const mine = (await demo.get('/api/v1/course-member/get-course-by-student')).body.data;
    const own = mine.find((m: { role: string }) => m.role === 'assistant');
    const updates = { officeHours: 'Thứ 5, 16:00-17:00, phòng D3-201' };
    const ok = await demo.call({
      method: 'POST',
      url: `/api/v1/course-member/update/${own.id}`,
      payload: withChecksum({ rule: 'studentInfo.update', body: { updates }, id: own.id }),
    });
    expect(ok.body).toMatchObject({ code: 1, data: { officeHours: updates.officeHours } });
    const studentRecord = mine.find((m: { role: string }) => m.role === 'student');
    expect(
      (
        await demo.call({
          method: 'POST',
          url: `/api/v1/course-member/update/${studentRecord.id}`,
          payload: withChecksum({ rule: 'studentInfo.update', body: { updates }, id: studentRecord.id }),
        })
      ).status,
    ).toBe(403);
    const [other] = await rows<{ id: string }>({
      app,
      text: `select id from course_members where root_id = 1 and role = 'assistant' and student_id <> ${demo.studentId} limit 1`,
    });
    expect(
      (
        await demo.call({
          method: 'POST',
          url: `/api/v1/course-member/update/${other.id}`,
          payload: withChecksum({ rule: 'studentInfo.update', body: { updates }, id: Number(other.id) }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await demo.call({
          method: 'POST',
          url: `/api/v1/course-member/update/${own.id}`,
          payload: { updates, checkSum: 'f'.repeat(64) },
        })
      ).body.code,
    ).toBe(-1);
  });
});

describe('continue-study requests', () => {
  const payload = {
    kind: 'extend-study',
    semester: '20262',
    reason: 'Em xin gia hạn thời gian học để hoàn thành đồ án tốt nghiệp.',
    phone: '0912345678',
    plannedCredits: 10,
    evidenceNote: '',
    commitment: true,
  };
  const submit = (body: Record<string, unknown>) =>
    demo.call({ method: 'POST', url: '/api/v2/continue-studies/submit', payload: body });

  it('validates the form (400), the MD5 checksum (-1) and the student status (-4), with a message', async () => {
    expect(
      (
        await submit(
          withChecksum({ rule: 'continueStudy.submit', body: { payload: { ...payload, phone: 'abc' } } }),
        )
      ).status,
    ).toBe(400);
    expect((await submit({ payload, checkSum: 'f'.repeat(32) })).body.code).toBe(-1);
    const refused = await submit(
      withChecksum({
        rule: 'continueStudy.submit',
        body: { payload: { ...payload, kind: 'return-after-deferral' } },
      }),
    );
    expect(refused.body).toMatchObject({ code: -4, message: expect.stringContaining('học bình thường') });
  });

  it('saves a request once per semester and lists it with its status', async () => {
    const saved = await submit(withChecksum({ rule: 'continueStudy.submit', body: { payload } }));
    expect(saved.body).toMatchObject({ code: 1, data: { status: 0, statusName: expect.any(String) } });
    expect((await submit(withChecksum({ rule: 'continueStudy.submit', body: { payload } }))).body.code).toBe(
      -3,
    );
    const mine = (await demo.get('/api/v2/continue-studies')).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0].payload).toMatchObject({ kind: 'extend-study', semester: '20262' });
  });
});
