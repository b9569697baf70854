import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';
import { decodeQuotedPrintable, freshOutbox, startSmtpServer } from './mail-helpers';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const outbox = freshOutbox();
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({
    settings: { smtpUrl: smtp.url, mailFrom: 'Cổng sinh viên <portal@hust.edu.vn>', mailOutboxDir: outbox },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('password reset with SMTP_URL set', () => {
  it('delivers the reset mail to the SMTP server, not to the outbox', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { host: 'hust.localhost' },
      payload: { account: '20230001' },
    });
    expect(response.json().code).toBe(1);
    const message = await smtp.next();
    expect(message.from).toBe('portal@hust.edu.vn');
    expect(message.to).toEqual(['20230001@sv.hust.edu.vn']);
    const body = decodeQuotedPrintable(message.raw);
    expect(body).toMatch(/http:\/\/hust\.localhost\/students\/reset-password#token=[A-Za-z0-9_-]{43}/);
    expect(body).toContain('Xin chào');
    expect(readdirSync(outbox)).toEqual([]);
    expect((await app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});
