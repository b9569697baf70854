import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, login } from '../../helpers/test-app';

describe('calendar subscription URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ settings: { publicUrl: 'https://portal.example.edu' } });
  });
  afterAll(async () => app?.close());

  const subscriptionUrl = async (host: string) => {
    const { cookie } = await login({ app, host });
    expect(cookie).not.toBe('');
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/timetables/calendar-token',
      headers: { host, cookie },
    });
    expect(created.statusCode).toBe(200);
    return new URL(created.json().data.url as string);
  };

  it("is built from the tenant's own host, so the feed answers there (not PUBLIC_URL)", async () => {
    for (const host of ['hust.localhost:3999', 'hmu.localhost:3999']) {
      const url = await subscriptionUrl(host);
      // PUBLIC_URL is https, so a proxy ends TLS in front of us: the link is https too, on
      // PUBLIC_URL's port (none), whatever port the Host header names.
      expect(url.origin).toBe(`https://${host.replace(/:\d+$/, '')}`);
      const feed = await app.inject({ url: url.pathname, headers: { host } });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toMatch(/^BEGIN:VCALENDAR/);
    }
    // A Host header that names no tenant (an internal name) gets PUBLIC_URL.
    const url = await subscriptionUrl('portal-internal:3000');
    expect(url.origin).toBe('https://portal.example.edu');
  });
});
