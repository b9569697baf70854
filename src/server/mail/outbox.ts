import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What the outbox keeps of a mail beside its .eml (the viewer lists and shows these). */
export type OutboxMail = {
  id: string;
  /** ISO time it was written. */
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
};

/** The shape of an outbox id (see create-mailer.ts): a viewer request names nothing else on disk. */
export const OUTBOX_ID_PATTERN = '^\\d{8}-\\d{9}Z-[0-9a-f]{8}$';
const OUTBOX_ID = new RegExp(OUTBOX_ID_PATTERN);

/** Mails are listed up to this many, newest first. */
export const OUTBOX_LIST_LIMIT = 200;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** One mail of the outbox, or null when there is none with that id. */
export const readOutboxMail = async ({
  dir,
  id,
}: {
  dir: string;
  id: string;
}): Promise<OutboxMail | null> => {
  if (!OUTBOX_ID.test(id)) return null;
  try {
    return JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as OutboxMail;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
};

/** The raw .eml of a mail, or null. */
export const readOutboxEml = async ({ dir, id }: { dir: string; id: string }): Promise<Buffer | null> => {
  if (!OUTBOX_ID.test(id)) return null;
  try {
    return await readFile(path.join(dir, `${id}.eml`));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
};

/** The newest mails first (an outbox that does not exist yet is empty). */
export const listOutbox = async ({
  dir,
  limit = OUTBOX_LIST_LIMIT,
}: {
  dir: string;
  limit?: number;
}): Promise<{ data: OutboxMail[]; total: number }> => {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return { data: [], total: 0 };
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => OUTBOX_ID.test(id))
    .sort()
    .reverse();
  const mails = await Promise.all(ids.slice(0, limit).map((id) => readOutboxMail({ dir, id })));
  return { data: mails.filter((mail): mail is OutboxMail => mail !== null), total: ids.length };
};
