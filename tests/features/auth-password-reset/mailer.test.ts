import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../../src/server/mail/create-mailer';
import { readSettings, SettingsError } from '../../../src/server/settings';
import { createTestApp } from '../../helpers/test-app';
import { decodeQuotedPrintable, freshOutbox, startSmtpServer } from './mail-helpers';

const MAIL = {
  to: 'sv@example.edu.vn',
  subject: 'Đặt lại mật khẩu / Reset your password',
  text: 'Xin chào Nguyễn Văn Á\nhttps://hust.localhost/students/reset-password#token=abc',
  html: '<p>Xin chào <b>Nguyễn Văn Á</b></p>',
};
const FROM = 'Unigate <no-reply@unigate.localhost>';

describe('mail settings', () => {
  it('defaults to the outbox under ./data and a no-reply sender, viewable outside production', () => {
    expect(readSettings({})).toMatchObject({
      smtpUrl: null,
      mailFrom: FROM,
      mailOutboxDir: './data/outbox',
      canViewOutbox: true,
    });
    expect(readSettings({ NODE_ENV: 'production' }).canViewOutbox).toBe(false);
    expect(readSettings({ MAIL_OUTBOX_DIR: '/var/mail/unigate' }).mailOutboxDir).toBe('/var/mail/unigate');
  });

  it('accepts smtp and smtps URLs and refuses anything else, naming the variable', () => {
    expect(readSettings({ SMTP_URL: 'smtps://user:pw@mail.example.edu.vn:465' }).smtpUrl).toBe(
      'smtps://user:pw@mail.example.edu.vn:465',
    );
    expect(() => readSettings({ SMTP_URL: 'http://mail.example.edu.vn' })).toThrow(SettingsError);
    expect(() => readSettings({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  it('accepts an address or "Name <address>" as MAIL_FROM, never a second header line', () => {
    expect(readSettings({ MAIL_FROM: 'portal@hust.edu.vn' }).mailFrom).toBe('portal@hust.edu.vn');
    expect(readSettings({ MAIL_FROM: 'Cổng sinh viên <portal@hust.edu.vn>' }).mailFrom).toBe(
      'Cổng sinh viên <portal@hust.edu.vn>',
    );
    for (const bad of ['portal', 'Portal <portal>', 'a@b.vn\r\nBcc: x@evil.example', 'Name <a@b.vn> extra']) {
      expect(() => readSettings({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM/);
    }
  });
});

describe('mailer without SMTP: the outbox', () => {
  it('writes each mail as an .eml file (with a summary beside it) and answers its id', async () => {
    const dir = path.join(freshOutbox(), 'nested', 'outbox');
    const mailer = createMailer({ smtpUrl: null, from: FROM, outboxDir: dir });
    expect(mailer.kind).toBe('outbox');
    const sent = await mailer.sendMail(MAIL);
    expect(sent.outboxId).toMatch(/^\d{8}-\d{9}Z-[0-9a-f]{8}$/);
    expect(readdirSync(dir).sort()).toEqual([`${sent.outboxId}.eml`, `${sent.outboxId}.json`]);
    const eml = readFileSync(path.join(dir, `${sent.outboxId}.eml`), 'utf8');
    expect(eml).toMatch(/^From: Unigate <no-reply@unigate\.localhost>$/m);
    expect(eml).toMatch(/^To: sv@example\.edu\.vn$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toContain('multipart/alternative');
    expect(decodeQuotedPrintable(eml)).toContain('Xin chào Nguyễn Văn Á');
    expect(JSON.parse(readFileSync(path.join(dir, `${sent.outboxId}.json`), 'utf8'))).toMatchObject({
      ...MAIL,
      from: FROM,
      id: sent.outboxId,
    });
    mailer.close();
  });
});

describe('mailer with SMTP_URL', () => {
  it('delivers through the SMTP server and writes nothing to the outbox', async () => {
    const smtp = await startSmtpServer();
    const dir = freshOutbox();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: dir });
    expect(mailer.kind).toBe('smtp');
    const sent = await mailer.sendMail(MAIL);
    const message = await smtp.next();
    expect(message.from).toBe('no-reply@unigate.localhost');
    expect(message.to).toEqual(['sv@example.edu.vn']);
    expect(message.raw).toContain(sent.messageId);
    expect(decodeQuotedPrintable(message.raw)).toContain('Xin chào Nguyễn Văn Á');
    expect(readdirSync(dir)).toEqual([]);
    mailer.close();
    await smtp.close();
  });

  it('reports a server that cannot be reached as a failed send', async () => {
    const smtp = await startSmtpServer();
    const url = smtp.url;
    await smtp.close();
    const mailer = createMailer({ smtpUrl: url, from: FROM, outboxDir: freshOutbox() });
    await expect(mailer.sendMail(MAIL)).rejects.toThrow();
    mailer.close();
  });
});

describe('outbox viewer (/api/dev/outbox)', () => {
  let app: FastifyInstance;
  const dir = freshOutbox();
  beforeAll(async () => {
    app = await createTestApp({ settings: { mailOutboxDir: dir } });
  });
  afterAll(async () => app.close());

  it('lists the outbox newest first and shows one mail, its links clickable, and its .eml', async () => {
    const empty = await app.inject({ url: '/api/dev/outbox?format=json' });
    expect(empty.json()).toEqual({ data: [], total: 0 });
    const first = await app.mailer.sendMail({ ...MAIL, subject: 'Thư thứ nhất' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await app.mailer.sendMail({ ...MAIL, subject: 'Thư <thứ hai>' });

    const list = await app.inject({ url: '/api/dev/outbox?format=json' });
    expect(list.json().total).toBe(2);
    expect(list.json().data.map((mail: { id: string }) => mail.id)).toEqual([
      second.outboxId,
      first.outboxId,
    ]);

    const page = await app.inject({ url: '/api/dev/outbox' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Thư &lt;thứ hai&gt;');
    expect(page.body.indexOf('Thư &lt;thứ hai&gt;')).toBeLessThan(page.body.indexOf('Thư thứ nhất'));

    const one = await app.inject({ url: `/api/dev/outbox/${second.outboxId}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain(
      '<a href="https://hust.localhost/students/reset-password#token=abc">https://hust.localhost/students/reset-password#token=abc</a>',
    );
    expect(one.body).not.toContain('<b>Nguyễn');
    const json = await app.inject({ url: `/api/dev/outbox/${second.outboxId}?format=json` });
    expect(json.json()).toMatchObject({ subject: 'Thư <thứ hai>', html: MAIL.html });

    const eml = await app.inject({ url: `/api/dev/outbox/${second.outboxId}/eml` });
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.body).toMatch(/^To: sv@example\.edu\.vn$/m);
  });

  it('answers 404 for an unknown mail and 400 for a name that is no outbox id', async () => {
    expect((await app.inject({ url: '/api/dev/outbox/20260101-000000000Z-00000000' })).statusCode).toBe(404);
    const traversal = await app.inject({ url: '/api/dev/outbox/..%2F..%2Fpackage' });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().field).toBe('params.id');
  });

  it('answers only to this machine', async () => {
    const remote = await app.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const mapped = await app.inject({
      url: '/api/dev/outbox?format=json',
      remoteAddress: '::ffff:127.0.0.1',
    });
    expect(mapped.statusCode).toBe(200);
  });
});

describe('outbox viewer in production', () => {
  it('does not exist', async () => {
    const dir = freshOutbox();
    const app = await createTestApp({ settings: { mailOutboxDir: dir, canViewOutbox: false } });
    const sent = await app.mailer.sendMail(MAIL);
    expect(existsSync(path.join(dir, `${sent.outboxId}.eml`))).toBe(true);
    for (const url of [
      '/api/dev/outbox',
      `/api/dev/outbox/${sent.outboxId}`,
      `/api/dev/outbox/${sent.outboxId}/eml`,
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    await app.close();
  });
});
