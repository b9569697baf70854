import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, login } from '../../helpers/test-app';

const HOST = 'unigate.localhost';

type Unit = {
  code: string;
  name: string;
  type: string;
  typeEn: string;
  parentCode: string | null;
  level: number;
};

describe('addresses (SPEC §7) and language lists', () => {
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = { host: HOST }) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the 34 province-level units, then the wards of one', async () => {
    const provinces = await get('/api/v1/addresses');
    expect(provinces.statusCode).toBe(200);
    expect(provinces.json().total).toBe(34);
    expect(provinces.headers['cache-control']).toContain('max-age');
    const hanoi = (provinces.json().data as Unit[]).find((unit) => unit.code === '01');
    expect(hanoi).toEqual({
      code: '01',
      name: 'Thành phố Hà Nội',
      type: 'Thành phố',
      typeEn: 'City',
      parentCode: null,
      level: 1,
    });
    const wards = (await get('/api/v1/addresses?parentCode=01')).json() as { data: Unit[]; total: number };
    expect(wards.total).toBeGreaterThan(100);
    expect(wards.data.every((unit) => unit.parentCode === '01' && unit.level === 2)).toBe(true);
  });

  it('walks the pre-2025 three levels with legacy=1', async () => {
    expect((await get('/api/v1/addresses?legacy=1')).json().total).toBe(63);
    const districts = (await get('/api/v1/addresses?legacy=true&parentCode=01')).json() as { data: Unit[] };
    expect(districts.data.map((unit) => unit.name)).toContain('Quận Hoàn Kiếm');
    const wards = (await get('/api/v1/addresses?legacy=1&parentCode=002')).json() as { data: Unit[] };
    expect(wards.data.length).toBeGreaterThan(0);
    expect(wards.data.every((unit) => unit.level === 3 && unit.parentCode === '002')).toBe(true);
  });

  it('finds units by GSO codes in the order asked; an empty list answers []', async () => {
    const byIds = await get('/api/v1/addresses/get-by-ids?ids=79&ids=01&ids=00000&ids=01');
    expect(byIds.statusCode).toBe(200);
    expect((byIds.json().data as Unit[]).map((unit) => unit.code)).toEqual(['79', '01']);
    expect((await get('/api/v1/addresses/get-by-ids?ids=79,01')).json().total).toBe(2);
    expect((await get('/api/v1/addresses/get-by-ids')).json()).toEqual({ data: [], total: 0 });
    expect((await get('/api/v1/addresses/get-by-ids?ids=')).json()).toEqual({ data: [], total: 0 });
    const byCodes = (await get('/api/v1/addresses/get-by-codes?codes=001&codes=00001&legacy=1')).json() as {
      data: Unit[];
    };
    expect(byCodes.data.map((unit) => unit.name)).toEqual(['Quận Ba Đình', 'Phường Phúc Xá']);
  });

  it('refuses bad input with 400 and unknown parents with 404', async () => {
    for (const url of [
      '/api/v1/addresses?parentCode=abc',
      '/api/v1/addresses?legacy=maybe',
      '/api/v1/addresses/get-by-ids?ids=1',
      '/api/v1/addresses/get-by-codes?codes=x1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().field).toBeTruthy();
    }
    expect((await get('/api/v1/addresses?parentCode=98')).statusCode).toBe(404);
    expect((await get('/api/v1/addresses?parentCode=00004')).json()).toEqual({ data: [], total: 0 });
  });

  it("answers the signed-in user's own old address only", async () => {
    expect((await get('/api/v1/addresses/old?userId=1')).statusCode).toBe(401);
    const { cookie, body } = await login({ app, host: HOST });
    const userId = body.data.id as number;
    const mine = await get(`/api/v1/addresses/old?userId=${userId}`, { host: HOST, cookie });
    expect(mine.statusCode).toBe(200);
    const { data } = mine.json() as {
      data: {
        userId: number;
        provinceCode: string;
        districtCode: string;
        wardCode: string;
        text: string;
        units: Unit[];
      };
    };
    expect(data.userId).toBe(userId);
    expect(data.units.map((unit) => unit.code)).toEqual([
      data.provinceCode,
      data.districtCode,
      data.wardCode,
    ]);
    expect(data.units.map((unit) => unit.level)).toEqual([1, 2, 3]);
    expect(data.text).toContain(data.units[0].name);
    expect((await get(`/api/v1/addresses/old?userId=${userId + 1}`, { host: HOST, cookie })).statusCode).toBe(
      403,
    );
    expect((await get('/api/v1/addresses/old', { host: HOST, cookie })).statusCode).toBe(400);
    const hust = await login({ app, host: 'hust.localhost' });
    expect(
      (
        await get(`/api/v1/addresses/old?userId=${hust.body.data.id}`, {
          host: 'hmu.localhost',
          cookie: hust.cookie,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lists languages by type with the SPEC language codes', async () => {
    const ui = (await get('/api/v1/language/get-by-type?type=interface')).json() as {
      data: { id: number; code: string; name: string; nameEn: string }[];
    };
    expect(ui.data.map(({ id, code }) => [id, code])).toEqual([
      [1, 'vi'],
      [2, 'en'],
    ]);
    const foreign = (await get('/api/v1/language/get-by-type?type=foreign')).json() as {
      data: { id: number; code: string; name: string }[];
    };
    expect(foreign.data.slice(0, 3).map(({ id, code, name }) => [id, code, name])).toEqual([
      [2, 'en', 'Tiếng Anh'],
      [3, 'fr', 'Tiếng Pháp'],
      [4, 'jp', 'Tiếng Nhật'],
    ]);
    const certificates = (await get('/api/v1/language/get-by-type?type=certificate')).json() as {
      data: { code: string; languageId: number }[];
    };
    expect(certificates.data.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['IELTS', 'TOEIC', 'TOEFL_IBT', 'VSTEP', 'JLPT']),
    );
    expect(certificates.data.find((entry) => entry.code === 'JLPT')?.languageId).toBe(4);
    expect((await get('/api/v1/language/get-by-type?type=klingon')).statusCode).toBe(400);
    expect((await get('/api/v1/language/get-by-type')).statusCode).toBe(400);
  });
});
