import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChecksum } from '../../src/core/checksum';
import { isStrictDate, isStrictDateTime } from '../../src/server/plugins/strict-formats';
import { createTestApp, login } from '../helpers/test-app';

const HOST = 'unigate.localhost';

let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = (await login({ app, host: HOST })).cookie;
});
afterAll(async () => app?.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
const post = (url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, cookie, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
/** A 400 naming the field at fault. */
const refused = async (response: Awaited<ReturnType<typeof get>>, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, field });
  return response.json() as { field: string; reason: string };
};

describe('integers and ids are bounded', () => {
  it('refuses ids past 2^53, numbers past PostgreSQL integer and floats, in params and queries', async () => {
    for (const [url, field] of [
      ['/api/v1/news/1e308', 'params.id'],
      ['/api/v1/events/9223372036854775808', 'params.id'],
      ['/api/v1/relatives/99999999999999999999', 'params.id'],
      ['/api/v1/news?page=1e308', 'querystring.page'],
      ['/api/v1/teachers/query?departmentId=99999999999999999999999', 'querystring.departmentId'],
      ['/api/v1/teachers/query?page=2147483648', 'querystring.page'],
      ['/api/v1/class-registrations/seats?ids=1&ids=1e308', 'querystring.ids.1'],
      ['/api/v1/teachers/1.5', 'params.id'],
    ])
      await refused(await get(url), field);
    // A large id that fits 53 bits is still an id: not found, not refused.
    expect((await get(`/api/v1/news/${2 ** 40}`)).statusCode).toBe(404);
  });

  it('refuses them in bodies too', async () => {
    await refused(await post('/api/v1/notifications/read', { notificationId: 1e308 }), 'body.notificationId');
    await refused(await post('/api/v1/edu-units/query', { parentId: '1e308' }), 'body.parentId');
  });
});

describe('texts refuse control characters', () => {
  it('in the sign-in account (before any query)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: HOST },
      payload: { account: '2023\u00000001', password: 'x' },
    });
    const { reason } = await refused(response, 'body.account');
    expect(reason).toMatch(/control characters/);
  });

  it('in search, relatives and course-member bodies', async () => {
    await refused(await get('/api/v1/events?search=a%00b'), 'querystring.search');
    await refused(await get('/api/v1/class-registrations/classes?classType=%00'), 'querystring.classType');
    await refused(
      await post(
        '/api/v1/relatives/save',
        withChecksum({
          rule: 'relatives.save',
          body: {
            data: {
              fullName: 'An\u0000',
              relationship: 'other',
              address: { provinceCode: '01', wardCode: '00097' },
            },
          },
        }),
      ),
      'body.data.fullName',
    );
    await refused(
      await post('/api/v1/course-member/update/1', {
        updates: { note: 'x\u001b[2J' },
        checkSum: 'f'.repeat(64),
      }),
      'body.updates.note',
    );
  });

  it('keeps line breaks to multi-line fields', async () => {
    const { reason } = await refused(
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { host: HOST },
        payload: { account: 'a\nb', password: 'x' },
      }),
      'body.account',
    );
    expect(reason).toMatch(/one line/);
    const note = await post('/api/v1/course-member/update/1', {
      updates: { note: 'Dòng một\nDòng hai\tcột' },
      checkSum: 'f'.repeat(64),
    });
    expect(note.statusCode).not.toBe(400);
  });
});

describe('texts refuse lone surrogates', () => {
  it('in bodies and keys, before any statement or signature runs', async () => {
    const relative = (street: string) =>
      withChecksum({
        rule: 'relatives.save',
        body: {
          data: {
            fullName: 'Nguyễn Văn An',
            relationship: 'other',
            address: { provinceCode: '01', wardCode: '00097', street },
          },
        },
      });
    for (const street of ['Số 1 \ud800 Trãi', '\udc00 Láng']) {
      const { reason } = await refused(
        await post('/api/v1/relatives/save', relative(street)),
        'body.data.address.street',
      );
      expect(reason).toMatch(/lone surrogate/);
    }
    // Written by hand: JSON.stringify would escape the half pair as \\ud800 text too, so the test
    // sends exactly what an attacker's client would.
    const checkout = await post(
      '/api/payment/transactions/checkout',
      '{"transactionId":1,"content":"HP \\ud800"}',
    );
    // The payment API answers in its own SPEC shape.
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json()).toMatchObject({ code: 'FAILED', validateErrors: [{ field: 'body.content' }] });
    await refused(await post('/api/v1/notifications/query', '{"page":1,"\\udfff":1}'), 'body.?');
    // A query string is UTF-8 on the wire: a half pair's bytes decode to U+FFFD, never a surrogate.
  });

  it('keeps whole pairs (emoji, rare CJK) to everyone', async () => {
    expect((await get(`/api/v1/events?search=${encodeURIComponent('😀 𠀋')}`)).statusCode).toBe(200);
  });
});

describe('JSON bodies keep their types', () => {
  it('refuses null, booleans, arrays and numeric text where the schema says otherwise', async () => {
    for (const account of [null, true, ['20230001'], 20230001]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { host: HOST },
        payload: { account, password: 'Unigate@2026' },
      });
      await refused(response, 'body.account');
    }
    await refused(await post('/api/v1/notifications/query', { page: '2', pageSize: 5 }), 'body.page');
    await refused(
      await post('/api/v1/notifications/query', { page: 1, isUnreadOnly: 'true' }),
      'body.isUnreadOnly',
    );
    expect((await post('/api/v1/notifications/query', { page: 1, pageSize: 5 })).statusCode).toBe(200);
  });

  it('still reads numbers and lists from query strings, which are text on the wire', async () => {
    expect((await get('/api/v1/news?page=2')).statusCode).toBe(200);
    expect((await get('/api/v1/class-registrations/seats?ids=1')).statusCode).toBe(200);
  });
});

describe('date-times and dates are strict', () => {
  it('refuses what Date or PostgreSQL would not read the same', async () => {
    for (const lastUpdate of [
      '2026-06-30T23:59:60Z',
      '0000-01-01T00:00:00Z',
      '2026-01-01T00:00:00+25:00',
      '2026-01-01T00:00:00+05',
      '2026-01-01T00:00:00+15:00',
      '2026-02-30T10:00:00Z',
      '2026-01-01t00:00:00z',
    ]) {
      const body = withChecksum({ rule: 'relatives.save', body: { data: { id: 1, lastUpdate } } });
      await refused(await post('/api/v1/relatives/delete/1', body), 'body.data.lastUpdate');
    }
    for (const text of [
      '2026-01-05T08:00:00Z',
      '2026-01-05T08:00:00.123456+07:00',
      '2024-02-29T23:59:59-12:00',
    ])
      expect(isStrictDateTime(text), text).toBe(true);
    expect(isStrictDate('2024-02-29')).toBe(true);
    for (const text of ['2026-02-30', '2025-02-29', '0000-01-01', '2026-13-01', '2026-1-01'])
      expect(isStrictDate(text), text).toBe(false);
  });
});

describe('JSON bodies', () => {
  /** A JSON body sent to the sign-in, which anyone may call. */
  const send = (payload: string | Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: HOST, 'content-type': 'application/json' },
      payload,
    });

  it('refuses deep nesting before parsing, signed in or not', async () => {
    const deep = '{"data":' + '['.repeat(5000) + ']'.repeat(5000) + ',"checkSum":"x"}';
    expect((await post('/api/v1/relatives/save', deep)).statusCode).toBe(400);
    const deeper = '['.repeat(100_000) + ']'.repeat(100_000);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: deeper,
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject({ field: 'body' });
    // Fastify's own parse still runs after the depth check: prototype keys are refused.
    for (const payload of [
      '{"account":"a","password":"b","__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { host: HOST, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('names a forbidden prototype key instead of calling the JSON invalid, at any depth', async () => {
    for (const [payload, key] of [
      ['{"account":"a","password":"b","__proto__":{"x":1}}', '__proto__'],
      ['{"account":"a","password":"b","nested":[{"__proto__":null}]}', '__proto__'],
      ['{"constructor":{"prototype":{"x":1}}}', 'constructor'],
      ['{"a":{"b":{"constructor":{"prototype":{}}}}}', 'constructor'],
    ]) {
      const response = await send(payload);
      expect(response.statusCode, payload).toBe(400);
      const body = response.json() as { message: string; field: string; reason: string };
      // The shape of the other body refusals (depth limit): field, reason, and the message naming both.
      expect(body).toMatchObject({ statusCode: 400, field: 'body' });
      expect(body.message).toBe(`body: ${body.reason}`);
      expect(body.reason).toContain(key);
      expect(body.reason).toMatch(/khoá|khóa/);
      expect(body.reason).toMatch(/forbidden key/);
      expect(body.message).not.toMatch(/not valid JSON/);
    }
    // Malformed JSON is still called malformed.
    const malformed = await send('{"account":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'body' });
    expect(malformed.json().message).toMatch(/not valid JSON/);
    // The words as values, or a constructor without a prototype, are ordinary data: no refusal for them.
    const harmless = await send(
      '{"account":"__proto__","password":"constructor.prototype","x":{"constructor":{"name":1}}}',
    );
    expect(harmless.json().message ?? '').not.toMatch(/forbidden key/);
  });

  it('refuses bytes that are not UTF-8 instead of storing U+FFFD for them', async () => {
    for (const bytes of [[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xaf]]) {
      const payload = Buffer.concat([
        Buffer.from('{"account":"a'),
        Buffer.from(bytes),
        Buffer.from('","password":"b"}'),
      ]);
      const body = await refused(await send(payload), 'body');
      expect(body.reason).toMatch(/UTF-8/);
    }
    // Vietnamese text and a byte-order mark are read as before.
    const vietnamese = await send(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"account":"Nguyễn","password":"b"}')]),
    );
    expect(vietnamese.json().reason ?? '').not.toMatch(/UTF-8/);
    expect(vietnamese.statusCode).not.toBe(500);
  });
});

describe('multipart uploads', () => {
  const upload = (payload: string, contentType: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { host: HOST, cookie, 'content-type': contentType },
      payload,
    });
  const part = (name: string, body: string, filename?: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${body}\r\n`;

  it('answers a truncated upload with 400', async () => {
    const whole = part('file', '%PDF-1.7\n' + 'x'.repeat(4000), 'a.pdf') + '--b--\r\n';
    const response = await upload(whole.slice(0, 1500), 'multipart/form-data; boundary=b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'file' });
  });

  it('answers a wrong or missing boundary with 400 and too many parts with 413', async () => {
    const body = part('file', '%PDF-1.7\n%%EOF', 'a.pdf') + '--b--\r\n';
    expect((await upload(body, 'multipart/form-data; boundary=other')).statusCode).toBe(400);
    expect((await upload(body, 'multipart/form-data')).statusCode).toBe(400);
    const many =
      Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'v')).join('') +
      part('file', '%PDF-1.7\n%%EOF', 'a.pdf') +
      '--b--\r\n';
    const response = await upload(many, 'multipart/form-data; boundary=b');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ field: 'file' });
  });
});
