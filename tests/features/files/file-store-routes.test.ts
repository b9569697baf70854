import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { files } from '../../../src/features/files/server/tables';
import { createTestApp, login } from '../../helpers/test-app';
import { BOUNDARY, EXE, multipart, officeFile, PDF, PNG, zipOf } from './fixtures';

const HOST = 'hust.localhost';
const MB = 1024 * 1024;

type Uploaded = { id: number; url: string; name: string; size: number; type: string };

describe('uploads and downloads through the file store', () => {
  let app: FastifyInstance;
  let owner: string;
  let other: string;
  let teacherLike: string;

  beforeAll(async () => {
    app = await createTestApp();
    owner = (await login({ app, host: HOST })).cookie;
    other = (await login({ app, host: HOST, account: '20220001' })).cookie;
    teacherLike = (await login({ app, host: HOST, account: '20240001' })).cookie;
    expect([owner, other, teacherLike]).not.toContain('');
  });
  afterAll(async () => app?.close());

  const upload = ({
    filename,
    content,
    kind,
    cookie = owner,
    host = HOST,
  }: {
    filename: string;
    content: Buffer;
    kind?: string;
    cookie?: string;
    host?: string;
  }) =>
    app.inject({
      method: 'POST',
      url: kind ? `/api/v1/files?kind=${kind}` : '/api/v1/files',
      headers: { host, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart({ filename, content }),
    });
  const stored = async (input: Parameters<typeof upload>[0]) => {
    const response = await upload(input);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Uploaded;
  };
  const download = (url: string, cookie = owner) => app.inject({ url, headers: { host: HOST, cookie } });
  const blobs = () =>
    readdirSync(app.files.store.dir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && path.basename(entry.parentPath) !== 'tmp',
    );
  /** A request that failed may still be closing its temporary file; it must be gone soon after. */
  const noTempFilesLeft = () =>
    vi.waitFor(async () => expect(await app.files.store.tempFiles()).toEqual([]), { timeout: 3000 });
  const rowOf = async (id: number) => (await app.db.select().from(files).where(eq(files.id, id)))[0];

  it('refuses a renamed .exe with a clear message and keeps nothing of it', async () => {
    const before = blobs().length;
    const response = await upload({ filename: 'Luận văn.pdf', content: EXE });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'file',
      reason: expect.stringContaining('là một chương trình chạy được'),
    });
    expect(response.json().reason).toContain('is an executable program');
    expect(blobs()).toHaveLength(before);
    await noTempFilesLeft();
  });

  it('answers an upload cut short with 400 and keeps no temporary file', async () => {
    const whole = multipart({
      filename: 'cut.pdf',
      content: Buffer.concat([PDF, Buffer.alloc(100_000, 0x20)]),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { host: HOST, cookie: owner, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: whole.subarray(0, 50_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'file', reason: expect.stringContaining('incomplete') });
    await noTempFilesLeft();
  });

  it('applies each kind its own size and types, and names an unknown kind', async () => {
    const twelveMB = Buffer.concat([PDF, Buffer.alloc(12 * MB, 0x20)]);
    const attachment = await upload({ filename: 'lon.pdf', content: twelveMB });
    expect(attachment.statusCode).toBe(400);
    expect(attachment.json().reason).toContain('10 MB');
    const thesis = await stored({ filename: 'Đồ án tốt nghiệp.pdf', content: twelveMB, kind: 'thesis' });
    expect(thesis.size).toBe(twelveMB.length);

    const avatar = await upload({
      filename: 'anh.png',
      content: Buffer.concat([PNG, Buffer.alloc(3 * MB)]),
      kind: 'avatar',
    });
    expect(avatar.json()).toMatchObject({ field: 'file', reason: expect.stringContaining('2 MB') });
    expect((await upload({ filename: 'anh.png', content: PNG, kind: 'thesis' })).json().reason).toContain(
      'Chỉ nhận tệp pdf, docx',
    );
    expect((await upload({ filename: 'a.pdf', content: PDF, kind: 'no-such-kind' })).json()).toMatchObject({
      field: 'kind',
      reason: expect.stringContaining('no-such-kind'),
    });
    expect((await upload({ filename: 'a.pdf', content: PDF, kind: 'Thesis!' })).statusCode).toBe(400);
  });

  it('takes real Office files and source archives by their content', async () => {
    expect((await stored({ filename: 'Báo cáo.docx', content: officeFile('word') })).type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await stored({ filename: 'Bảo vệ.pptx', content: officeFile('ppt'), kind: 'slides' })).type).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    const source = zipOf({ 'src/index.ts': 'export {}', 'package.json': '{}' });
    expect((await stored({ filename: 'ma-nguon.zip', content: source, kind: 'source' })).type).toBe(
      'application/zip',
    );
    expect((await upload({ filename: 'ma-nguon.zip', content: PDF, kind: 'source' })).statusCode).toBe(400);
  });

  it('keeps identical bytes once on disk, one row per upload', async () => {
    const content = Buffer.concat([PDF, Buffer.from(`dedup ${Date.now()}`)]);
    const before = blobs().length;
    const mine = await stored({ filename: 'a.pdf', content });
    const theirs = await stored({ filename: 'b.pdf', content, cookie: other });
    expect(mine.id).not.toBe(theirs.id);
    expect(blobs()).toHaveLength(before + 1);
    const sha256 = createHash('sha256').update(content).digest('hex');
    expect((await rowOf(mine.id)).sha256).toBe(sha256);
    expect((await rowOf(mine.id)).content).toBeNull();
  });

  it('stores identical uploads sent at the same time whole, once', async () => {
    const content = Buffer.concat([PDF, Buffer.alloc(2 * MB, 0x33), Buffer.from(String(Math.random()))]);
    const before = blobs().length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => stored({ filename: `cung-luc-${index}.pdf`, content })),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(6);
    expect(blobs()).toHaveLength(before + 1);
    for (const answer of answers) expect((await download(answer.url)).rawPayload.equals(content)).toBe(true);
    await noTempFilesLeft();
  });

  it('streams a download from disk to its owner with type, UTF-8 name, nosniff and the SHA-256 as ETag', async () => {
    const file = await stored({ filename: 'Bảng điểm học kỳ 2025.1.pdf', content: PDF });
    const response = await download(file.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'x-content-type-options': 'nosniff',
      etag: `"${createHash('sha256').update(PDF).digest('hex')}"`,
    });
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Bang diem hoc ky 2025.1.pdf"; filename*=UTF-8''${encodeURIComponent('Bảng điểm học kỳ 2025.1.pdf')}`,
    );
  });

  it('lets others read a file only when a rule registered for its kind allows them', async () => {
    const thesis = await stored({ filename: 'Luận văn.pdf', content: PDF, kind: 'thesis' });
    const note = await stored({ filename: 'Ghi chú.pdf', content: PDF });
    expect((await download(thesis.url, other)).statusCode).toBe(404);
    expect((await download(thesis.url, teacherLike)).statusCode).toBe(404);

    const readerCookie = teacherLike;
    const readerUserId = (
      await rowOf((await stored({ filename: 'cua-toi.pdf', content: PDF, cookie: readerCookie })).id)
    ).userId;
    const seen: { kind: string; name: string }[] = [];
    const remove = app.files.registerFileAccess('thesis', ({ session, file }) => {
      seen.push({ kind: file.kind, name: file.name });
      return session.userId === readerUserId;
    });
    try {
      expect((await download(thesis.url, readerCookie)).statusCode).toBe(200);
      expect(seen).toContainEqual({ kind: 'thesis', name: 'Luận văn.pdf' });
      // The rule is for theses: the same owner's other files stay theirs.
      expect((await download(note.url, readerCookie)).statusCode).toBe(404);
      expect((await download(thesis.url, other)).statusCode).toBe(404);
    } finally {
      remove();
    }
    expect((await download(thesis.url, readerCookie)).statusCode).toBe(404);
    expect((await download(thesis.url)).statusCode).toBe(200);
    // Another tenant never sees it, whatever its ids.
    const hmu = await login({ app, host: 'hmu.localhost' });
    expect(
      (await app.inject({ url: thesis.url, headers: { host: 'hmu.localhost', cookie: hmu.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('moves files kept in the database before the store to disk, once, and serves them', async () => {
    const mine = await stored({ filename: 'moi.pdf', content: PDF });
    const { userId, rootId } = await rowOf(mine.id);
    const oldBytes = [Buffer.concat([PDF, Buffer.from('cu 1')]), Buffer.concat([PDF, Buffer.from('cu 2')])];
    const rows = await app.db
      .insert(files)
      .values(
        oldBytes.map((content, index) => ({
          rootId,
          userId,
          name: `Tệp cũ ${index}.pdf`,
          type: 'application/pdf',
          size: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          content,
        })),
      )
      .returning({ id: files.id });

    // One is asked for before the start-up step got to it: it is moved on the spot.
    const early = await download(`/api/v1/files/${rows[1].id}`);
    expect(early.statusCode).toBe(200);
    expect(early.rawPayload.equals(oldBytes[1])).toBe(true);
    expect((await rowOf(rows[1].id)).content).toBeNull();

    expect(await app.files.moveDatabaseBytes()).toBe(1);
    expect(await app.files.moveDatabaseBytes()).toBe(0);
    const moved = await rowOf(rows[0].id);
    expect(moved.content).toBeNull();
    expect(await app.files.store.has(moved.sha256)).toBe(true);
    const served = await download(`/api/v1/files/${rows[0].id}`);
    expect(served.rawPayload.equals(oldBytes[0])).toBe(true);
    expect(
      await app.db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.userId, userId), eq(files.kind, 'attachment'))),
    ).not.toHaveLength(0);
  });
});
