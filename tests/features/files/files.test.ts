import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { files } from '../../../src/features/files/server/tables';
import { createTestApp, login } from '../../helpers/test-app';

const HOST = 'unigate.localhost';
const OTHER_STUDENT = '20220001';

type Part = { field: string; filename?: string; type?: string; content: Buffer | string };

/** A multipart/form-data body as a browser sends it. */
const multipart = (parts: Part[]) => {
  const boundary = '----unigate-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
        (part.type ? `Content-Type: ${part.type}\r\n` : '') +
        '\r\n',
    ),
    Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const officeZip = (folder: string) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from(`....[Content_Types].xml....${folder}/document.xml....`),
  ]);

describe('file uploads (fileUpload widget)', () => {
  let app: FastifyInstance;
  let cookie: string;
  const upload = (parts: Part[], headers: Record<string, string> = { host: HOST, cookie }) => {
    const { payload, contentType } = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  };
  const refusal = async (parts: Part[]) => {
    const response = await upload(parts);
    expect(response.statusCode).toBe(400);
    return response.json() as { field: string; reason: string };
  };

  const fileCount = async () => (await app.db.select({ id: files.id }).from(files)).length;

  beforeAll(async () => {
    app = await createTestApp();
    cookie = (await login({ app, host: HOST })).cookie;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores a file and streams it back to its owner only', async () => {
    const response = await upload([
      { field: 'file', filename: 'Bảng điểm học kỳ 2025.1.pdf', type: 'application/pdf', content: PDF },
    ]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: { id: number; url: string; name: string; size: number; type: string };
    };
    expect(data).toEqual({
      id: expect.any(Number),
      url: `/api/v1/files/${data.id}`,
      name: 'Bảng điểm học kỳ 2025.1.pdf',
      size: PDF.length,
      type: 'application/pdf',
    });

    const file = await app.inject({ method: 'GET', url: data.url, headers: { host: HOST, cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Bảng điểm học kỳ 2025.1.pdf')}`,
    );
    const cached = await app.inject({
      method: 'GET',
      url: data.url,
      headers: { host: HOST, cookie, 'if-none-match': String(file.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    // Asked about again on every open: once signed out, the browser's copy is not shown.
    expect(file.headers['cache-control']).toBe('private, no-cache');

    expect((await app.inject({ method: 'GET', url: data.url, headers: { host: HOST } })).statusCode).toBe(
      401,
    );
    const other = await login({ app, host: HOST, account: OTHER_STUDENT });
    expect(other.cookie).not.toBe('');
    expect(
      (await app.inject({ method: 'GET', url: data.url, headers: { host: HOST, cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    const hust = await login({ app, host: 'hust.localhost' });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: data.url,
          headers: { host: 'hust.localhost', cookie: hust.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: data.url, headers: { host: 'hmu.localhost', cookie } }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    { filename: 'Ảnh thẻ.png', content: PNG, type: 'image/png' },
    { filename: 'anh-the.JPG', content: JPG, type: 'image/jpeg' },
    {
      filename: 'don-xin.docx',
      content: officeZip('word'),
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    {
      filename: 'bang-ke.xlsx',
      content: officeZip('xl'),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    {
      filename: 'luan-van-5MB.pdf',
      content: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]),
      type: 'application/pdf',
    },
  ])('accepts $filename as $type', async ({ filename, content, type }) => {
    const response = await upload([{ field: 'file', filename, type: 'application/octet-stream', content }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: filename, type, size: content.length });
  });

  it('refuses a file whose content does not match an allowed type', async () => {
    expect(
      (
        await refusal([
          { field: 'file', filename: 'virus.pdf', type: 'application/pdf', content: 'MZ\x90\x00 not a pdf' },
        ])
      ).reason,
    ).toContain('.pdf');
    expect(
      (await refusal([{ field: 'file', filename: 'anh.jpg', type: 'image/jpeg', content: PNG }])).field,
    ).toBe('file');
    expect(
      (await refusal([{ field: 'file', filename: 'ghi-chu.txt', type: 'text/plain', content: 'xin chào' }]))
        .reason,
    ).toContain('pdf, docx, xlsx, png, jpg');
    expect(
      (await refusal([{ field: 'file', filename: 'bang.xlsx', content: officeZip('word') }])).field,
    ).toBe('file');
    expect((await refusal([{ field: 'file', filename: 'trong.pdf', content: Buffer.alloc(0) }])).field).toBe(
      'file',
    );
  });

  it('refuses a file larger than 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const { field, reason } = await refusal([
      { field: 'file', filename: 'lon.pdf', type: 'application/pdf', content: big },
    ]);
    expect(field).toBe('file');
    expect(reason).toContain('10 MB');
  });

  it('refuses uploads without a file, in another field, or not multipart', async () => {
    expect((await refusal([{ field: 'note', content: 'chỉ có chữ' }])).field).toBe('file');
    expect((await refusal([{ field: 'document', filename: 'a.pdf', content: PDF }])).field).toBe('document');
    // A second file, or a field after the file, is refused and nothing is kept.
    const before = await fileCount();
    const second = await refusal([
      { field: 'file', filename: 'a.pdf', content: PDF },
      { field: 'file', filename: 'b.png', content: PNG },
    ]);
    expect(second.field).toBe('file');
    expect(second.reason).toContain('một tệp');
    expect(
      (
        await refusal([
          { field: 'file', filename: 'a.pdf', content: PDF },
          { field: 'note', content: 'ghi chú' },
        ])
      ).field,
    ).toBe('note');
    expect(
      (
        await refusal([
          { field: 'note', content: 'x' },
          { field: 'file', filename: 'a.pdf', content: PDF },
        ])
      ).field,
    ).toBe('note');
    expect(await fileCount()).toBe(before);
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { host: HOST, cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().field).toBe('file');
    expect(
      (await upload([{ field: 'file', filename: 'a.pdf', content: PDF }], { host: HOST })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/files/abc', headers: { host: HOST, cookie } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/files/999999', headers: { host: HOST, cookie } }))
        .statusCode,
    ).toBe(404);
  });
});
