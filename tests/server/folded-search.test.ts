import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldedSearch } from '../../src/server/db/folded-search';
import { createTestApp, login } from '../helpers/test-app';

const HOST = 'unigate.localhost';
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

/** Whether `text` matches `search` in the database (PGlite here, PostgreSQL in the pg run). */
const matches = async (text: string, search: string) => {
  const condition = foldedSearch({ columns: [sql`${text}::text`], search });
  const result = await app.db.execute(sql`select 1 as hit where ${condition}`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
};

describe('searches in the database ignore diacritics and case', () => {
  it('finds Vietnamese names however they are typed, every word needed, wildcards literal', async () => {
    expect(await matches('Nguyễn Văn Đức', 'nguyen duc')).toBe(true);
    expect(await matches('Nguyễn Văn Đức', 'NGUYỄN VĂN ĐỨC')).toBe(true);
    expect(await matches('TRƯỜNG ĐẠI HỌC', 'truong dai hoc')).toBe(true);
    expect(await matches('Ứng dụng học máy', 'ung dung hoc may')).toBe(true);
    expect(await matches('Nguyễn Văn Đức', 'nguyen minh')).toBe(false);
    expect(await matches('50% off', '50%')).toBe(true);
    expect(await matches('5000 off', '50%')).toBe(false);
    expect(await matches('a_b', 'a_b')).toBe(true);
    expect(await matches('axb', 'a_b')).toBe(false);
    expect(foldedSearch({ columns: [sql`'x'`], search: '   ' })).toBeUndefined();
  });

  it('the teacher list finds a teacher by the name typed without diacritics', async () => {
    const { cookie } = await login({ app, host: HOST });
    const query = async (search: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/teachers/query?pageSize=100&search=${encodeURIComponent(search)}`,
          headers: { host: HOST, cookie },
        })
      ).json() as { data: { fullName: string }[]; total: number };
    const all = await query('');
    const name = all.data.map((teacher) => teacher.fullName).find((fullName) => /[Đđ]/.test(fullName));
    if (!name) throw new Error('no teacher with Đ in the demo data');
    const plain = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[Đđ]/g, 'D')
      .toUpperCase();
    const exact = await query(name);
    expect(exact.data.map((teacher) => teacher.fullName)).toContain(name);
    const typed = await query(plain);
    expect(typed.total).toBe(exact.total);
    expect(typed.data.map((teacher) => teacher.fullName)).toContain(name);
  });
});
