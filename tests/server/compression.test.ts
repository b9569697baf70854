import { randomUUID } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, login } from '../helpers/test-app';

const HOST = 'hust.localhost';
const CLIENT_CONFIG = '/api/v1/web-configs/client-config';
/** A test-only mutating route with an answer well above the compression threshold. */
const BIG_POST = '/api/v1/test-compression/big';
const bigAnswer = () => ({
  data: { rows: Array.from({ length: 200 }, (_, n) => ({ n, id: randomUUID() })) },
});

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  app.post(BIG_POST, async () => bigAnswer());
  cookie = (await login({ app, host: HOST })).cookie;
});
afterAll(async () => app?.close());

const getConfig = (acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: CLIENT_CONFIG,
    headers: { host: HOST, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed API answers', () => {
  it('answers client-config with brotli or gzip as asked, decoding to the same JSON', async () => {
    const plain = await getConfig();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await getConfig('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

    const gzip = await getConfig('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json);
  });

  it('sends client-config compressed once at brotli quality 11, and honours an encoding refused with q=0', async () => {
    const json = (await getConfig()).rawPayload;
    const best = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const br = await getConfig('br');
    expect(br.rawPayload.length).toBe(best.length);
    const noBrotli = await getConfig('br;q=0, gzip');
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(noBrotli.rawPayload).equals(json)).toBe(true);
  });

  it('leaves small answers and clients that ask for no encoding alone', async () => {
    const health = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: HOST, 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ ok: true });
    const identity = await getConfig('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('keeps an idempotent answer as text: the replay decodes to the first answer', async () => {
    const key = randomUUID();
    const call = () =>
      app.inject({
        method: 'POST',
        url: BIG_POST,
        headers: { host: HOST, cookie, 'idempotency-key': key, 'accept-encoding': 'br' },
        payload: {},
      });
    const first = await call();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const retry = await call();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const decode = (payload: Buffer, encoding: unknown) =>
      JSON.parse((encoding === 'br' ? brotliDecompressSync(payload) : payload).toString('utf8'));
    expect(decode(retry.rawPayload, retry.headers['content-encoding'])).toEqual(
      decode(first.rawPayload, first.headers['content-encoding']),
    );
  });
});
