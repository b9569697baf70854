import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login } from '../helpers/test-app';
import { operationsOf } from './fuzz/openapi-operations';
import type { Operation, Schema } from './fuzz/openapi-operations';
import { changedCounts, createRowCounter } from './fuzz/row-counts';

/**
 * The body of every refusal: `error` is the status's HTTP reason ("Bad Request", never the class
 * name "Error" or "FastifyError"), the message is a sentence, and a 400 names the field and the
 * reason. Every POST operation of the app's own OpenAPI document gets the same malformed bodies
 * (invalid JSON, empty, arrays, wrong types, unknown enum values, huge numbers), signed in and
 * not: none answers 5xx, none stores a row.
 */
const HOST = 'unigate.localhost';
const app = await createTestApp();
await app.ready();
const operations = operationsOf(app.swagger() as unknown as Parameters<typeof operationsOf>[0]).filter(
  (operation) => operation.method === 'POST',
);
const counter = await createRowCounter(app);
let cookie = '';
let address = 0;

beforeAll(async () => {
  cookie = (await login({ app, host: HOST })).cookie;
  expect(cookie).not.toBe('');
});
afterAll(async () => app.close());

const propertiesOf = (schema: Schema | undefined) =>
  Object.entries((schema?.properties ?? {}) as Record<string, Schema>);

/** A value of another type than the schema asks for. */
const wrongTypeOf = (schema: Schema): unknown => {
  if (Array.isArray(schema.enum)) return { not: 'an enum value' };
  switch (schema.type) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return { not: 'a boolean' };
    case 'array':
      return 'not an array';
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return [[{}]];
  }
};

/** One body per kind of malformed input; `json` bodies are sent as written. */
const bodiesOf = (operation: Operation): { label: string; json: string }[] => {
  const props = propertiesOf(operation.body);
  const every = (valueOf: (schema: Schema) => unknown) =>
    JSON.stringify(Object.fromEntries(props.map(([name, schema]) => [name, valueOf(schema)])));
  const bodies = [
    { label: 'invalid JSON', json: '{"a":' },
    { label: 'empty body', json: '' },
    { label: 'array instead of object', json: '[{"a":1},[2]]' },
    { label: 'a bare string', json: '"text"' },
    { label: 'null', json: 'null' },
  ];
  if (props.length === 0) return bodies;
  return [
    ...bodies,
    { label: 'wrong types', json: every(wrongTypeOf) },
    {
      label: 'unknown enum values',
      json: every((schema) =>
        Array.isArray(schema.enum) ? '__not_in_enum__' : schema.type === 'string' ? 'x' : 1,
      ),
    },
    // Written as text: beyond what a JSON number keeps exactly (2^64) and what a double holds (1e400).
    {
      label: 'huge numbers',
      json: `{${props.map(([name], i) => `${JSON.stringify(name)}:${i % 2 ? '1e400' : '18446744073709551616'}`).join(',')}}`,
    },
    {
      label: 'arrays instead of fields',
      json: every(() => [1, 'two', { three: 3 }]),
    },
  ];
};

/** The concrete URL of an operation: every path parameter a valid-looking id. */
const urlOf = (operation: Operation) => operation.path.replace(/\{[^}]+\}/g, '1');

/** What is wrong with a refusal's body, or null when it is well formed. */
const faultOf = (status: number, text: string): string | null => {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `a ${status} that is not JSON`;
  }
  // SPEC §7 checkout answers its own shape: FAILED and the fields at fault.
  if (body.code === 'FAILED') {
    const errors = body.validateErrors as { field?: string; message?: string }[] | undefined;
    return errors?.[0]?.field && errors[0].message ? null : `a FAILED checkout without its field`;
  }
  if (body.statusCode !== status) return `statusCode ${String(body.statusCode)} in a ${status}`;
  if (body.error !== STATUS_CODES[status]) return `error "${String(body.error)}" in a ${status}`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return `a ${status} without a message`;
  if (status === 400) {
    if (typeof body.field !== 'string' || !body.field) return 'a 400 without its field';
    if (typeof body.reason !== 'string' || !body.reason) return 'a 400 without its reason';
    if (!body.message.includes(body.field)) return `a 400 message not naming its field ${body.field}`;
  }
  return null;
};

describe('every 4xx body says the HTTP reason, and a 400 names the field and the reason', () => {
  it('finds a broad sample of POST routes', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => ({ operation, name: `POST ${operation.path}` })))(
    '$name',
    async ({ operation }) => {
      const failures: string[] = [];
      const before = await counter.count();
      for (const [i, { label, json }] of bodiesOf(operation).entries()) {
        for (const identity of i < 2 ? [cookie, ''] : [cookie]) {
          address += 1;
          const response = await app.inject({
            method: 'POST',
            url: urlOf(operation),
            headers: {
              host: HOST,
              'content-type': 'application/json',
              'x-signature': '0'.repeat(64),
              ...(identity ? { cookie: identity } : {}),
            },
            payload: json,
            remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
          });
          const fault = faultOf(response.statusCode, response.body);
          if (fault)
            failures.push(
              `${label} [${identity ? 'signed in' : 'anonymous'}]: ${fault}: ${response.body.slice(0, 200)}`,
            );
        }
      }
      // A route that takes no input may act on any call (a calendar token is made for the asking).
      const takesInput = !!operation.body || operation.pathParams.length > 0;
      const changed = changedCounts(before, await counter.count());
      if (takesInput && changed.length) failures.push(`stored rows: ${changed.join(', ')}`);
      expect(failures).toEqual([]);
    },
    60_000,
  );
});

describe('refusals thrown by the app (HttpError) and by Fastify itself', () => {
  const send = (options: { url: string; payload?: string; contentType?: string; signedIn?: boolean }) =>
    app.inject({
      method: 'POST',
      url: options.url,
      headers: {
        host: HOST,
        ...(options.contentType ? { 'content-type': options.contentType } : {}),
        ...(options.signedIn === false ? {} : { cookie }),
      },
      payload: options.payload,
    });

  it('401 without a session is "Unauthorized", not "Error"', async () => {
    const response = await send({ url: '/api/v1/notifications/count', signedIn: false });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('an empty JSON body is a 400 "Bad Request" naming the body, not a "FastifyError"', async () => {
    const response = await send({
      url: '/api/v1/auth/login',
      payload: '',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'body' });
    expect(body.message).toBe(`body: ${body.reason}`);
  });

  it('a content type no route reads is a 415 "Unsupported Media Type"', async () => {
    const response = await send({ url: '/api/v1/auth/login', payload: 'a=1', contentType: 'text/csv' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it("the router's refusals (bad percent-encoding, a path part too long) answer in the same shape", async () => {
    const badUrl = await app.inject({
      method: 'POST',
      url: '/api/v1/relatives/delete/%E0%A4%A',
      headers: { host: HOST, cookie },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'url' });
    expect(badUrl.json().message).toBe(`url: ${badUrl.json().reason}`);
    const longPart = `/api/v1/relatives/delete/${'9'.repeat(5000)}`;
    const tooLong = await app.inject({ method: 'POST', url: longPart, headers: { host: HOST, cookie } });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toMatchObject({ statusCode: 414, error: 'URI Too Long' });
    // The path is not echoed back.
    expect(tooLong.body).not.toContain('9'.repeat(200));
  });

  it('a 404 of a service is "Not Found"', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/companies/999999999',
      headers: { host: HOST, cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
