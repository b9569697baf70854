import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { Institution } from '../../../src/config/index';
import { files } from '../../../src/features/files/server/tables';
import { createTestApp, login } from '../../helpers/test-app';
import { BOUNDARY, multipart, PDF } from './fixtures';

const HOST = 'hust.localhost';
/** A copy of hust with a tiny quota, reached through its own host name. */
const QUOTA_HOST = 'quota.hust.localhost';
const MB = 1024 * 1024;

const waitFor = async (check: () => Promise<boolean>, what: string) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`Timed out waiting for ${what}`);
};

describe('uploads over a real connection', () => {
  let app: FastifyInstance;
  let cookie: string;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp();
    const hust = app.appConfig.byHost.get(HOST) as Institution;
    app.appConfig.byHost.set(QUOTA_HOST, {
      ...hust,
      hosts: [QUOTA_HOST],
      files: { ...hust.files, userQuotaBytes: 1000 },
    });
    cookie = (await login({ app, host: HOST })).cookie;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app?.close());

  const rowCount = async () =>
    Number((await app.db.select({ count: sql<number>`count(*)` }).from(files))[0].count);

  /**
   * Sends the head of a multipart upload declaring `declared` bytes of content, then content in
   * 256 KB steps, a little at a time, until the server answers or `stopAfter` bytes were sent.
   */
  const send = ({ declared, stopAfter }: { declared: number; stopAfter: number }) =>
    new Promise<{ answer: string; sent: number; close: () => void }>((resolve, reject) => {
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="lon.pdf"\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      const socket = connect({ port, host: '127.0.0.1' });
      let answer = '';
      let sent = 0;
      let isAnswered = false;
      const close = () => socket.destroy();
      socket.on('data', (data) => {
        answer += data.toString();
        if (!isAnswered && answer.includes('\r\n\r\n')) {
          isAnswered = true;
          // Give the body a moment to arrive with its head.
          setTimeout(() => resolve({ answer, sent, close }), 100);
        }
      });
      socket.on('error', (error) => {
        if (!isAnswered) reject(error);
      });
      socket.on('connect', async () => {
        socket.write(
          `POST /api/v1/files HTTP/1.1\r\nHost: ${HOST}\r\nCookie: ${cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
            `Content-Length: ${head.length + declared + tail.length}\r\n\r\n`,
        );
        socket.write(head);
        socket.write(PDF);
        sent = PDF.length;
        const step = Buffer.alloc(256 * 1024, 0x20);
        while (!isAnswered && sent < stopAfter && !socket.destroyed) {
          // Only as fast as the server reads (what a browser does), so `sent` is what it took in.
          if (!socket.write(step)) await new Promise((drained) => socket.once('drain', drained));
          sent += step.length;
          await sleep(5);
        }
        if (!isAnswered && sent >= stopAfter) resolve({ answer, sent, close });
      });
    });

  it('answers a 30 MB upload with 400 as soon as it passes 10 MB, keeping nothing of it', async () => {
    const before = await rowCount();
    const { answer, sent, close } = await send({ declared: 30 * MB, stopAfter: 30 * MB });
    close();
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('10 MB');
    // The answer came long before the client had sent everything.
    expect(sent).toBeLessThan(25 * MB);
    await waitFor(async () => (await app.files.store.tempFiles()).length === 0, 'temp files to go');
    expect(await rowCount()).toBe(before);
  });

  it('deletes the half-written temporary file when the client goes away mid-upload', async () => {
    const before = await rowCount();
    const upload = send({ declared: 8 * MB, stopAfter: 3 * MB });
    await waitFor(
      async () => (await app.files.store.tempFiles()).length === 1,
      'the upload to reach the store',
    );
    const { close } = await upload;
    close();
    await waitFor(
      async () => (await app.files.store.tempFiles()).length === 0,
      'the temporary file to be deleted',
    );
    expect(await rowCount()).toBe(before);
  });

  it('never lets uploads sent at once pass the quota together', async () => {
    const quota = (await login({ app, host: QUOTA_HOST, account: '20220001' })).cookie;
    expect(quota).not.toBe('');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/files',
          headers: {
            host: QUOTA_HOST,
            cookie: quota,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          // 5 different files of ~300 bytes each: three fit in 1000 bytes, never five.
          payload: multipart({
            filename: `nho-${index}.pdf`,
            content: Buffer.concat([PDF, Buffer.alloc(300 - PDF.length, 0x30 + index)]),
          }),
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().reason).toContain('dung lượng lưu trữ');
    }
    const userId = (await app.db.select().from(files).where(eq(files.id, accepted[0].json().data.id)))[0]
      .userId;
    const kept = await app.db.select({ size: files.size }).from(files).where(eq(files.userId, userId));
    expect(kept.reduce((total, row) => total + row.size, 0)).toBeLessThanOrEqual(1000);
  });
});
