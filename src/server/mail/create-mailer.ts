import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/** One mail: plain text for every reader, HTML for those that show it. */
/** A file sent with a mail (passed to nodemailer as is). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type Mail = {
  /** One recipient address. */
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** What became of a mail: the Message-ID, and the outbox file when there is no SMTP server. */
export type SentMail = { messageId: string; outboxId: string | null };

/** The portal's one mailer (`app.mailer`): SMTP when configured, the local outbox otherwise. */
export type Mailer = {
  /** Where mail goes: `smtp` (SMTP_URL) or `outbox` (MAIL_OUTBOX_DIR). */
  kind: 'smtp' | 'outbox';
  sendMail: (mail: Mail) => Promise<SentMail>;
  close: () => void;
};

/**
 * Outbox file names start with the time they were written, so a name sort is a time sort; the
 * random part keeps two mails of one millisecond apart.
 */
const outboxName = (now: Date) =>
  `${now.toISOString().replace(/[-:.]/g, '').replace('T', '-')}-${randomBytes(4).toString('hex')}`;

/** Writes a file whole or not at all (a reader never sees half a mail). */
const writeWhole = async ({ file, data }: { file: string; data: string | Buffer }) => {
  const partial = `${file}.partial`;
  await writeFile(partial, data, { mode: 0o600 });
  await rename(partial, file);
};

/**
 * Builds the mailer. With `smtpUrl` every mail goes through nodemailer's SMTP transport; without
 * it nodemailer still composes the message (same headers, same MIME), and it is written to
 * `outboxDir` as `<id>.eml` with a `<id>.json` summary beside it that the outbox viewer lists.
 */
export const createMailer = ({
  smtpUrl,
  from,
  outboxDir,
}: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
}): Mailer => {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      sendMail: async (mail) => {
        const info = await transport.sendMail({ from, ...mail });
        return { messageId: String(info.messageId), outboxId: null };
      },
      close: () => transport.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    sendMail: async (mail) => {
      const date = new Date();
      const info = await composer.sendMail({ from, date, ...mail });
      const id = outboxName(date);
      await mkdir(outboxDir, { recursive: true });
      await writeWhole({ file: path.join(outboxDir, `${id}.eml`), data: info.message as Buffer });
      // The summary last: a mail is listed once its .eml is complete.
      const summary = { id, date: date.toISOString(), from, ...mail, messageId: String(info.messageId) };
      await writeWhole({ file: path.join(outboxDir, `${id}.json`), data: JSON.stringify(summary, null, 2) });
      return { messageId: String(info.messageId), outboxId: id };
    },
    close: () => composer.close(),
  };
};
