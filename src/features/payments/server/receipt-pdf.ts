import PDFDocument from 'pdfkit';
import { localDateTime } from '../../../core/local-date-time';
import { registerPdfFonts } from '../../../server/pdf/pdf-fonts';
import { amountInWords } from '../shared/amount-in-words';
import { formatVnd } from './payment-messages';
import type { Receipt } from './receipt-data';

// Noto Sans (shipped beside this file, OFL) has every Vietnamese letter. pdfjs-dist's Liberation
// Sans is a subset without ư, ơ and most stacked diacritics (ọ, ổ, ậ …), so it cannot print them.

/** Receipt number as printed: the ledger id on at least 8 digits. */
export const receiptNumber = (ledgerId: number) => String(ledgerId).padStart(8, '0');

/** dd/mm/yyyy HH:mm in the tenant's time zone. */
const dateTime = ({ date, timeZone }: { date: Date; timeZone: string }) => {
  const { date: day, time } = localDateTime({ now: date, timeZone });
  return `${day.split('-').reverse().join('/')} ${time}`;
};

/**
 * The receipt of one credited payment as a PDF (A5, bilingual labels): the institution, the
 * student, the semester, the reference, the amount in digits and in Vietnamese words, when it was
 * paid and the bank's transaction id. `compress: false` leaves the text readable in the raw file.
 */
export const renderReceiptPdf = ({
  receipt,
  timeZone,
  compress = true,
}: {
  receipt: Receipt;
  timeZone: string;
  compress?: boolean;
}) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A5',
      margin: 40,
      compress,
      info: {
        Title: `Biên lai học phí / Tuition receipt ${receiptNumber(receipt.ledgerId)}`,
        Author: receipt.tenantName.vi,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerPdfFonts(doc);

    doc.font('bold').fontSize(12).text(receipt.tenantName.vi.toUpperCase(), { align: 'center' });
    doc.font('regular').fontSize(9).text(receipt.tenantName.en, { align: 'center' }).moveDown(1.2);
    doc.font('bold').fontSize(15).text('BIÊN LAI THU HỌC PHÍ', { align: 'center' });
    doc.font('regular').fontSize(10).text('Tuition receipt', { align: 'center' });
    doc
      .fontSize(9)
      .text(`Số / No.: ${receiptNumber(receipt.ledgerId)}`, { align: 'center' })
      .moveDown(1.2);

    const { account } = receipt;
    const rows: [string, string][] = [
      ['Sinh viên / Student', `${receipt.student.fullName} (${receipt.student.code})`],
      ['Lớp / Class', receipt.student.className || '—'],
      ['Học kỳ / Semester', receipt.semesterName],
      ['Nội dung chuyển khoản / Reference', receipt.reference],
      ['Số tiền / Amount', `${formatVnd(receipt.amount)} đ (VND)`],
      ['Bằng chữ / In words', amountInWords(receipt.amount)],
      ['Thời điểm thanh toán / Paid at', dateTime({ date: receipt.paidAt, timeZone })],
      ['Mã giao dịch ngân hàng / Bank transaction', receipt.bankTxnId],
      ['Tài khoản nhận / Paid to', `${account.accountNumber} – ${account.accountName} – ${account.bankName}`],
    ];
    const labelWidth = 150;
    const valueX = doc.page.margins.left + labelWidth + 8;
    const valueWidth = doc.page.width - doc.page.margins.right - valueX;
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('regular').fontSize(9).fillColor('#555555');
      doc.text(label, doc.page.margins.left, y, { width: labelWidth });
      const labelBottom = doc.y;
      doc.font('bold').fontSize(10).fillColor('black');
      doc.text(value, valueX, y, { width: valueWidth });
      doc.y = Math.max(doc.y, labelBottom) + 6;
    }
    doc.x = doc.page.margins.left;
    doc.moveDown(1.5).font('regular').fontSize(8).fillColor('#555555');
    doc.text(
      `Biên lai điện tử, lập tự động ngày ${dateTime({ date: receipt.creditedAt, timeZone })} khi ngân hàng báo có. ` +
        'Electronic receipt, issued automatically when the bank confirmed the credit.',
      { align: 'center' },
    );
    doc.end();
  });
