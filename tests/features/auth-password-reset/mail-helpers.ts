import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';
import { listOutbox } from '../../../src/server/mail/outbox';
import type { OutboxMail } from '../../../src/server/mail/outbox';

const outboxes: string[] = [];
// Registered on the importing test file: its outboxes go once its tests are done.
afterAll(() => {
  for (const dir of outboxes.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh, empty outbox directory of this test, removed after the test file. */
export const freshOutbox = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'unigate-outbox-'));
  outboxes.push(dir);
  return dir;
};

/** Waits (a few seconds at most) for the newest outbox mail to `to`: reset mails go out after the answer. */
export const waitForOutboxMail = async ({ dir, to }: { dir: string; to: string }): Promise<OutboxMail> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = (await listOutbox({ dir })).data.find((candidate) => candidate.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
};

/** Gives mails already on their way the time to land (used before asserting that none came). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The reset token a mail's text carries (the link's fragment). */
export const tokenOf = (text: string) => {
  const match = /#token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[1];
};

/** A message the test SMTP server received: envelope and raw source. */
export type Received = { from: string; to: string[]; raw: string };

/** An SMTP server on a free loopback port that keeps what it receives (no TLS, no auth). */
export const startSmtpServer = async () => {
  const received: Received[] = [];
  const waiting: ((message: Received) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        waiting.splice(0).forEach((resolve) => resolve(message));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message (or the first one already received). */
    next: ({ timeoutMs = 5000 } = {}) =>
      new Promise<Received>((resolve, reject) => {
        if (received.length > 0) return resolve(received[0]);
        const timer = setTimeout(() => reject(new Error('no message reached the SMTP server')), timeoutMs);
        waiting.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The text of a raw message with its quoted-printable parts decoded (enough to find a link in it). */
export const decodeQuotedPrintable = (raw: string) => {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};
