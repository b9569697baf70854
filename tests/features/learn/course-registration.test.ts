import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';
import { rows, studentClient } from './learn-test-kit';

const RULE = 'courseRegistration.register';
const URL = '/api/v1/course-registrations/submit';
let app: FastifyInstance;
let demo: Awaited<ReturnType<typeof studentClient>>;
type Offering = {
  id: number;
  code: string;
  credits: number;
  prerequisites: { isPassed: boolean }[];
  isPassed: boolean;
  state: number;
};
let open: Offering[];
let blocked: Offering | undefined;

/** Courses adding up to at least `credits`. */
const upTo = (credits: number) => {
  const picked: Offering[] = [];
  for (const course of open) {
    if (picked.reduce((s, c) => s + c.credits, 0) >= credits) break;
    picked.push(course);
  }
  return picked;
};

beforeAll(async () => {
  app = await createTestApp({ settings: { testMode: true } });
  demo = await studentClient({ app });
  const offered = (await demo.get('/api/v1/course-registrations/courses?semester=20262&pageSize=200')).body
    .data as Offering[];
  open = offered.filter((c) => !c.isPassed && c.prerequisites.every((p) => p.isPassed));
  // One offered course gets a prerequisite the demo student has not passed.
  blocked = open.pop();
  const [unpassed] = await rows<{ id: string }>({
    app,
    text: `select id from courses where root_id = 1 and id not in (select course_id from study_results where student_id = ${demo.studentId} and is_passed) and id not in (select course_id from course_members where student_id = ${demo.studentId}) and id <> ${blocked?.id} limit 1`,
  });
  await rows({
    app,
    text: `update courses set prerequisite_ids = '[${unpassed.id}]' where id = ${blocked?.id}`,
  });
});
afterAll(async () => app?.close());

describe('course registration (plan)', () => {
  it('lists offered courses with seats and prerequisites, and answers 400 / checksum failures', async () => {
    expect(open.length).toBeGreaterThan(4);
    expect(open[0]).toMatchObject({
      classCount: expect.any(Number),
      seatsLeft: expect.any(Number),
      state: 0,
    });
    expect(
      (
        await demo.call({
          method: 'POST',
          url: URL,
          payload: {
            data: { semester: '20262', courses: [{ courseId: open[0].id, state: 3 }] },
            checkSum: 'a'.repeat(64),
          },
        })
      ).status,
    ).toBe(400);
    const tampered = await demo.call({
      method: 'POST',
      url: URL,
      payload: {
        data: { semester: '20262', courses: [{ courseId: open[0].id, state: 1 }] },
        checkSum: 'a'.repeat(64),
      },
    });
    expect(tampered.body.code).toBe(-1);
    expect(
      (
        await app.inject({
          url: '/api/v1/course-registrations?semester=20262',
          headers: { host: 'hust.localhost' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('leaves out the courses I passed (passed=false), lists only those (passed=true), all without the flag', async () => {
    const list = async (query: string) =>
      (await demo.get(`/api/v1/course-registrations/courses?semester=20262&pageSize=200${query}`)).body as {
        data: Offering[];
        total: number;
      };
    const all = await list('');
    const notPassed = await list('&passed=false');
    const passed = await list('&passed=true');
    expect(passed.total).toBeGreaterThan(0);
    expect(passed.data.every((c) => c.isPassed)).toBe(true);
    expect(notPassed.data.some((c) => c.isPassed)).toBe(false);
    expect(notPassed.total + passed.total).toBe(all.total);
    expect(all.data.filter((c) => c.isPassed)).toHaveLength(passed.total);
    const bad = await demo.call({ url: '/api/v1/course-registrations/courses?semester=20262&passed=maybe' });
    expect(bad.status).toBe(400);
  });

  it('finds courses without diacritics and in any case ("giai tich" finds "Giải tích")', async () => {
    const search = async (text: string) =>
      (
        await demo.get(
          `/api/v1/course-registrations/courses?semester=20262&pageSize=200&search=${encodeURIComponent(text)}`,
        )
      ).body as { data: Offering[]; total: number };
    const all = (await demo.get('/api/v1/course-registrations/courses?semester=20262&pageSize=200')).body
      .data as (Offering & { name: string })[];
    const target = all.find((course) => course.name !== course.name.normalize('NFD'));
    expect(target).toBeDefined();
    const plain = target!.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D');
    const asTyped = await search(plain.toUpperCase());
    expect(asTyped.data.map((course) => course.id)).toContain(target!.id);
    const exact = await search(target!.name);
    expect(asTyped.data.map((course) => course.id).sort()).toEqual(
      exact.data.map((course) => course.id).sort(),
    );
    expect(asTyped.total).toBe(asTyped.data.length);
    // Every word must match; '%' is an ordinary character, not a wildcard.
    expect((await search(`${plain} zzqx`)).total).toBe(0);
    expect((await search('%')).total).toBe(0);
  });

  it('saves a plan within the credit bounds and shows it with its summary', async () => {
    const plan = upTo(12);
    const saved = await demo.signed({
      url: URL,
      rule: RULE,
      data: {
        semester: '20262',
        courses: [
          ...plan.map((c) => ({ courseId: c.id, state: 1 })),
          { courseId: open[open.length - 1].id, state: 2 },
        ],
      },
    });
    expect(saved.body).toMatchObject({ code: 1, data: { accepted: true } });
    const mine = await demo.get('/api/v1/course-registrations?semester=20262');
    expect(mine.body.data.filter((c: { state: number }) => c.state === 1)).toHaveLength(plan.length);
    expect(mine.body.data.find((c: { state: number }) => c.state === 2)).toMatchObject({
      stateName: 'Dự kiến',
      stateNameEn: 'Planned',
    });
    expect(mine.body.summary).toMatchObject({
      totalCredits: saved.body.data.totalCredits,
      minCredits: 12,
      maxCredits: 24,
      isWarning: false,
      isMinStrict: true,
      window: { isOpen: true },
    });
  });

  it('refuses too many credits, too few (strict minimum) and missing prerequisites, keeping the saved plan', async () => {
    const before = (await demo.get('/api/v1/course-registrations?semester=20262')).body.data;
    const tooMany = await demo.signed({
      url: URL,
      rule: RULE,
      data: { semester: '20262', courses: upTo(25).map((c) => ({ courseId: c.id, state: 1 })) },
    });
    expect(tooMany.body.code).toBe(0);
    expect(tooMany.body.data.reasons[0]).toMatchObject({
      code: 'credit-max',
      max: 24,
      message: expect.stringContaining('vượt mức tối đa 24'),
    });
    const tooFew = await demo.signed({
      url: URL,
      rule: RULE,
      data: { semester: '20262', courses: [{ courseId: open[0].id, state: 1 }] },
      headers: { 'accept-language': 'en-US' },
    });
    expect(tooFew.body).toMatchObject({
      code: 0,
      data: { reasons: [{ code: 'credit-min', isBlocking: true }] },
    });
    expect(tooFew.body.message).toContain('below the minimum of 12');
    const withBlocked = blocked as Offering;
    expect(withBlocked).toBeDefined();
    const missing = await demo.signed({
      url: URL,
      rule: RULE,
      data: {
        semester: '20262',
        courses: [...upTo(12), withBlocked].map((c) => ({ courseId: c.id, state: 1 })),
      },
    });
    expect(missing.body.code).toBe(0);
    expect(
      missing.body.data.courses.find((c: { courseId: number }) => c.courseId === withBlocked.id).reasons[0],
    ).toMatchObject({ code: 'prerequisite' });
    expect((await demo.get('/api/v1/course-registrations?semester=20262')).body.data).toEqual(before);
  });

  it('counts a prerequisite being studied this semester as met when planning the next one', async () => {
    const [studied] = await rows<{ course_id: string }>({
      app,
      text: `select m.course_id from course_members m where m.student_id = ${demo.studentId} and m.role = 'student' and m.semester < '20262' and not exists (select 1 from study_results r where r.student_id = m.student_id and r.semester = m.semester and r.course_id = m.course_id) limit 1`,
    });
    expect(studied).toBeDefined();
    const base = upTo(12);
    const target = open.find((course) => !base.includes(course)) as Offering;
    await rows({
      app,
      text: `update courses set prerequisite_ids = '[${studied.course_id}]' where id = ${target.id}`,
    });
    try {
      const offered = (
        await demo.get(`/api/v1/course-registrations/courses?semester=20262&pageSize=200`)
      ).body.data.find((course: Offering) => course.id === target.id);
      expect(offered.prerequisites).toEqual([
        expect.objectContaining({ id: Number(studied.course_id), isPassed: false, isStudying: true }),
      ]);
      const answer = await demo.signed({
        url: URL,
        rule: RULE,
        data: { semester: '20262', courses: [...base, target].map((c) => ({ courseId: c.id, state: 1 })) },
      });
      expect(answer.body.code).toBe(1);
    } finally {
      await rows({ app, text: `update courses set prerequisite_ids = '[]' where id = ${target.id}` });
    }
  });

  it('refuses a plan for a semester that takes no enrolments (unknown, or closed), saving nothing', async () => {
    for (const semester of ['99991', '20201']) {
      const answer = await demo.signed({
        url: URL,
        rule: RULE,
        data: { semester, courses: upTo(12).map((c) => ({ courseId: c.id, state: 1 })) },
      });
      expect(answer.body, semester).toMatchObject({
        code: 0,
        data: { accepted: false, reasons: [{ code: 'semester-closed', isBlocking: true }] },
      });
      expect((await demo.get(`/api/v1/course-registrations?semester=${semester}`)).body.data).toEqual([]);
    }
  });

  it('uses the academic-warning bounds for a student under warning', async () => {
    await rows({
      app,
      text: `update students set warning_level = 1 where root_id = 1 and student_code = '20230001'`,
    });
    const answer = await demo.signed({
      url: URL,
      rule: RULE,
      data: { semester: '20262', courses: upTo(15).map((c) => ({ courseId: c.id, state: 1 })) },
    });
    expect(answer.body.data.reasons[0]).toMatchObject({
      code: 'credit-max',
      max: 14,
      message: expect.stringContaining('cảnh báo học tập'),
    });
    await rows({
      app,
      text: `update students set warning_level = 0 where root_id = 1 and student_code = '20230001'`,
    });
  });

  it('keeps a course with a held class registered when the plan leaves it out', async () => {
    const classes = (
      await demo.get(`/api/v1/class-registrations/classes?semester=20262&courseId=${open[0].id}`)
    ).body.data;
    const seat = await demo.signed({
      url: '/api/v1/class-registrations/register',
      rule: 'classRegistration.register',
      data: { classIds: [classes[0].id] },
    });
    expect(['registered', 'waitlisted']).toContain(seat.body.data.results[0].status);
    const plan = upTo(14).filter((c) => c.id !== open[0].id);
    const saved = await demo.signed({
      url: URL,
      rule: RULE,
      data: { semester: '20262', courses: plan.map((c) => ({ courseId: c.id, state: 1 })) },
    });
    expect(
      saved.body.data.reasons.find((r: { code: string }) => r.code === 'course-has-classes'),
    ).toBeTruthy();
    const mine = (await demo.get('/api/v1/course-registrations?semester=20262')).body.data;
    expect(mine.find((c: { courseId: number }) => c.courseId === open[0].id)).toMatchObject({ state: 1 });

    // Dropping its last class takes the course out of the plan again (the seat put it there).
    const dropped = await demo.signed({
      url: '/api/v1/class-registrations/drop',
      rule: 'classRegistration.register',
      data: { classId: classes[0].id },
    });
    expect(['dropped', 'left-waitlist']).toContain(dropped.body.data.status);
    const after = (await demo.get('/api/v1/course-registrations?semester=20262')).body.data;
    expect(after.find((c: { courseId: number }) => c.courseId === open[0].id)).toBeUndefined();
    expect(after.length).toBe(mine.length - 1);
  });
});

describe('registration windows from the tenant config', () => {
  it('refuses a cohort that has no window, explaining it', async () => {
    const strictApp = await createTestApp();
    try {
      await rows({
        app: strictApp,
        text: `update students set cohort = 2019 where root_id = 1 and student_code = '20230001'`,
      });
      const student = await studentClient({ app: strictApp });
      const answer = await student.signed({ url: URL, rule: RULE, data: { semester: '20262', courses: [] } });
      expect(answer.body).toMatchObject({
        code: 0,
        data: {
          reasons: [
            {
              code: 'window',
              status: 'no-window',
              message: 'Không có đợt đăng ký nào dành cho khoá của bạn.',
            },
          ],
        },
      });
    } finally {
      await strictApp.close();
    }
  });
});
