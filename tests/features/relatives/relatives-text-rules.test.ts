import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { withChecksum } from '../../../src/core/checksum';
import { createTestApp, login } from '../../helpers/test-app';

const HOST = 'unigate.localhost';
const RULE = 'relatives.save';

const relative = (fullName: string) => ({
  fullName,
  relationship: 'other',
  address: { provinceCode: '01', wardCode: '00097', street: '12 Phố Hồng Hà' },
});

describe('relatives: a name is visible text', () => {
  let app: FastifyInstance;
  let cookie: string;
  const save = (data: Record<string, unknown>, locale?: 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/relatives/save',
      headers: { host: HOST, cookie, ...(locale ? { 'x-locale': locale } : {}) },
      payload: withChecksum({ rule: RULE, body: { data } }),
    });
  const remove = (id: number, lastUpdate: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/relatives/delete/${id}`,
      headers: { host: HOST, cookie },
      payload: withChecksum({ rule: RULE, body: { data: { id, lastUpdate } } }),
    });

  beforeAll(async () => {
    app = await createTestApp();
    cookie = (await login({ app, host: HOST })).cookie;
  });
  afterAll(async () => app?.close());

  it('refuses blank and invisible-only names with 400 naming fullName', async () => {
    for (const fullName of ['   ', '\u200B\u200B', '\u200B\u200B\u200B', ' \u00A0 \u2060 ']) {
      const response = await save(relative(fullName));
      expect(response.statusCode, JSON.stringify(fullName)).toBe(400);
      expect(response.json()).toMatchObject({ field: 'data.fullName' });
      expect(response.json().reason).toMatch(/Không được để trống/);
    }
    // One letter between spaces is shorter than the form's 2 characters.
    const short = await save(relative('  A  '), 'en');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'data.fullName', reason: 'The full name is too short' });
  });

  it('refuses bidi controls (a right-to-left override) in the name and the street', async () => {
    const name = await save(relative('\u202Egnp.exe'));
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ field: 'data.fullName' });
    expect(name.json().reason).toMatch(/bidi/);
    const street = await save({
      ...relative('Nguyễn Văn An'),
      address: { ...relative('').address, street: 'Số 1\u2067x' },
    });
    expect(street.statusCode).toBe(400);
    expect(street.json()).toMatchObject({ field: 'data.address.street' });
  });

  it('accepts a Vietnamese name with diacritics and stores it without invisible edges', async () => {
    const response = await save(relative('\u200B  Nguyễn Thị Ánh Tuyết \u200B'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: 1, data: { fullName: 'Nguyễn Thị Ánh Tuyết' } });
    // Decomposed diacritics (combining marks) are visible text too.
    const decomposed = await save(relative('Đỗ Văn Hùng'.normalize('NFD')));
    expect(decomposed.statusCode, decomposed.body).toBe(200);
    for (const { data } of [response.json(), decomposed.json()])
      expect((await remove(data.id, data.lastUpdate)).json()).toMatchObject({ code: 1 });
  });
});
