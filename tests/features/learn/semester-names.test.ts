import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { createTestApp } from '../../helpers/test-app';
import { studentClient } from './learn-test-kit';
import { formatSemester } from '../../../src/core/index';
import { studyResults } from '../../../src/features/learn/server/record-tables';
import { renderTranscript } from '../../../src/features/learn/server/transcript/render-transcript';
import { explainReason } from '../../../src/features/learn/shared/registration-reasons';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('semester names', () => {
  it('are what the one formatter shows, en dash included', async () => {
    const demo = await studentClient({ app, host: 'hust.localhost' });
    const { body } = await demo.get('/api/v1/semesters');
    expect(body.data.length).toBeGreaterThan(0);
    for (const term of body.data) {
      expect(term.name).toBe(formatSemester({ semester: term.semester, locale: 'vi' }));
      expect(term.nameEn).toBe(formatSemester({ semester: term.semester, locale: 'en' }));
    }
    expect(body.data.find((term: { semester: string }) => term.semester === '20261').name).toBe(
      'Học kỳ 1 năm học 2026–2027',
    );
  });

  it('are printed on the transcript through the formatter', async () => {
    const demo = await studentClient({ app, host: 'hust.localhost' });
    const results = await app.db
      .select()
      .from(studyResults)
      .where(eq(studyResults.studentId, demo.studentId));
    const semesters = [...new Set(results.map((result) => result.semester))].sort();
    expect(semesters.length).toBeGreaterThan(1);
    const printed: string[] = [];
    const text = PDFDocument.prototype.text;
    const spy = vi.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (
      this: PDFKit.PDFDocument,
      ...args: unknown[]
    ) {
      printed.push(String(args[0]));
      return (text as (...a: unknown[]) => PDFKit.PDFDocument).apply(this, args);
    });
    try {
      const pdf = await renderTranscript({
        university: 'Đại học Bách khoa Hà Nội',
        student: {
          studentCode: '20230001',
          fullName: 'Nguyễn Văn An',
          birthDate: '2005-01-02',
          className: 'CNTT.01 K68',
          programName: 'Khoa học Máy tính',
          majorName: 'Khoa học Máy tính',
        },
        results,
        standing: [],
        printedAt: '23/11/2026',
      });
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    } finally {
      spy.mockRestore();
    }
    for (const semester of semesters) expect(printed).toContain(formatSemester({ semester, locale: 'vi' }));
    expect(printed.filter((line) => /Học kỳ \d{5}/.test(line))).toEqual([]);
  });

  it('name the semester in registration reasons', () => {
    expect(explainReason({ reason: { code: 'semester-closed', semester: '20262' }, locale: 'vi' })).toBe(
      'Học kỳ 2 năm học 2026–2027 không mở đăng ký.',
    );
    expect(explainReason({ reason: { code: 'semester-closed', semester: '20262' }, locale: 'en' })).toBe(
      'Semester 2, 2026–2027 is not open for registration.',
    );
  });
});
