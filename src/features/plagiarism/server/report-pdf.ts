import PDFDocument from 'pdfkit';
import { registerPdfFonts } from '../../../server/pdf/pdf-fonts';
import type { PlagiarismReport } from '../../../generated/index';

// Noto Sans (shipped beside this file, OFL) renders Vietnamese stacked diacritics on any machine.

const percent = (value: number) => `${(Math.max(0, value) * 100).toFixed(1)} %`;
const HIGHLIGHT = '#b00020';

/** Labels of the PDF in the check's language (SPEC duplicate-check language: en | vi). */
const LABELS = {
  vi: {
    heading: 'BÁO CÁO KIỂM TRA TRÙNG LẶP',
    checked: 'Tài liệu',
    date: 'Ngày kiểm tra',
    similarity: 'Tỉ lệ trùng lặp',
    words: 'Số từ',
    sources: 'Nguồn trùng lặp',
    passages: 'Các đoạn trùng lặp',
    yours: 'Tài liệu kiểm tra',
    source: 'Nguồn',
    none: 'Không tìm thấy đoạn trùng lặp nào.',
  },
  en: {
    heading: 'SIMILARITY REPORT',
    checked: 'Document',
    date: 'Checked on',
    similarity: 'Similarity',
    words: 'Words',
    sources: 'Matching sources',
    passages: 'Matching passages',
    yours: 'Checked document',
    source: 'Source',
    none: 'No matching passage was found.',
  },
} as const;

/** The report as a PDF (A4): summary, sources, then each passage above its source passage. */
export const renderReportPdf = (report: PlagiarismReport) =>
  new Promise<Buffer>((resolve, reject) => {
    const labels = LABELS[report.check.language];
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `${labels.heading}: ${report.check.title}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerPdfFonts(doc);
    doc.font('bold').fontSize(15).text(labels.heading, { align: 'center' }).moveDown();
    doc.font('regular').fontSize(10);
    doc.text(`${labels.checked}: ${report.check.title}`);
    doc.text(`${labels.date}: ${report.check.finishedAt.slice(0, 10)}`);
    doc.text(`${labels.words}: ${report.check.wordCount}`);
    doc.font('bold').fontSize(13).fillColor(HIGHLIGHT);
    doc
      .text(`${labels.similarity}: ${percent(report.check.similarity)}`)
      .fillColor('black')
      .moveDown();
    doc.font('bold').fontSize(12).text(labels.sources);
    doc.font('regular').fontSize(10);
    report.check.sources.forEach((source, index) => {
      doc.text(
        `[${index + 1}] ${source.title} — ${source.author}${source.period ? ` (${source.period})` : ''}: ${percent(source.similarity)}`,
      );
    });
    if (report.check.sources.length === 0) doc.text(labels.none);
    doc.moveDown().font('bold').fontSize(12).text(labels.passages);
    report.passages.forEach((passage, index) => {
      const source = report.check.sources[passage.sourceIndex];
      doc.moveDown(0.6).font('bold').fontSize(10);
      doc.text(`${index + 1}. ${labels.yours} — [${passage.sourceIndex + 1}] ${source?.title ?? ''}`);
      for (const [label, excerpt] of [
        [labels.yours, passage.checked],
        [`${labels.source} [${passage.sourceIndex + 1}]`, passage.source],
      ] as const) {
        doc.font('bold').fontSize(9).fillColor('#555555').text(label).fillColor('black');
        doc.font('regular').fontSize(9).text(excerpt.before, { continued: true });
        doc.fillColor(HIGHLIGHT).font('bold').text(excerpt.text, { continued: true });
        doc.fillColor('black').font('regular').text(excerpt.after);
      }
    });
    doc.end();
  });
