import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../../src/server/plugins/log-redaction';
import { createTestApp, login } from '../helpers/test-app';

const HOST = 'unigate.localhost';
const SECRET = 'Nguyen-Van-Bi-Mat-0987654321';

let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  app = await createTestApp({ logStream, settings: { logLevel: 'info' } });
});
afterAll(async () => app?.close());

describe('the error log carries no personal data', () => {
  it("logs a failing query's SQL but not its parameters, the query string or the cookie", async () => {
    const { cookie } = await login({ app, host: HOST });
    // The table goes away under the running app: the next query on it fails in the database.
    await app.db.execute(sql`alter table teachers rename to teachers_moved`);
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/teachers/query?search=${SECRET}`,
        headers: { host: HOST, cookie },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(SECRET);
    } finally {
      await app.db.execute(sql`alter table teachers_moved rename to teachers`);
    }
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('teachers');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(cookie.split('=')[1]);
  });

  it('cuts values out of database messages and drops parameter and detail fields', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type bigint: "${SECRET}"`), {
      code: '22P02',
      detail: `Key (account)=(${SECRET}) already exists.`,
    });
    const error = Object.assign(new Error(`Failed query: select $1\nparams: ${SECRET}`), {
      query: 'select $1',
      params: [SECRET],
      cause,
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain('select $1');
    expect(logged).toContain('22P02');
  });
});
