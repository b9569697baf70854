import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/create-db';
import { sql } from 'drizzle-orm';
import { withChecksum } from '../../../src/core/checksum';
import { login } from '../../helpers/test-app';

/** A signed-in student's client for app.inject (tenant chosen by host). */
export const studentClient = async ({
  app,
  host = 'hust.localhost',
  account = '20230001',
}: {
  app: FastifyInstance;
  host?: string;
  account?: string;
}) => {
  const { cookie, body } = await login({ app, host, account });
  if (!cookie) throw new Error(`login failed for ${account}@${host}: ${JSON.stringify(body)}`);
  const call = async ({
    method = 'GET',
    url,
    payload,
    headers = {},
  }: {
    method?: 'GET' | 'POST';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as never,
      headers: { host, cookie, ...headers },
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson && response.body ? response.json() : null, response };
  };
  return {
    studentId: body.data.studentId as number,
    call,
    get: (url: string, headers?: Record<string, string>) => call({ url, headers }),
    /** POSTs {data, checkSum} signed under a checksum rule. */
    signed: ({
      url,
      rule,
      data,
      id,
      headers,
    }: {
      url: string;
      rule: string;
      data: unknown;
      id?: number;
      headers?: Record<string, string>;
    }) => call({ method: 'POST', url, payload: withChecksum({ rule, body: { data }, id }), headers }),
  };
};

/** Rows of a raw SQL query. */
export const rows = async <T = Record<string, unknown>>({
  app,
  text,
}: {
  app: FastifyInstance;
  text: string;
}) => ((await app.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

/**
 * The database, except that registration writes (statements moving a student's version, sent on the driver) wait
 * until `writers` of them are waiting, then all run: every decision is made before any write.
 */
export const raceWrites = ({ db, writers }: { db: Db; writers: number }): Db => {
  let waiting: (() => void)[] = [];
  let released = false;
  const gate = () =>
    new Promise<void>((resolve) => {
      if (released) return resolve();
      waiting.push(resolve);
      if (waiting.length >= writers) {
        released = true;
        for (const go of waiting) go();
        waiting = [];
      }
    });
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const gatedClient = new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: unknown[]) => {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
        if (text.includes('bump as')) await gate();
        return target.query(...args);
      };
    },
  });
  return new Proxy(db, {
    get: (target, property, receiver) =>
      property === '$client' ? gatedClient : (Reflect.get(target, property, receiver) as unknown),
  });
};
