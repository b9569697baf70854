import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp, login } from '../../helpers/test-app';
import { TEST_SCALE } from '../../helpers/test-scale';
import { projectRequests, projectTopics } from '../../../src/features/projects/server/tables';
import { pastThesisCount } from '../../../src/features/projects/server/seed/seed-past-theses';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
const TENANTS = [
  { code: 'hust', rootId: 1, host: 'hust.localhost' },
  { code: 'hmu', rootId: 2, host: 'hmu.localhost' },
  { code: 'actvn', rootId: 3, host: 'actvn.localhost' },
  { code: 'unigate', rootId: 4, host: 'unigate.localhost' },
];

let app: FastifyInstance;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await app.db.execute(query)) as unknown as { rows: T[] };

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe.each(TENANTS)('projects seed of $code', ({ rootId, host }) => {
  it('gives every teacher a level-9 account, topics and quotas for the current semester', async () => {
    const { rows: teachers } = await rows<{
      id: number;
      accounts: number;
      level: number;
      topics: number;
      quotas: number;
    }>(sql`
      select t.id,
        (select count(*)::int from users u where u.root_id = t.root_id and u.teacher_id = t.id and u.account = t.code) accounts,
        (select max(level) from users u where u.root_id = t.root_id and u.teacher_id = t.id) level,
        (select count(*)::int from project_topics p where p.root_id = t.root_id and p.teacher_id = t.id and p.semester = '20261' and p.source = 1) topics,
        (select count(*)::int from teacher_quotas q where q.root_id = t.root_id and q.teacher_id = t.id and q.semester = '20261') quotas
      from teachers t where t.root_id = ${rootId}`);
    expect(teachers).toHaveLength(TEST_SCALE.teachers);
    for (const teacher of teachers) {
      expect(teacher).toMatchObject({ accounts: 1, level: 9 });
      expect(teacher.topics).toBeGreaterThanOrEqual(3);
      expect(teacher.quotas).toBe(4);
    }
  });

  it('lets the demo teacher sign in with the demo password, as a teacher and not a student', async () => {
    const { body, cookie } = await login({ app, host, account: 'GV0001' });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ account: 'GV0001', level: 9, studentId: -1 });
    expect(body.data.teacherId).toBeGreaterThan(0);
    expect(cookie).not.toBe('');
  });

  it('has companies with logo files that exist, news and open internship topics', async () => {
    const { rows: companies } = await rows<{
      logo_url: string;
      has_logo: boolean;
      news: number;
      topics: number;
    }>(sql`
      select c.logo_url, c.has_logo,
        (select count(*)::int from company_news n where n.company_id = c.id) news,
        (select count(*)::int from project_topics p where p.company_id = c.id and p.source = 2 and p.status = 2) topics
      from companies c where c.root_id = ${rootId}`);
    expect(companies.length).toBeGreaterThanOrEqual(12);
    expect(companies.some((company) => !company.has_logo)).toBe(true);
    for (const company of companies) {
      expect(company.news).toBeGreaterThan(0);
      expect(company.topics).toBeGreaterThan(0);
      if (company.has_logo)
        expect(existsSync(path.join(publicDir, company.logo_url.replace(/^\/students\//, '')))).toBe(true);
      else expect(company.logo_url).toBe('');
    }
  });

  it('gives each year the projects it implies, with phases', async () => {
    const { rows: byCohort } = await rows<{
      cohort: number;
      project_type: number;
      semester: string;
      status: number;
      n: number;
      phases: number;
    }>(sql`
      select s.cohort, p.project_type, p.semester, p.status, count(*)::int n,
        min((select count(*) from project_phases ph where ph.project_id = p.id))::int phases
      from projects p join students s on s.id = p.student_id
      where p.root_id = ${rootId} group by 1, 2, 3, 4 order by 1, 2, 3`);
    const find = (cohort: number, type: number, semester: string) =>
      byCohort.find((row) => row.cohort === cohort && row.project_type === type && row.semester === semester);
    expect(find(2024, 0, '20261')).toMatchObject({ status: 1, phases: 4 });
    expect(find(2023, 0, '20251')).toMatchObject({ status: 3, phases: 4 });
    expect(find(2023, 2, '20261')).toMatchObject({ status: 1, phases: 3 });
    expect(find(2022, 1, '20261')).toMatchObject({ status: 1, phases: 4 });
    expect(byCohort.filter((row) => row.cohort >= 2025)).toEqual([]);
  });

  it('keeps open requests waiting for a teacher, and the demo teacher has some', async () => {
    const open = await app.db
      .select()
      .from(projectRequests)
      .where(sql`${projectRequests.rootId} = ${rootId} and ${projectRequests.status} = 0`);
    expect(open.length).toBeGreaterThanOrEqual(3);
    const { rows: demo } = await rows<{ id: number }>(
      sql`select id from teachers where root_id = ${rootId} and code = 'GV0001'`,
    );
    expect(
      open.filter((request) => request.finalTeacherId === Number(demo[0].id)).length,
    ).toBeGreaterThanOrEqual(2);
    for (const request of open) expect(request.finalTeacherId).toBeGreaterThan(0);
  });

  it('counts confirmed requests in teacher quotas and topics, never above quota', async () => {
    const { rows: quotas } = await rows<{ accepted: number; quota: number; confirmed: number }>(sql`
      select q.accepted, q.quota,
        (select count(*)::int from project_requests r where r.root_id = q.root_id and r.final_teacher_id = q.teacher_id
           and r.semester = q.semester and r.project_type = q.project_type and r.status = 1) confirmed
      from teacher_quotas q where q.root_id = ${rootId}`);
    for (const quota of quotas) {
      expect(quota.accepted).toBe(quota.confirmed);
      expect(quota.accepted).toBeLessThanOrEqual(quota.quota);
    }
    const topics = await app.db
      .select()
      .from(projectTopics)
      .where(sql`${projectTopics.rootId} = ${rootId}`);
    for (const topic of topics) expect(topic.acceptedCount).toBeLessThanOrEqual(topic.quota);
  });

  it('keeps past theses with Vietnamese reports, public and private, as the reference corpus', async () => {
    const { rows: theses } = await rows<{ privacy: number; n: number; shortest: number }>(sql`
      select privacy, count(*)::int n, min(length(text_report))::int shortest from projects
      where root_id = ${rootId} and student_id = -1 and status = 3 and project_type = 1 group by privacy order by privacy`);
    expect(theses.map((row) => row.privacy)).toEqual([0, 1]);
    expect(theses.reduce((sum, row) => sum + row.n, 0)).toBe(pastThesisCount(TEST_SCALE.students));
    for (const row of theses) expect(row.shortest).toBeGreaterThan(5000);
    // Their students are no longer on file: the thesis names its programme, which the list shows.
    const { cookie } = await login({ app, host });
    const listed = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/projects/query',
        headers: { host, cookie },
        payload: { limit: 50 },
      })
    ).json() as { data: { project: { studentId: number }; program: { name: string; nameEn: string } }[] };
    const past = listed.data.filter((item) => item.project.studentId === -1);
    expect(past.length).toBeGreaterThan(0);
    for (const item of past) expect(item.program.name).not.toBe('');
    // …in English too, for English readers.
    for (const item of past) expect(item.program.nameEn).not.toBe('');
  });

  it('opens, closes and locks deadlines of the current semester', async () => {
    const { rows: deadlines } = await rows<{
      kind: string;
      project_type: number;
      status: number;
      state: string;
    }>(sql`
      select kind, project_type, status,
        case when now() < start_date then 'not-yet' when now() > end_date then 'passed' else 'open' end state
      from deadlines where root_id = ${rootId} and semester = '20261'`);
    const of = (kind: string, type: number) =>
      deadlines.find((row) => row.kind === kind && row.project_type === type);
    expect(of('request', 3)?.state).toBe('passed');
    expect(of('request', 10)?.state).toBe('not-yet');
    expect(of('request', 4)?.status).toBe(1);
    expect(of('request', 1)?.status).toBe(2);
  });

  it('has reference books with ordered chapters for project courses', async () => {
    const { rows: books } = await rows<{ chapters: number; course_type: number }>(sql`
      select (select count(*)::int from ref_book_chapters ch where ch.book_id = b.id) chapters, c.course_type
      from ref_books b join courses c on c.id = b.course_id where b.root_id = ${rootId}`);
    expect(books.length).toBeGreaterThan(0);
    for (const book of books) {
      expect(book.chapters).toBeGreaterThanOrEqual(5);
      expect(book.course_type).toBeGreaterThan(0);
    }
  });
});

describe('projects data guarantees', () => {
  it('refuses a second open request of a student for the same course and semester, allows one after a cancel', async () => {
    const [open] = await app.db
      .select()
      .from(projectRequests)
      .where(sql`${projectRequests.rootId} = 4 and ${projectRequests.status} = 0`)
      .limit(1);
    const { id: _id, ...copy } = open;
    await expect(app.db.insert(projectRequests).values(copy)).rejects.toThrow();
    await app.db.execute(sql`update project_requests set status = 5 where id = ${open.id}`);
    await expect(app.db.insert(projectRequests).values(copy)).resolves.toBeDefined();
  });

  it('refuses to accept more students than a topic or a teacher quota allows', async () => {
    await expect(
      app.db.execute(sql`update project_topics set accepted_count = quota + 1 where root_id = 4`),
    ).rejects.toThrow();
    await expect(
      app.db.execute(sql`update teacher_quotas set accepted = quota + 1 where root_id = 4`),
    ).rejects.toThrow();
  });
});
