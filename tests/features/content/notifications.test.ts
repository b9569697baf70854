import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, notInArray } from 'drizzle-orm';
import { createTestApp, login } from '../../helpers/test-app';
import { notificationReads, notifications } from '../../../src/features/content/shared/tables';

const HOST = 'unigate.localhost';

type Notification = { id: number; title: string; titleEn: string; createdAt: string; link: string };
type Page = { data: Notification[]; readIds: number[]; total: number };

describe('notifications (SPEC §7: count, query, read once)', () => {
  let app: FastifyInstance;
  let cookie: string;
  let userId: number;
  const post = (url: string, payload?: object, headers: Record<string, string> = { host: HOST, cookie }) =>
    app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const counts = async () =>
    (await post('/api/v1/notifications/count', {})).json() as { total: number; read: number };

  beforeAll(async () => {
    app = await createTestApp();
    const session = await login({ app, host: HOST });
    cookie = session.cookie;
    userId = session.body.data.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('needs a session, and a session of the same tenant', async () => {
    expect((await post('/api/v1/notifications/count', {}, { host: HOST })).statusCode).toBe(401);
    const hust = await login({ app, host: 'hust.localhost' });
    expect(
      (await post('/api/v1/notifications/count', {}, { host: 'hmu.localhost', cookie: hust.cookie }))
        .statusCode,
    ).toBe(401);
  });

  it('counts broadcast and personal notifications (body optional)', async () => {
    const response = await post('/api/v1/notifications/count');
    expect(response.statusCode).toBe(200);
    const [{ total }] = await app.db
      .select({ total: count() })
      .from(notifications)
      .where(eq(notifications.rootId, app.appConfig.byHost.get(HOST)!.rootId));
    expect(response.json()).toEqual({ total: expect.any(Number), read: 0 });
    expect(response.json().total).toBeGreaterThanOrEqual(10);
    expect(response.json().total).toBeLessThan(total);
  });

  it('pages notifications newest first with the read ids of the page', async () => {
    const all = (await post('/api/v1/notifications/query', { pageSize: 200 })).json() as Page;
    expect(all.total).toBe((await counts()).total);
    const dates = all.data.map((row) => Date.parse(row.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.readIds).toEqual([]);
    const page = (await post('/api/v1/notifications/query', { page: 2, pageSize: 3 })).json() as Page;
    expect(page.data.map((row) => row.id)).toEqual(all.data.slice(3, 6).map((row) => row.id));
    expect(page.total).toBe(all.total);
  });

  it('marks a notification read once; repeating it changes nothing', async () => {
    const { data } = (await post('/api/v1/notifications/query', { pageSize: 1 })).json() as Page;
    const first = await post('/api/v1/notifications/read', { notificationId: data[0].id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      code: 1,
      data: { notificationId: data[0].id, isFirstRead: true, read: 1 },
    });
    const again = await post('/api/v1/notifications/read', { notificationId: data[0].id });
    expect(again.json()).toMatchObject({ code: 1, data: { isFirstRead: false, read: 1 } });
    expect((await counts()).read).toBe(1);
    const page = (await post('/api/v1/notifications/query', { pageSize: 1 })).json() as Page;
    expect(page.readIds).toEqual([data[0].id]);
    const unread = (
      await post('/api/v1/notifications/query', { isUnreadOnly: true, pageSize: 200 })
    ).json() as Page;
    expect(unread.data.map((row) => row.id)).not.toContain(data[0].id);
    expect(unread.total).toBe(page.total - 1);
  });

  it('stores one read under concurrent calls', async () => {
    const { data } = (await post('/api/v1/notifications/query', { page: 2, pageSize: 1 })).json() as Page;
    const before = (await counts()).read;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post('/api/v1/notifications/read', { notificationId: data[0].id })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().data.isFirstRead)).toHaveLength(1);
    expect((await counts()).read).toBe(before + 1);
    const [{ rows }] = await app.db
      .select({ rows: count() })
      .from(notificationReads)
      .where(and(eq(notificationReads.notificationId, data[0].id), eq(notificationReads.userId, userId)));
    expect(rows).toBe(1);
  });

  it("cannot read another user's or another tenant's notification", async () => {
    const rootId = app.appConfig.byHost.get(HOST)!.rootId;
    const theirs = await app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.rootId, rootId), notInArray(notifications.userId, [-1, userId])));
    const foreign = await app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.rootId, app.appConfig.byHost.get('hust.localhost')!.rootId))
      .limit(1);
    expect(theirs.length).toBeGreaterThan(0);
    for (const { id } of [...theirs, ...foreign]) {
      expect((await post('/api/v1/notifications/read', { notificationId: id })).statusCode).toBe(404);
    }
    const mine = (await post('/api/v1/notifications/query', { pageSize: 200 })).json() as Page;
    expect(mine.data.map((row) => row.id)).not.toContain(theirs[0].id);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [url, payload, field] of [
      ['/api/v1/notifications/read', {}, 'notificationId'],
      ['/api/v1/notifications/read', { notificationId: 'abc' }, 'notificationId'],
      ['/api/v1/notifications/query', { pageSize: 0 }, 'pageSize'],
      ['/api/v1/notifications/query', { extra: true }, 'body'],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toContain(field);
    }
  });

  it('shows a first-year no broadcast sent before their admission; count, list and dashboard agree', async () => {
    const newcomer = await login({ app, host: HOST, account: '20260001' });
    const as = (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: { host: HOST, cookie: newcomer.cookie }, payload });
    const all = (await as('/api/v1/notifications/query', { pageSize: 200 })).json() as Page;
    const admitted = Date.parse('2026-07-31T17:00:00Z');
    const rootId = app.appConfig.byHost.get(HOST)!.rootId;
    const broadcasts = await app.db
      .select({ id: notifications.id, createdAt: notifications.createdAt })
      .from(notifications)
      .where(and(eq(notifications.rootId, rootId), eq(notifications.userId, -1)));
    const old = broadcasts.filter((row) => row.createdAt.getTime() < admitted).map((row) => row.id);
    const recent = broadcasts.filter((row) => row.createdAt.getTime() >= admitted).map((row) => row.id);
    expect(old.length).toBeGreaterThan(0);
    expect(recent.length).toBeGreaterThan(0);
    const shown = all.data.map((row) => row.id);
    expect(shown).toEqual(expect.arrayContaining(recent));
    for (const id of old) expect(shown).not.toContain(id);
    expect(all.data.every((row) => Date.parse(row.createdAt) >= admitted)).toBe(true);
    const count = (await as('/api/v1/notifications/count')).json() as { total: number; read: number };
    expect(count).toEqual({ total: all.total, read: 0 });
    const unread = (
      await as('/api/v1/notifications/query', { isUnreadOnly: true, pageSize: 200 })
    ).json() as Page;
    expect(unread.total).toBe(count.total - count.read);
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/v1/dashboard',
      headers: { host: HOST, cookie: newcomer.cookie },
    });
    expect(dashboard.json().data.notifications.unread).toBe(unread.total);
    // A broadcast from before the admission cannot be marked read either: it is not theirs.
    expect((await as('/api/v1/notifications/read', { notificationId: old[0] })).statusCode).toBe(404);
  });

  it('still shows a later-year student the broadcasts of their years', async () => {
    const all = (await post('/api/v1/notifications/query', { pageSize: 200 })).json() as Page;
    expect(all.data.some((row) => Date.parse(row.createdAt) < Date.parse('2026-07-31T17:00:00Z'))).toBe(true);
  });
});
