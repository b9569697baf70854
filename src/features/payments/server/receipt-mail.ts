import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../../config/index';
import type { Mail, SentMail } from '../../../server/mail/create-mailer';
import { formatSemester } from '../../../core/index';
import { escapeHtml } from '../../../server/mail/escape-html';
import { amountInWords } from '../shared/amount-in-words';
import { formatVnd } from './payment-messages';
import { loadReceipt } from './receipt-data';
import type { Receipt } from './receipt-data';
import { receiptNumber, renderReceiptPdf } from './receipt-pdf';

/** The receipt mail, Vietnamese then English, with the PDF attached. */
export const receiptMail = ({ receipt, pdf }: { receipt: Receipt; pdf: Buffer }): Mail => {
  const amount = formatVnd(receipt.amount);
  const words = amountInWords(receipt.amount);
  const number = receiptNumber(receipt.ledgerId);
  const vi = [
    `Chào ${receipt.student.fullName},`,
    '',
    `${receipt.tenantName.vi} đã nhận ${amount} đ (${words}) học phí ${receipt.semesterName}, nội dung ${receipt.reference}, mã giao dịch ngân hàng ${receipt.bankTxnId}.`,
    `Biên lai số ${number} được đính kèm thư này.`,
  ];
  const en = [
    `Dear ${receipt.student.fullName},`,
    '',
    `${receipt.tenantName.en} received ${amount} VND of tuition for ${formatSemester({ semester: receipt.semester, locale: 'en' })} (reference ${receipt.reference}, bank transaction ${receipt.bankTxnId}).`,
    `Receipt no. ${number} is attached to this mail.`,
  ];
  const paragraphs = (lines: string[]) =>
    lines
      .filter((line) => line !== '')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('');
  return {
    to: receipt.student.email,
    subject: `Biên lai học phí ${number} / Tuition receipt ${number}`,
    text: [...vi, '', '---', '', ...en].join('\n'),
    html: `${paragraphs(vi)}<hr>${paragraphs(en)}`,
    attachments: [
      {
        filename: `bien-lai-${number}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
};

/**
 * Mails the student the receipt of a credited ledger entry (PDF attached) through app.mailer; the
 * webhook calls it after the credit is committed. Answers null (nothing sent) when the entry is
 * not a credit of this tenant or the student has no e-mail address.
 */
export const sendReceiptMail = async ({
  app,
  tenant,
  credited,
}: {
  app: FastifyInstance;
  tenant: Institution;
  /** The new ledger entry (ingest-notification's CreditedPayment fits). */
  credited: { ledgerId: number };
}): Promise<SentMail | null> => {
  const receipt = await loadReceipt({ db: app.db, tenant, ledgerId: credited.ledgerId });
  if (!receipt || !receipt.student.email) return null;
  const pdf = await renderReceiptPdf({ receipt, timeZone: tenant.registration.timezone });
  return app.mailer.sendMail(receiptMail({ receipt, pdf }));
};
