import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cleanFileName } from '../../../src/features/files/server/detect-file-type';
import { createTestApp, login } from '../../helpers/test-app';

const HOST = 'hust.localhost';
const BOUNDARY = '----unigate-file-safety';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

/** One file part as a browser sends it. */
const multipart = ({ filename, content }: { filename: string; content: Buffer }) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('uploaded files are served harmlessly', () => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    cookie = (await login({ app, host: HOST })).cookie;
  });
  afterAll(async () => app?.close());

  const upload = async ({ filename, content }: { filename: string; content: Buffer }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { host: HOST, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart({ filename, content }),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; url: string; name: string };
  };
  const open = (url: string) => app.inject({ url, headers: { host: HOST, cookie } });

  it('serves a PDF inline in the same sandbox as every other file, with the security headers', async () => {
    for (const [filename, content] of [
      ['Bảng điểm.pdf', PDF],
      ['Ảnh thẻ.png', PNG],
    ] as const) {
      const file = await upload({ filename, content });
      const response = await open(file.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^inline;/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('strips bidi controls from upload names, so the shown extension is the real one', async () => {
    // Shown by a browser as "hoc-phiexe.pdf" while it really ends in .pdf after the override.
    const file = await upload({ filename: 'hoc-phi\u202Eexe.pdf', content: PDF });
    expect(file.name).toBe('hoc-phiexe.pdf');
    const response = await open(file.url);
    expect(response.headers['content-disposition']).not.toMatch(/%E2%80%AE/i);
  });
});

describe('cleanFileName', () => {
  it('removes every bidirectional control character and keeps Vietnamese letters', () => {
    const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    const marks = ['\u200E', '\u200F', '\u061C'];
    for (const control of [...bidi, ...marks]) {
      expect(cleanFileName(`Đơn xin${control} nghỉ học.pdf`)).toBe('Đơn xin nghỉ học.pdf');
    }
    expect(cleanFileName('\u2067báo cáo\u2069.docx')).toBe('báo cáo.docx');
  });
});
