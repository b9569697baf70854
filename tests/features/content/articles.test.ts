import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../helpers/test-app';
import { news } from '../../../src/features/content/shared/tables';

const UNIGATE = { host: 'unigate.localhost' };
const HUST = { host: 'hust.localhost' };

type Row = {
  id: number;
  title: string;
  summary: string;
  publishedAt: string;
  startAt: string;
  endAt: string;
  honoredAt: string;
  categoryCode: string;
  categoryName: string;
  content?: string;
};
type Page = { data: Row[]; total: number };

describe('news, events and honors', () => {
  let app: FastifyInstance;
  const get = async (url: string, headers = UNIGATE) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['/api/v1/news', 'publishedAt'],
    ['/api/v1/honors', 'honoredAt'],
  ] as const)('%s lists newest first, paged, without content, with a total', async (url, dateField) => {
    const all = (await get(`${url}?pageSize=200`)).json() as Page;
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.data).toHaveLength(all.total);
    const dates = all.data.map((row) => Date.parse(row[dateField]));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.data.every((row) => row.content === undefined)).toBe(true);
    expect(all.data.some((row) => row[dateField].startsWith('2026'))).toBe(true);

    const page = (await get(`${url}?page=2&pageSize=3`)).json() as Page;
    expect(page.total).toBe(all.total);
    expect(page.data.map((row) => row.id)).toEqual(all.data.slice(3, 6).map((row) => row.id));
  });

  describe('events on 23/11/2026', () => {
    const NOW = Date.parse('2026-11-23T03:00:00Z');
    beforeAll(() => {
      // Only the clock: the server's timers keep running.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
    });
    afterAll(() => vi.useRealTimers());

    it('lists upcoming events first, soonest first, then past ones, most recent first', async () => {
      const all = (await get('/api/v1/events?pageSize=200')).json() as Page;
      const isUpcoming = (row: Row) => Date.parse(row.endAt) >= NOW;
      const upcoming = all.data.filter(isUpcoming);
      const past = all.data.filter((row) => !isUpcoming(row));
      expect(upcoming.length).toBeGreaterThanOrEqual(3);
      expect(past.length).toBeGreaterThanOrEqual(3);
      expect(all.data).toEqual([...upcoming, ...past]);
      const starts = (rows: Row[]) => rows.map((row) => Date.parse(row.startAt));
      expect(starts(upcoming)).toEqual(starts(upcoming).sort((a, b) => a - b));
      expect(starts(past)).toEqual(starts(past).sort((a, b) => b - a));
      // Paging follows the same order.
      const second = (await get('/api/v1/events?page=2&pageSize=2')).json() as Page;
      expect(second.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
    });

    it('keeps only upcoming or only past events with `when`', async () => {
      const all = (await get('/api/v1/events?pageSize=200')).json() as Page;
      const upcoming = (await get('/api/v1/events?when=upcoming&pageSize=200')).json() as Page;
      const past = (await get('/api/v1/events?when=past&pageSize=200')).json() as Page;
      expect(upcoming.data.every((row) => Date.parse(row.endAt) >= NOW)).toBe(true);
      expect(past.data.every((row) => Date.parse(row.endAt) < NOW)).toBe(true);
      expect(upcoming.total + past.total).toBe(all.total);
      expect([...upcoming.data, ...past.data].map((row) => row.id)).toEqual(all.data.map((row) => row.id));
      const bad = await get('/api/v1/events?when=soon');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBeTruthy();
    });
  });

  it('does not repeat an event’s summary in its content', async () => {
    const { data } = (await get('/api/v1/events?pageSize=200')).json() as Page;
    for (const row of data) {
      const { data: detail } = (await get(`/api/v1/events/${row.id}`)).json() as { data: Row };
      expect(detail.content, row.title).not.toContain(row.summary);
    }
  });

  it('searches news accent-insensitively and by category family', async () => {
    const found = (await get(`/api/v1/news?search=${encodeURIComponent('hoc bong')}`)).json() as Page;
    expect(found.total).toBeGreaterThanOrEqual(2);
    expect(found.data.every((row) => /học bổng/i.test(row.title) || row.categoryCode === 'hoc-bong')).toBe(
      true,
    );
    const family = (await get('/api/v1/news?category=tin-tuc&pageSize=200')).json() as Page;
    const recruitment = (await get('/api/v1/news?category=tuyen-dung')).json() as Page;
    const all = (await get('/api/v1/news?pageSize=200')).json() as Page;
    expect(family.total + recruitment.total).toBe(all.total);
    expect(
      recruitment.data.every((row) => row.categoryCode === 'tuyen-dung' && row.categoryName === 'Tuyển dụng'),
    ).toBe(true);
  });

  it('shows an item with its sanitized rich text; unknown ids answer 404', async () => {
    const [first] = ((await get('/api/v1/events?pageSize=1')).json() as Page).data;
    const detail = await get(`/api/v1/events/${first.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: first.id, title: first.title });
    expect(detail.json().data.content).toMatch(/^<p>/);
    for (const url of ['/api/v1/news/999999', '/api/v1/events/999999', '/api/v1/honors/999999'])
      expect((await get(url)).statusCode).toBe(404);
  });

  it('sanitizes rich text on read even when a row holds unsafe HTML', async () => {
    const [first] = ((await get('/api/v1/news?pageSize=1')).json() as Page).data;
    await app.db
      .update(news)
      .set({
        content:
          '<p onclick="steal()">Xin chào<script>alert(1)</script><a href="javascript:alert(2)">link</a><img src="x" onerror="alert(3)"></p>',
      })
      .where(eq(news.id, first.id));
    const { data } = (await get(`/api/v1/news/${first.id}`)).json() as { data: { content: string } };
    expect(data.content).toContain('Xin chào');
    expect(data.content).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it("keeps each tenant's items to itself", async () => {
    const [mine] = ((await get('/api/v1/honors?pageSize=1')).json() as Page).data;
    expect((await get(`/api/v1/honors/${mine.id}`, HUST)).statusCode).toBe(404);
    const theirs = (await get('/api/v1/honors?pageSize=200', HUST)).json() as Page;
    expect(theirs.data.map((row) => row.id)).not.toContain(mine.id);
  });

  it('names the honouring unit in both languages', async () => {
    const { data } = (await get('/api/v1/honors?pageSize=200', HUST)).json() as {
      data: { unitName: string; unitNameEn: string }[];
    };
    expect(data.length).toBeGreaterThan(0);
    for (const row of data)
      expect(row).toMatchObject({
        unitName: 'Đại học Bách khoa Hà Nội',
        unitNameEn: expect.stringMatching(/Hanoi University of Science and Technology/),
      });
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const url of [
      '/api/v1/news?page=0',
      '/api/v1/events?pageSize=500',
      '/api/v1/honors?recipientKind=alien',
      '/api/v1/news/abc',
      '/api/v1/news?foo=bar',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().field).toBeTruthy();
    }
  });

  it('lists news categories', async () => {
    const { data } = (await get('/api/v1/news/categories')).json() as {
      data: { code: string; parentCode: string }[];
    };
    expect(data.map((category) => category.code)).toEqual(
      expect.arrayContaining(['tin-tuc', 'dao-tao', 'doanh-nghiep', 'tuyen-dung']),
    );
  });
});

describe('news under a parent news category (SPEC §6 PARENT_NEWS_CATEGORY)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ settings: { parentNewsCategory: 'doanh-nghiep' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists, shows and offers only the parent category and its children', async () => {
    const list = (
      await app.inject({ method: 'GET', url: '/api/v1/news?pageSize=200', headers: UNIGATE })
    ).json() as Page;
    expect(list.total).toBeGreaterThan(0);
    expect(list.data.every((row) => ['doanh-nghiep', 'tuyen-dung'].includes(row.categoryCode))).toBe(true);
    const outside = (
      await app.inject({ method: 'GET', url: '/api/v1/news?category=dao-tao', headers: UNIGATE })
    ).json() as Page;
    expect(outside).toEqual({ data: [], total: 0 });
    const [hidden] = await app.db
      .select({ id: news.id })
      .from(news)
      .where(eq(news.categoryCode, 'dao-tao'))
      .limit(1);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/news/${hidden.id}`, headers: UNIGATE })).statusCode,
    ).toBe(404);
    const categories = (
      await app.inject({ method: 'GET', url: '/api/v1/news/categories', headers: UNIGATE })
    ).json() as { data: { code: string }[] };
    expect(categories.data.map((category) => category.code).sort()).toEqual(['doanh-nghiep', 'tuyen-dung']);
  });
});
