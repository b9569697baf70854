import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { and, eq, ne } from 'drizzle-orm';
import { createTestApp, login } from '../../helpers/test-app';
import { BOUNDARY, multipart, zipOf } from '../files/fixtures';
import { projects } from '../../../src/features/projects/server/project-tables';
import { jobs } from '../../../src/server/jobs/jobs-table';
import { thesisText } from './thesis-text';

const HOST = 'unigate.localhost';
const FONT = new URL('../../../src/server/pdf/fonts/NotoSans-Regular.ttf', import.meta.url).pathname;

const pdfOf = (text: string) =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.font(FONT).fontSize(10).text(text);
    doc.end();
  });

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const docxOf = (text: string) =>
  zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${text
      .split('\n\n')
      .map((paragraph) => `<w:p><w:r><w:t>${escapeXml(paragraph)}</w:t></w:r></w:p>`)
      .join('')}</w:body></w:document>`,
  });

type Check = { id: number; status: string; similarity: number; reason: string; sources: { title: string }[] };

describe('plagiarism checks', () => {
  let app: FastifyInstance;
  let cookie: string;
  let other: string;
  let userId: number;
  let otherUserId: number;
  let corpusThesis: { id: number; title: string; text: string };

  beforeAll(async () => {
    app = await createTestApp();
    const signedIn = await login({ app, host: HOST });
    cookie = signedIn.cookie;
    userId = signedIn.body.user?.id ?? signedIn.body.data?.id;
    const second = await login({ app, host: HOST, account: '20220001' });
    other = second.cookie;
    otherUserId = second.body.user?.id ?? second.body.data?.id;
    const rootId = app.appConfig.byHost.get(HOST)!.rootId;
    const [thesis] = await app.db
      .select({ id: projects.id, title: projects.projectTitle, text: projects.textReport })
      .from(projects)
      .where(and(eq(projects.rootId, rootId), eq(projects.status, 3), ne(projects.textReport, '')))
      .limit(1);
    corpusThesis = thesis;
  });
  afterAll(async () => app?.close());

  const upload = async ({
    filename,
    content,
    as = cookie,
  }: {
    filename: string;
    content: Buffer;
    as?: string;
  }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { host: HOST, cookie: as, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart({ filename, content }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  };
  const start = (payload: object, as = cookie) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/plagiarisms/legacy-check',
      headers: { host: HOST, cookie: as },
      payload,
    });
  const history = async (as = cookie, id = userId) =>
    app.inject({ url: `/api/v1/plagiarisms/${id}`, headers: { host: HOST, cookie: as } });
  const checkOf = async (id: number) =>
    ((await history()).json().data as Check[]).find((check) => check.id === id)!;

  it('signs in two students with ids', () => {
    expect(userId).toBeGreaterThan(0);
    expect(otherUserId).toBeGreaterThan(0);
    expect(corpusThesis.text.length).toBeGreaterThan(1000);
  });

  it('finds passages copied from a past thesis into a PDF, with the thesis as top source', async () => {
    const copied = corpusThesis.text.split('\n\n').slice(2, 4).join('\n\n');
    const own = thesisText({ seed: 4242, words: 600 });
    const fileId = await upload({ filename: 'do-an.pdf', content: await pdfOf(`${own}\n\n${copied}`) });
    const response = await start({ fileId, language: 'vi' });
    expect(response.statusCode, response.body).toBe(200);
    const { status, id } = response.json();
    expect(status).toBe('queued');
    expect((await checkOf(id)).status).toMatch(/queued|running/);
    await app.jobs.drain();
    const check = await checkOf(id);
    expect(check.status, check.reason).toBe('done');
    expect(check.similarity).toBeGreaterThan(0.05);
    expect(check.sources[0].title).toBe(corpusThesis.title);

    const report = await app.inject({
      url: `/api/v1/plagiarisms/checks/${id}`,
      headers: { host: HOST, cookie },
    });
    expect(report.statusCode).toBe(200);
    const { passages } = report.json().data as {
      passages: { words: number; checked: { text: string }; source: { text: string } }[];
    };
    expect(passages.length).toBeGreaterThan(0);
    const longest = passages.reduce((best, passage) => (passage.words > best.words ? passage : best));
    expect(longest.words).toBeGreaterThanOrEqual(30);
    const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(fold(corpusThesis.text)).toContain(fold(longest.source.text));

    const pdf = await app.inject({
      url: `/api/v1/plagiarisms/checks/${id}/report.pdf`,
      headers: { host: HOST, cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another student sees neither the report nor the PDF, and cannot read this history.
    for (const url of [`/api/v1/plagiarisms/checks/${id}`, `/api/v1/plagiarisms/checks/${id}/report.pdf`])
      expect((await app.inject({ url, headers: { host: HOST, cookie: other } })).statusCode).toBe(404);
    expect((await history(other, userId)).statusCode).toBe(403);
    expect(
      ((await history(other, otherUserId)).json().data as Check[]).map((check) => check.id),
    ).not.toContain(id);
  });

  it('reads DOCX files too; an unrelated text scores at most 1 %', async () => {
    const fileId = await upload({
      filename: 'bao-cao.docx',
      content: docxOf(thesisText({ seed: 777, words: 1500 })),
    });
    const { id } = (await start({ fileId, language: 'en' })).json();
    await app.jobs.drain();
    const check = await checkOf(id);
    expect(check.status, check.reason).toBe('done');
    expect(check.similarity).toBeLessThanOrEqual(0.01);
  });

  it('rejects a PDF without text (a scan), with the reason', async () => {
    const empty = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.rect(50, 50, 100, 100).fill('#333');
      doc.end();
    });
    const { id } = (await start({ fileId: await upload({ filename: 'scan.pdf', content: empty }) })).json();
    await app.jobs.drain();
    const check = await checkOf(id);
    expect(check.status).toBe('rejected');
    expect(check.reason).toMatch(/no text/);
    const [job] = await app.db.select().from(jobs).where(eq(jobs.state, 'rejected'));
    expect(job.attempts).toBe(1);
    expect(
      (
        await app.inject({
          url: `/api/v1/plagiarisms/checks/${id}/report.pdf`,
          headers: { host: HOST, cookie },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers 400 for bad input, 404 for another student’s file or project, 401 without a session', async () => {
    for (const payload of [
      {},
      { fileId: 1, projectId: 1 },
      { fileId: 'x' },
      { fileId: 1, language: 'fr' },
      { fileId: 1, extra: 1 },
    ]) {
      const response = await start(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const xlsx = await upload({
      filename: 'bang.xlsx',
      content: zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
    }).catch(() => null);
    if (xlsx) expect((await start({ fileId: xlsx })).statusCode).toBe(400);
    const theirs = await upload({
      filename: 'cua-ban.pdf',
      content: await pdfOf('Nội dung của bạn khác'),
      as: other,
    });
    expect((await start({ fileId: theirs })).statusCode).toBe(404);
    expect((await start({ projectId: corpusThesis.id })).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v2/plagiarisms/legacy-check',
      headers: { host: HOST },
      payload: { fileId: theirs },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await app.inject({
          url: `/api/v1/plagiarisms/${userId}?rootId=999999`,
          headers: { host: HOST, cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});
