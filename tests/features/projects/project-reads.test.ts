import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyNews,
  deadlines,
  membershipProjectTopics,
  projectTopics,
  refBookChapters,
  refBooks,
} from '../../../src/features/projects/server/tables';
import { createTestApp, login } from '../../helpers/test-app';
import { daysFromNow, HOST, insertProject, signInPeople } from './project-test-kit';

let app: FastifyInstance;
let people: Awaited<ReturnType<typeof signInPeople>>;
const ids = {
  publicDone: [] as number[],
  privateOthers: 0,
  privateMine: 0,
  book: 0,
  company: 0,
  deadline: 0,
};
const KEYWORD = 'h2-tham-khao';

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = people.cookie, host = HOST) =>
  app.inject({ method, url, headers: { host, cookie }, ...(payload === undefined ? {} : { payload }) });
const refused = async (response: Awaited<ReturnType<typeof call>>, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().field).toBe(field);
};

beforeAll(async () => {
  app = await createTestApp();
  people = await signInPeople(app);
  const { rootId, studentId, other, teacher } = people;
  const finished = {
    rootId,
    status: 3,
    keyWord: KEYWORD,
    finalMark: 8.5,
    adminNote: 'ghi chú nội bộ',
    classNote: 'lớp',
  };
  for (let index = 0; index < 3; index += 1)
    ids.publicDone.push(
      (
        await insertProject(app, {
          ...finished,
          studentId: other.id,
          privacy: 1,
          projectTitle: `Đề tài ${index}`,
        })
      ).id,
    );
  ids.privateOthers = (await insertProject(app, { ...finished, studentId: other.id, privacy: 0 })).id;
  ids.privateMine = (
    await insertProject(app, { ...finished, studentId, privacy: 0, teacherId: teacher.id })
  ).id;
  const [book] = await app.db
    .insert(refBooks)
    .values({ rootId, courseId: 910001, title: 'Cấu trúc dữ liệu và giải thuật' })
    .returning();
  ids.book = book.id;
  await app.db.insert(refBookChapters).values([
    { rootId, bookId: book.id, orderIndex: 1, title: 'Chương 2: Danh sách' },
    { rootId, bookId: book.id, orderIndex: 0, title: 'Chương 1: Mở đầu' },
  ]);
  const [company] = await app.db
    .insert(companies)
    .values({ rootId, name: 'Công ty H2 Phần mềm', hasLogo: true, logoUrl: '/companies/h2.svg' })
    .returning();
  ids.company = company.id;
  await app.db
    .insert(companyNews)
    .values({ rootId, companyId: company.id, title: 'Tuyển thực tập sinh', publishedDate: daysFromNow(-1) });
  await app.db.insert(projectTopics).values([
    {
      rootId,
      source: 1,
      teacherId: teacher.id,
      teacherName: teacher.fullName,
      semester: '20261',
      name: 'H2 đề tài GV',
      quota: 2,
    },
    {
      rootId,
      source: 2,
      companyId: company.id,
      companyName: company.name,
      semester: '20261',
      name: 'H2 đề tài DN',
      quota: 3,
    },
  ]);
  await app.db.insert(membershipProjectTopics).values([
    { rootId, studentId, teacherId: teacher.id, orderIndex: 2, semester: '20261' },
    { rootId, studentId: other.id, teacherId: teacher.id, orderIndex: 1, semester: '20261' },
  ]);
  const [deadline] = await app.db
    .insert(deadlines)
    .values({
      rootId,
      name: 'Đăng ký H2',
      kind: 'request',
      semester: '20269',
      startDate: daysFromNow(-1),
      endDate: daysFromNow(1),
    })
    .returning();
  ids.deadline = deadline.id;
});
afterAll(async () => app?.close());

describe('reference projects', () => {
  it('pages by cursor, public ones with public fields only, student and programme included', async () => {
    const first = (await call('POST', '/api/v1/projects/query', { search: KEYWORD, limit: 2 })).json();
    expect(first.total).toBe(4);
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(Number));
    const second = (
      await call('POST', '/api/v1/projects/query', { search: KEYWORD, limit: 2, cursor: first.nextCursor })
    ).json();
    expect(second.nextCursor).toBeNull();
    const all = [...first.data, ...second.data];
    expect(all.map((item: { project: { id: number } }) => item.project.id).sort()).toEqual(
      [...ids.publicDone, ids.privateMine].sort(),
    );
    const others = all.find((item: { project: { id: number } }) => item.project.id === ids.publicDone[0]);
    expect(others.project).toMatchObject({ finalMark: -1, adminNote: '', classNote: '', studentId: -1 });
    expect(others.student).toMatchObject({ code: people.other.studentCode, name: people.other.fullName });
    expect(others.program).toMatchObject({ name: people.other.eduProgramName });
    const mine = all.find((item: { project: { id: number } }) => item.project.id === ids.privateMine);
    expect(mine.project).toMatchObject({ finalMark: 8.5, adminNote: 'ghi chú nội bộ' });
  });

  it('shows a reader without credentials the public ones only; limit is at most 50', async () => {
    const anonymous = (await call('POST', '/api/v1/projects/query', { search: KEYWORD }, '')).json();
    expect(anonymous.total).toBe(3);
    await refused(await call('POST', '/api/v1/projects/query', { limit: 51 }), 'body.limit');
    await refused(await call('POST', '/api/v1/projects/query', { cursor: 2 ** 60 }), 'body.cursor');
  });

  it('reads one project: public fields for anyone, 404 for a private one that is not the reader’s', async () => {
    const open = await call('GET', `/api/v1/projects/${ids.publicDone[1]}`, undefined, '');
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({ projectTitle: 'Đề tài 1', finalMark: -1, adminNote: '' });
    expect((await call('GET', `/api/v1/projects/${ids.privateOthers}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/projects/${ids.privateMine}`)).json().data.finalMark).toBe(8.5);
    expect(
      (await call('GET', `/api/v1/projects/${ids.privateMine}`, undefined, people.teacherCookie)).json().data
        .adminNote,
    ).toBe('ghi chú nội bộ');
  });
});

describe('topics and membership topics', () => {
  it('lists topics of every source, and only the teacher source on the teacher call', async () => {
    const all = (
      await call('POST', '/api/v1/projects/project-topics/query', { search: 'H2 đề tài' }, '')
    ).json();
    expect(all.data.map((topic: { source: number }) => topic.source).sort()).toEqual([1, 2]);
    const teacher = (
      await call('POST', '/api/v1/project-topic/teacher/query', { search: 'H2 đề tài' })
    ).json();
    expect(teacher).toMatchObject({
      total: 1,
      data: [{ name: 'H2 đề tài GV', teacherId: people.teacher.id }],
    });
    await refused(await call('POST', '/api/v1/project-topic/teacher/query', { source: 2 }), 'body.source');
    await refused(
      await call('POST', '/api/v1/projects/project-topics/query', { pageSize: 0 }),
      'body.pageSize',
    );
  });

  it('gives the student their own teachers in order, and needs a session', async () => {
    const mine = (await call('POST', '/api/v1/membership/query-project-topics', {})).json();
    expect(mine.data).toEqual([
      expect.objectContaining({ studentId: people.studentId, teacherId: people.teacher.id, orderIndex: 2 }),
    ]);
    expect((await call('POST', '/api/v1/membership/query-project-topics', {}, '')).statusCode).toBe(401);
  });
});

describe('deadlines, companies and reference books', () => {
  it('queries and reads deadlines of the tenant only', async () => {
    const list = (
      await call('POST', '/api/v1/deadline/query', { semester: '20269', isOpenNow: true })
    ).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: ids.deadline, status: 2, kind: 'request' }] });
    expect((await call('GET', `/api/v1/deadline/${ids.deadline}`)).json().data.name).toBe('Đăng ký H2');
    const hust = await login({ app, host: 'hust.localhost' });
    expect(
      (await call('GET', `/api/v1/deadline/${ids.deadline}`, undefined, hust.cookie, 'hust.localhost'))
        .statusCode,
    ).toBe(404);
    await refused(await call('POST', '/api/v1/deadline/query', { kind: 'other' }), 'body.kind');
  });

  it('reads a company with news, news alone, by root (page size 10) and by ids', async () => {
    const detail = (await call('GET', `/api/v1/companies/${ids.company}`, undefined, '')).json();
    expect(detail.data).toMatchObject({ name: 'Công ty H2 Phần mềm', hasLogo: true, topicCount: 1 });
    expect(detail.news).toEqual([expect.objectContaining({ title: 'Tuyển thực tập sinh' })]);
    const newsOnly = (await call('GET', `/api/v1/companies/${ids.company}?onlyNews=true`)).json();
    expect(newsOnly.data).toBeUndefined();
    expect(newsOnly.news).toHaveLength(1);
    expect(
      (await call('GET', `/api/v1/companies/${ids.company}?rootId=${people.rootId + 1}`)).statusCode,
    ).toBe(404);
    const page = (
      await call('POST', '/api/v1/companies/query-by-root', { rootId: people.rootId, hasLogo: true })
    ).json();
    expect(page.data.length).toBeLessThanOrEqual(10);
    expect(page.total).toBeGreaterThanOrEqual(1);
    const found = (await call('POST', '/api/v1/companies/query-by-root', { search: 'H2 Phần mềm' })).json();
    expect(found.data.map((company: { id: number }) => company.id)).toEqual([ids.company]);
    // Business fields have English names, and English readers can search by them.
    const software = (await call('POST', '/api/v1/companies/query-by-root', { search: 'Software' })).json();
    expect(software.total).toBeGreaterThanOrEqual(1);
    for (const company of software.data as { field: string; fieldEn: string }[])
      expect(company).toMatchObject({ field: 'Phần mềm', fieldEn: 'Software' });
    expect(
      (await call('POST', '/api/v1/companies/query-by-root', { rootId: people.rootId + 1 })).json(),
    ).toEqual({
      data: [],
      total: 0,
    });
    const byIds = (
      await call('GET', `/api/v1/companies/query-by-ids?ids=${ids.company}&ids=${2 ** 40}`)
    ).json();
    expect(byIds.data.map((company: { id: number }) => company.id)).toEqual([ids.company]);
    await refused(await call('GET', '/api/v1/companies/query-by-ids'), 'querystring.ids');
    await refused(await call('GET', '/api/v1/companies/query-by-ids?ids=1e308'), 'querystring.ids.0');
  });

  it('lists reference books by course and a book’s chapters in order', async () => {
    const books = (
      await call('POST', '/api/v1/refBook/query-by-courses', { ids: [910001, 910002] }, '')
    ).json();
    expect(books).toMatchObject({
      total: 1,
      data: [{ id: ids.book, title: 'Cấu trúc dữ liệu và giải thuật' }],
    });
    expect((await call('POST', '/api/v1/refBook/query-by-courses', { ids: [] })).json()).toEqual({
      data: [],
      total: 0,
    });
    const chapters = (await call('GET', `/api/v1/refBook/${ids.book}/book-chapter`)).json();
    expect(chapters.data.map((chapter: { title: string }) => chapter.title)).toEqual([
      'Chương 1: Mở đầu',
      'Chương 2: Danh sách',
    ]);
    expect((await call('GET', `/api/v1/refBook/${2 ** 40}/book-chapter`)).statusCode).toBe(404);
    await refused(await call('POST', '/api/v1/refBook/query-by-courses', {}), 'body.ids');
  });
});
