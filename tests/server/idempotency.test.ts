import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, login } from '../helpers/test-app';
import { rows } from '../features/learn/learn-test-kit';

const HOST = 'hust.localhost';
const TOKEN_URL = '/api/v2/timetables/calendar-token';
let app: FastifyInstance;
let cookie: string;
let userId: number;
beforeAll(async () => {
  app = await createTestApp();
  const signedIn = await login({ app, host: HOST });
  cookie = signedIn.cookie;
  userId = Number(
    (
      await rows<{ id: number }>({
        app,
        text: `select u.id from users u where u.root_id = 1 and u.student_id = ${signedIn.body.data.studentId}`,
      })
    )[0].id,
  );
});
afterAll(async () => app?.close());

/** POSTs to a route that is not written for retries: each call makes a new calendar link. */
const newLink = ({ key, url = TOKEN_URL, as = cookie }: { key?: string; url?: string; as?: string }) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, cookie: as, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: {},
  });

const activeLinks = async () =>
  Number(
    (
      await rows<{ n: number }>({
        app,
        text: `select count(*) as n from calendar_tokens where revoked_at is null and student_id = (select student_id from users where id = ${userId})`,
      })
    )[0].n,
  );

describe('Idempotency-Key on any mutating route', () => {
  it('answers a retry with the first answer, once, and a new key anew', async () => {
    const key = randomUUID();
    const first = await newLink({ key });
    expect(first.statusCode).toBe(200);
    const retry = await newLink({ key });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    const other = await newLink({ key: randomUUID() });
    expect(other.json().data.token).not.toBe(first.json().data.token);
    expect(await activeLinks()).toBe(1);
  });

  it('refuses the key on another route (422 naming the header), and keeps keys per user', async () => {
    const key = randomUUID();
    const first = await newLink({ key });
    const elsewhere = await newLink({ key, url: `${TOKEN_URL}/revoke` });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ field: 'Idempotency-Key' });
    expect(await activeLinks()).toBe(1);
    // Another student's call under the same key is theirs: never this student's answer.
    const other = await login({ app, host: HOST, account: '20230002' });
    if (!other.cookie) throw new Error(`login failed: ${JSON.stringify(other.body)}`);
    const theirs = await newLink({ key, as: other.cookie });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.token).not.toBe(first.json().data.token);
  });

  it('tells a retry while the first call runs to come back (409, Retry-After); a crashed claim is taken over', async () => {
    const key = randomUUID();
    const bodyHash = createHash('sha256').update(JSON.stringify({})).digest('hex');
    await rows({
      app,
      text: `insert into idempotent_answers (root_id, user_id, key, route, body_hash, locked_until, expires_at)
             values (1, ${userId}, '${key}', 'POST ${TOKEN_URL}', '${bodyHash}', now() + interval '1 minute', now() + interval '1 day')`,
    });
    const busy = await newLink({ key });
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    // The first call's instance died: once its claim lapses, the retry runs the call.
    await rows({
      app,
      text: `update idempotent_answers set locked_until = now() - interval '1 second' where key = '${key}'`,
    });
    const taken = await newLink({ key });
    expect(taken.statusCode).toBe(200);
    expect((await newLink({ key })).body).toBe(taken.body);
  });

  it('forgets an answer once it expired: the key then starts a new call', async () => {
    const key = randomUUID();
    const first = await newLink({ key });
    expect((await newLink({ key })).body).toBe(first.body);
    await rows({
      app,
      text: `update idempotent_answers set expires_at = now() - interval '1 second' where key = '${key}'`,
    });
    const later = await newLink({ key });
    expect(later.statusCode).toBe(200);
    expect(later.json().data.token).not.toBe(first.json().data.token);
  });

  it('refuses a malformed key with a 400 naming the header, before any change', async () => {
    const before = await activeLinks();
    const tokenBefore = await rows({ app, text: `select count(*) as n from calendar_tokens` });
    for (const key of ['', 'two words', 'x'.repeat(129)]) {
      const answer = await newLink({ key });
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json()).toMatchObject({ field: 'Idempotency-Key' });
    }
    expect(await activeLinks()).toBe(before);
    expect(await rows({ app, text: `select count(*) as n from calendar_tokens` })).toEqual(tokenBefore);
  });
});
