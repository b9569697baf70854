import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';

type Row = { title: string; titleEn: string; endAt?: string };
type Page = { data: Row[]; total: number };

const HOSTS = {
  hust: 'hust.localhost',
  hmu: 'hmu.localhost',
  actvn: 'actvn.localhost',
  unigate: 'unigate.localhost',
} as const;

describe('demo content fits each university', () => {
  let app: FastifyInstance;
  const titles = async (tenant: keyof typeof HOSTS, path: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `${path}?pageSize=200`,
      headers: { host: HOSTS[tenant] },
    });
    return ((response.json() as Page).data ?? []).map((row) => row.title).join('\n');
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives HMU medical honours, events and news, and no programming or robot teams', async () => {
    const honors = await titles('hmu', '/api/v1/honors');
    expect(honors).toMatch(/Thầy thuốc Nhân dân/);
    expect(honors).toMatch(/Giải phẫu học/);
    expect(honors).not.toMatch(/ICPC|lập trình|Robot|Tin học/i);
    expect(await titles('hmu', '/api/v1/events')).toMatch(/Y dược|sơ cấp cứu/);
    expect(await titles('hmu', '/api/v1/news')).toMatch(/Bệnh viện/);
    expect(await titles('hmu', '/api/v1/news')).not.toMatch(/kỹ thuật năm 2026/);
  });

  it('gives ACTVN cryptography and information security, HUST engineering', async () => {
    expect(await titles('actvn', '/api/v1/honors')).toMatch(/An toàn thông tin/);
    expect(await titles('actvn', '/api/v1/events')).toMatch(/CTF|Mật mã/);
    expect(await titles('actvn', '/api/v1/honors')).not.toMatch(/Robot|Giải phẫu/);
    const hust = await titles('hust', '/api/v1/honors');
    expect(hust).toMatch(/ICPC/);
    expect(hust).toMatch(/Robot/);
    expect(hust).not.toMatch(/Giải phẫu|Thầy thuốc/);
    expect(await titles('hust', '/api/v1/events')).toMatch(/Kỹ thuật|Robocon/);
  });

  it('shows no semester in the "2026.1" style in any tenant’s news or notifications text', async () => {
    for (const tenant of Object.keys(HOSTS) as (keyof typeof HOSTS)[])
      expect(await titles(tenant, '/api/v1/news')).not.toMatch(/\b20\d\d\.[123]\b/);
  });
});
