import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';
import { rows, studentClient } from './learn-test-kit';

let app: FastifyInstance;
let demo: Awaited<ReturnType<typeof studentClient>>;

type Offering = {
  id: number;
  classId: string;
  courseId: number;
  courseCode: string;
  courseName: string;
  courseNameEn: string;
  teacherName: string;
  classType: string;
  calendarEntries: { day: number; from: number; to: number }[];
  capacity: number;
  studentNum: number;
  seatsLeft: number;
  inProgram: boolean;
  myStatus: string;
};
type Page = { data: Offering[]; total: number };

const URL = '/api/v1/class-registrations/classes?semester=20262';
const list = async (query = '') => {
  const response = await demo.get(`${URL}${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Page;
};
/** Every class passing a filter (pages of 200). */
const all = async (query = '') => {
  const first = await list(`${query}&pageSize=200`);
  const found = [...first.data];
  for (let page = 2; found.length < first.total; page += 1)
    found.push(...(await list(`${query}&pageSize=200&page=${page}`)).data);
  return { data: found, total: first.total };
};

beforeAll(async () => {
  app = await createTestApp();
  demo = await studentClient({ app });
});
afterAll(async () => app?.close());

describe('class list: paging and filters on the server', () => {
  it('pages every class of the semester once with the total count', async () => {
    const [{ n }] = await rows<{ n: number }>({
      app,
      text: `select count(*)::int as n from classes where root_id = 1 and semester = '20262'`,
    });
    const first = await list('&pageSize=10');
    const second = await list('&pageSize=10&page=2');
    expect(first.total).toBe(n);
    expect(first.total).toBeGreaterThan(20);
    expect(first.data).toHaveLength(10);
    expect(second.total).toBe(n);
    const everything = await all();
    expect(everything.data).toHaveLength(n);
    expect(new Set(everything.data.map((c) => c.id)).size).toBe(n);
    expect(everything.data.slice(10, 20).map((c) => c.id)).toEqual(second.data.map((c) => c.id));
    const past = await list(`&pageSize=10&page=${Math.ceil(n / 10) + 1}`);
    expect(past).toEqual({ data: [], total: n });
  });

  it('lists classes of courses in my programme first, and only those with inProgram', async () => {
    const inProgramIds = new Set(
      (
        await rows<{ course_id: number }>({
          app,
          text: `select distinct p.course_id from program_module_courses p join students s on s.edu_program_id = p.program_id where s.id = ${demo.studentId}`,
        })
      ).map((r) => Number(r.course_id)),
    );
    expect(inProgramIds.size).toBeGreaterThan(0);
    const { data } = await all();
    const flags = data.map((c) => c.inProgram);
    expect(flags).toEqual(data.map((c) => inProgramIds.has(c.courseId)));
    const firstOutside = flags.indexOf(false);
    expect(firstOutside).toBeGreaterThan(0);
    expect(flags.slice(firstOutside)).not.toContain(true);
    const mine = await all('&inProgram=true');
    expect(mine.total).toBe(firstOutside);
    expect(mine.data.every((c) => inProgramIds.has(c.courseId))).toBe(true);
    const courses = (await demo.get('/api/v1/class-registrations/courses?semester=20262&inProgram=true'))
      .body as { data: { courseId: number; classCount: number; inProgram: boolean }[]; total: number };
    expect(courses.data.every((c) => c.inProgram)).toBe(true);
    expect(courses.data.reduce((sum, c) => sum + c.classCount, 0)).toBe(mine.total);
  });

  it('filters by course, class type, day, period and day with period', async () => {
    const { data } = await all();
    const course = data[0].courseId;
    const byCourse = await all(`&courseId=${course}`);
    expect(byCourse.total).toBe(data.filter((c) => c.courseId === course).length);
    expect(byCourse.data.every((c) => c.courseId === course)).toBe(true);
    const byType = await all('&classType=TN');
    expect(byType.total).toBe(data.filter((c) => c.classType === 'TN').length);
    const onFriday = await all('&day=5');
    expect(onFriday.total).toBe(data.filter((c) => c.calendarEntries.some((e) => e.day === 5)).length);
    expect(onFriday.total).toBeGreaterThan(0);
    const inPeriod3 = await all('&period=3');
    expect(inPeriod3.total).toBe(
      data.filter((c) => c.calendarEntries.some((e) => e.from <= 3 && 3 <= e.to)).length,
    );
    const both = await all('&day=5&period=8');
    const expected = data.filter((c) =>
      c.calendarEntries.some((e) => e.day === 5 && e.from <= 8 && 8 <= e.to),
    );
    expect(both.total).toBe(expected.length);
    expect(both.total).toBeLessThan(onFriday.total);
  });

  it('filters by teacher without diacritics and keeps only classes with seats left', async () => {
    const { data } = await all();
    const teacher = data.find((c) => /[^\u0020-\u007f]/.test(c.teacherName))?.teacherName as string;
    const lastName = teacher.split(' ').slice(-2).join(' ');
    const plain = lastName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, 'd')
      .toUpperCase();
    const byTeacher = await all(`&teacher=${encodeURIComponent(plain)}`);
    expect(byTeacher.data.length).toBeGreaterThan(0);
    expect(byTeacher.data.map((c) => c.id)).toEqual(
      (await all(`&teacher=${encodeURIComponent(lastName)}`)).data.map((c) => c.id),
    );
    const full = data.filter((c) => c.seatsLeft === 0);
    expect(full.length).toBeGreaterThan(0);
    const withSeats = await all('&hasSeats=true');
    expect(withSeats.total).toBe(data.length - full.length);
    expect(withSeats.data.every((c) => c.seatsLeft > 0)).toBe(true);
  });

  it('searches without diacritics or case: "giai tich" finds the Giải tích classes', async () => {
    const accented = await all(`&search=${encodeURIComponent('Giải tích')}`);
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.data.every((c) => c.courseName.startsWith('Giải tích'))).toBe(true);
    for (const variant of ['giai tich', 'GIAI TICH', 'giải TÍCH', 'Giải tích'.normalize('NFD'), 'tich  giai'])
      expect((await all(`&search=${encodeURIComponent(variant)}`)).total, variant).toBe(accented.total);
    const english = await all('&search=calculus');
    expect(english.total).toBe(accented.total);
    const algebra = await all('&search=dai%20so%20tuyen');
    expect(algebra.total).toBeGreaterThan(0);
    expect(algebra.data.every((c) => c.courseName.startsWith('Đại số tuyến tính'))).toBe(true);
    const one = accented.data[0];
    expect((await all(`&search=${one.classId}`)).data.map((c) => c.id)).toEqual([one.id]);
    expect((await all(`&search=${one.courseCode.toLowerCase()}`)).total).toBe(
      accented.data.filter((c) => c.courseCode === one.courseCode).length,
    );
    expect((await all('&search=zzqqxx')).total).toBe(0);
  });

  it('refuses bad filter values with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['&day=8', 'day'],
      ['&day=0', 'day'],
      ['&period=16', 'period'],
      ['&period=abc', 'period'],
      ['&hasSeats=maybe', 'hasSeats'],
      ['&inProgram=x', 'inProgram'],
      ['&courseId=0', 'courseId'],
      [`&teacher=${'a'.repeat(101)}`, 'teacher'],
      [`&search=${'a'.repeat(101)}`, 'search'],
      ['&pageSize=500', 'pageSize'],
    ];
    for (const [query, field] of cases) {
      const response = await demo.get(`${URL}${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(response.body), query).toContain(field);
    }
    expect((await demo.get('/api/v1/class-registrations/courses?semester=2026')).status).toBe(400);
  });
});
