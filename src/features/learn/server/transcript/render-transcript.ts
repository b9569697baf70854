import PDFDocument from 'pdfkit';
import { registerPdfFonts } from '../../../../server/pdf/pdf-fonts';
import { formatSemester } from '../../../../core/index';
import type { StudyResultRow } from '../record-tables';

/** What the transcript prints. */
export type TranscriptInput = {
  university: string;
  student: {
    studentCode: string;
    fullName: string;
    birthDate: string;
    className: string;
    programName: string;
    majorName: string;
  };
  results: StudyResultRow[];
  standing: { semester: string; gpa: number; cpa: number; accumulatedCredits: number; ranking: string }[];
  printedAt: string;
};

const COLUMNS = [
  { title: 'Mã HP', width: 62 },
  { title: 'Tên học phần', width: 215 },
  { title: 'TC', width: 28 },
  { title: 'QT', width: 36 },
  { title: 'Thi', width: 36 },
  { title: 'Hệ 10', width: 40 },
  { title: 'Chữ', width: 36 },
  { title: 'Hệ 4', width: 36 },
];

const mark = (value: number) => (value < 0 ? '' : value.toFixed(1));

/** Renders the printable transcript (bảng điểm) as a PDF; DejaVu Sans carries the Vietnamese diacritics. */
export const renderTranscript = (input: TranscriptInput): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: { Title: `Bảng điểm ${input.student.studentCode}`, Author: input.university },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerPdfFonts(doc);
    doc.font('bold').fontSize(12).text(input.university.toUpperCase(), { align: 'center' });
    doc.fontSize(14).text('BẢNG ĐIỂM HỌC TẬP', { align: 'center' }).moveDown(0.5);
    doc.font('regular').fontSize(9);
    const s = input.student;
    doc.text(`Họ và tên: ${s.fullName}    Mã số sinh viên: ${s.studentCode}    Ngày sinh: ${s.birthDate}`);
    doc.text(`Lớp: ${s.className}    Ngành: ${s.majorName}    Chương trình: ${s.programName}`).moveDown(0.5);
    const row = (cells: string[], isBold = false) => {
      if (doc.y > doc.page.height - 70) doc.addPage();
      const y = doc.y;
      let x = doc.page.margins.left;
      doc.font(isBold ? 'bold' : 'regular').fontSize(8);
      cells.forEach((cell, index) => {
        doc.text(cell, x + 2, y, { width: COLUMNS[index].width - 4, lineBreak: false, ellipsis: true });
        x += COLUMNS[index].width;
      });
      doc.y = y + 13;
    };
    const semesters = [...new Set(input.results.map((r) => r.semester))];
    for (const semester of semesters) {
      doc
        .font('bold')
        .fontSize(9)
        .text(formatSemester({ semester, locale: 'vi' }), doc.page.margins.left, doc.y + 4);
      row(
        COLUMNS.map((c) => c.title),
        true,
      );
      for (const r of input.results.filter((item) => item.semester === semester)) {
        row([
          r.courseCode,
          `${r.courseName}${r.isRetake ? ' (học lại)' : ''}`,
          String(r.credits),
          mark(r.processMark),
          mark(r.examMark),
          mark(r.totalMark),
          r.letterGrade,
          r.mark4 < 0 ? '' : r.mark4.toFixed(1),
        ]);
      }
      const standing = input.standing.find((item) => item.semester === semester);
      if (standing) {
        doc
          .font('regular')
          .fontSize(8)
          .text(
            `GPA: ${standing.gpa.toFixed(2)}   CPA: ${standing.cpa.toFixed(2)}   Tín chỉ tích luỹ: ${standing.accumulatedCredits}   Xếp loại: ${standing.ranking}`,
            doc.page.margins.left,
            doc.y + 2,
          );
      }
    }
    doc
      .moveDown(1)
      .font('regular')
      .fontSize(8)
      .text(
        `In ngày ${input.printedAt}. Bảng điểm tra cứu, không thay thế bảng điểm có dấu của nhà trường.`,
        doc.page.margins.left,
      );
    doc.end();
  });
