import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { schoolsFor } from '../../../src/features/org/server/unit-catalog';
import { MAJOR_NAMES_EN } from '../../../src/features/learn/server/seed/major-names';
import { createTestApp } from '../../helpers/test-app';
import { rows, studentClient } from './learn-test-kit';

/** Letters only Vietnamese uses (with their tone marks), never English. */
const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('seeded English names', () => {
  it('knows the English name of every seeded major', () => {
    const majors = ['hust', 'hmu', 'actvn', 'unigate'].flatMap((code) =>
      schoolsFor(code).flatMap((school) => school.departments.flatMap((department) => department.majors)),
    );
    for (const major of majors) expect(MAJOR_NAMES_EN[major], major).toMatch(/^[A-Za-z -]+$/);
  });

  it('gives every course, class and programme an English name without Vietnamese in it', async () => {
    const named = [
      ...(await rows<{ name: string; en: string }>({ app, text: 'select name, name_en as en from courses' })),
      ...(await rows<{ name: string; en: string }>({
        app,
        text: 'select course_name as name, course_name_en as en from classes',
      })),
      ...(await rows<{ name: string; en: string }>({
        app,
        text: 'select name, name_en as en from edu_programs',
      })),
    ];
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter((row) => row.en === '' || VIETNAMESE.test(row.en));
    expect(missing.slice(0, 5)).toEqual([]);
  });

  it('sends the English course name with timetable slots, class info and my classes', async () => {
    const demo = await studentClient({ app });
    const call = async (url: string) =>
      (await demo.call({ url })).body.data as { courseName: string; courseNameEn: string }[];
    for (const url of [
      '/api/v2/timetables/student-timetable',
      '/api/v2/timetables/student-class-info-list',
      '/api/v2/timetables/student-classes?semester=20261',
    ]) {
      const data = await call(url);
      expect(data.length, url).toBeGreaterThan(0);
      for (const row of data) {
        expect(row.courseNameEn, `${url}: ${row.courseName}`).toMatch(/^[A-Za-z]/);
        expect(row.courseNameEn).not.toMatch(VIETNAMESE);
      }
    }
  });

  it('sends English course names with the programme audit', async () => {
    const demo = await studentClient({ app });
    const detail = (await demo.call({ url: '/api/v1/students/program-detail' })).body.data as {
      modules: { courses: { name: string; nameEn: string }[] }[];
    };
    const courses = detail.modules.flatMap((module) => module.courses);
    expect(courses.length).toBeGreaterThan(10);
    for (const course of courses) expect(course.nameEn, course.name).toMatch(/^[A-Z][^ăâđêôơư]*$/i);
  });
});
