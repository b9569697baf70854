import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChecksum } from '../../src/core/checksum';
import { hardenInputSchema } from '../../src/server/plugins/harden-input-schema';
import { createInputAjv } from '../../src/server/plugins/hardened-validator';
import { isStrictDateTime } from '../../src/server/plugins/strict-formats';
import { createTestApp, login } from '../helpers/test-app';

const HOST = 'unigate.localhost';
/** Valid as written, but in UTC year 10000 or year 0: PostgreSQL's timestamptz refuses them. */
const OUT_OF_RANGE = ['9999-12-31T23:59:59-14:00', '0001-01-01T00:00:00+01:00', '9999-12-31T10:00:00-14:00'];

let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = (await login({ app, host: HOST })).cookie;
});
afterAll(async () => app?.close());

const post = (url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('date-times stay within years 0001-9999 in UTC', () => {
  it('refuses an offset that moves the instant out of range, keeps the edges', () => {
    for (const text of OUT_OF_RANGE) expect(isStrictDateTime(text), text).toBe(false);
    for (const text of [
      '9999-12-31T23:59:59Z',
      '9999-12-31T09:59:59-14:00',
      '0001-01-01T00:00:00Z',
      '0001-01-01T00:00:00-01:00',
      '0001-01-01T14:00:00.000+14:00',
    ])
      expect(isStrictDateTime(text), text).toBe(true);
    expect(isStrictDateTime('2026-02-30T10:00:00Z')).toBe(false);
  });

  it('answers 400 naming lastUpdate, never 500, on relatives and project saves', async () => {
    for (const lastUpdate of OUT_OF_RANGE) {
      const remove = await post(
        '/api/v1/relatives/delete/1',
        withChecksum({ rule: 'relatives.save', body: { data: { id: 1, lastUpdate } } }),
      );
      expect(remove.statusCode, remove.body).toBe(400);
      expect(remove.json().field).toBe('body.data.lastUpdate');
      const save = await post(
        '/api/v1/relatives/save',
        withChecksum({
          rule: 'relatives.save',
          body: {
            data: {
              id: 1,
              lastUpdate,
              fullName: 'Nguyễn Văn An',
              relationship: 'other',
              address: { provinceCode: '01', wardCode: '00097' },
            },
          },
        }),
      );
      expect(save.statusCode, save.body).toBe(400);
      expect(save.json().field).toBe('data.lastUpdate');
      const project = await post('/api/v1/projects/student-projects/1/save', { lastUpdate, checkSum: 'x' });
      expect(project.statusCode, project.body).toBe(400);
      expect(project.json().field).toBe('body.lastUpdate');
      const phase = await post('/api/v1/projects/student-project-phases/1/save', {
        updates: { lastUpdate },
        checkSum: 'x',
      });
      expect(phase.statusCode, phase.body).toBe(400);
      expect(phase.json().field).toBe('body.updates.lastUpdate');
    }
  });
});

describe('texts with a minLength need visible characters', () => {
  const ajv = createInputAjv();
  const reason = (schema: object, value: string) => {
    const validate = ajv.compile(hardenInputSchema({ type: 'object', properties: { text: schema } }));
    return validate({ text: value }) ? null : (validate.errors?.[0]?.message ?? 'refused');
  };

  it('refuses blanks and invisible-only text where a minLength asks for text', () => {
    for (const value of ['   ', '\u200B\u200B\u200B', '\u00A0\u3000', '\uFEFF\u2060 \u200D'])
      expect(reason({ type: 'string', minLength: 1 }, value), JSON.stringify(value)).toMatch(/blank/);
    expect(reason({ type: 'string', minLength: 1, 'x-multiline': true }, ' \t\n ')).toMatch(/blank/);
    // Optional text may stay blank.
    expect(reason({ type: 'string' }, '   ')).toBeNull();
    expect(reason({ type: 'string', minLength: 0 }, '')).toBeNull();
  });

  it('counts minLength without invisible characters at either end', () => {
    const reasonField = { type: 'string', minLength: 20, maxLength: 1000, 'x-multiline': true };
    expect(reason(reasonField, `${' '.repeat(25)}a`)).toMatch(/at least 20 characters/);
    expect(reason(reasonField, `\u200B${'a'.repeat(19)}\u200B `)).toMatch(/at least 20 characters/);
    expect(reason(reasonField, `  ${'Tôi muốn học tiếp kỳ này'}  `)).toBeNull();
    // Spaces between words count: only the ends are left out.
    expect(reason(reasonField, 'a                  b')).toBeNull();
  });

  it('refuses bidi overrides, embeddings and isolates in any text, keeps other marks', () => {
    for (const value of ['\u202Egnp.exe', 'a\u202Ab', 'x\u2066y\u2069', 'ab\u202C'])
      expect(reason({ type: 'string' }, value), JSON.stringify(value)).toMatch(/bidirectional/);
    for (const value of ['Nguyễn Văn An', 'Ngô Thị Hương', 'a\u200Bb', '😀 𠀋', 'نص\u200F'])
      expect(reason({ type: 'string', minLength: 1 }, value), value).toBeNull();
    // Enumerated values are checked by their enum alone.
    expect(reason({ type: 'string', enum: ['a'] }, 'a')).toBeNull();
  });

  it('leaves passwords as their owners chose them', () => {
    const validate = ajv.compile(
      hardenInputSchema({ type: 'object', properties: { password: { type: 'string', minLength: 1 } } }),
    );
    for (const value of ['   ', '\u202Eabc', ' pass word '])
      expect(validate({ password: value }), JSON.stringify(value)).toBe(true);
  });

  it('stays linear on long runs of spaces', () => {
    const started = performance.now();
    expect(reason({ type: 'string', minLength: 2, maxLength: 200_000 }, `${' '.repeat(100_000)}a`)).toMatch(
      /at least 2/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('answers a route 400 naming the field, with the reason in Vietnamese and English', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: HOST },
      payload: { account: '   ', password: 'x' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.account' });
    expect(response.json().reason).toMatch(/Không được để trống.*\/ Must not be blank/);
  });
});
