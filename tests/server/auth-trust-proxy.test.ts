import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readSettings, SettingsError } from '../../src/server/settings';
import { createTestApp, DEMO } from '../helpers/test-app';

const HOST = 'unigate.localhost';
const CLIENT = '203.0.113.7';

describe('TRUST_PROXY setting', () => {
  it('is off by default and accepts what Fastify accepts', () => {
    expect(readSettings({}).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readSettings({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('stops start-up naming the variable for anything else', () => {
    for (const value of ['proxy', '10.0.0.0/33', '127.0.0.1,', '1.2.3', '-1', '101'])
      expect(() => readSettings({ TRUST_PROXY: value }), value).toThrow(SettingsError);
    expect(() => readSettings({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/);
  });
});

/** The address the server saw for a sign-in: the session list shows it. */
const seenAddress = async ({
  app,
  account,
  remoteAddress,
  forwardedFor,
}: {
  app: FastifyInstance;
  account: string;
  remoteAddress: string;
  forwardedFor: string;
}) => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    headers: { host: HOST, 'x-forwarded-for': forwardedFor },
    payload: { account, password: DEMO.password },
  });
  const sid = login.cookies.find((c) => c.name === 'unigate_sid');
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/auth/sessions',
    headers: { host: HOST, cookie: `unigate_sid=${sid?.value}` },
  });
  return list.json().data.find((row: { current: boolean }) => row.current).ip as string;
};

describe('client address without TRUST_PROXY', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the socket peer, whatever X-Forwarded-For says', async () => {
    expect(
      await seenAddress({ app, account: '20230002', remoteAddress: '192.0.2.9', forwardedFor: CLIENT }),
    ).toBe('192.0.2.9');
  });

  it('so a forged X-Forwarded-For per request does not escape the IP budget', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const statuses: number[] = [];
    for (let i = 0; i < 51; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '198.51.100.200',
        headers: { host: HOST, 'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${i % 250}` },
        payload: { account: `spray${i}`, password: 'nope-1234' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('client address with TRUST_PROXY', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const appWith = async (trustProxy: boolean | number | string[]) => {
    const app = await createTestApp({ settings: { trustProxy } });
    apps.push(app);
    return app;
  };

  it('comes from X-Forwarded-For only when the peer is a listed proxy', async () => {
    const app = await appWith(['127.0.0.1', '10.0.0.0/8']);
    expect(
      await seenAddress({ app, account: '20230002', remoteAddress: '127.0.0.1', forwardedFor: CLIENT }),
    ).toBe(CLIENT);
    expect(
      await seenAddress({ app, account: '20230003', remoteAddress: '10.1.2.3', forwardedFor: CLIENT }),
    ).toBe(CLIENT);
    expect(
      await seenAddress({ app, account: '20230004', remoteAddress: '192.0.2.50', forwardedFor: CLIENT }),
    ).toBe('192.0.2.50');
  });

  it('takes the given number of hops', async () => {
    const app = await appWith(1);
    expect(
      await seenAddress({
        app,
        account: '20230002',
        remoteAddress: '10.9.9.9',
        forwardedFor: `198.51.100.1, ${CLIENT}`,
      }),
    ).toBe(CLIENT);
  });
});
