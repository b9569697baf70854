import { escapeHtml } from '../../../server/mail/escape-html';
import type { Mail } from '../../../server/mail/create-mailer';
import { RESET_LINK_MINUTES } from '../shared/password-reset';

/** What a reset mail says: whose account, on which portal, and the link. */
export type ResetMailInput = {
  to: string;
  /** The account holder's name. */
  name: string;
  /** The account (student code). */
  account: string;
  /** The university's name in each language. */
  portal: { vi: string; en: string };
  link: string;
};

const paragraphs = (lines: string[]) =>
  lines.map((line) => `<p style="margin:0 0 12px">${line}</p>`).join('');

const button = (link: string, label: string) =>
  `<p style="margin:16px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#0f6cbd;color:#ffffff;text-decoration:none;border-radius:4px">${label}</a></p>`;

/** The bilingual reset mail: Vietnamese first, English below, the same link in both. */
export const resetMail = ({ to, name, account, portal, link }: ResetMailInput): Mail => {
  const minutes = RESET_LINK_MINUTES;
  const text = [
    `Xin chào ${name},`,
    '',
    `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${account} trên cổng thông tin sinh viên ${portal.vi}.`,
    `Mở liên kết dưới đây để đặt mật khẩu mới. Liên kết chỉ dùng được một lần và hết hạn sau ${minutes} phút:`,
    '',
    link,
    '',
    'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.',
    '',
    '----------',
    '',
    `Hello ${name},`,
    '',
    `We received a request to reset the password of account ${account} on the ${portal.en} student portal.`,
    `Open the link below to set a new password. It works once and expires in ${minutes} minutes:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this mail: your password stays the same.',
    '',
  ].join('\n');
  const html = [
    '<div style="font-family:Segoe UI,Arial,sans-serif;font-size:15px;line-height:1.5;color:#242424;max-width:560px">',
    `<div lang="vi">`,
    paragraphs([
      `Xin chào ${escapeHtml(name)},`,
      `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản <strong>${escapeHtml(account)}</strong> trên cổng thông tin sinh viên ${escapeHtml(portal.vi)}.`,
      `Liên kết chỉ dùng được một lần và hết hạn sau ${minutes} phút.`,
    ]),
    button(link, 'Đặt mật khẩu mới'),
    paragraphs(['Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.']),
    '</div>',
    '<hr style="border:none;border-top:1px solid #e0e0e0;margin:24px 0">',
    `<div lang="en">`,
    paragraphs([
      `Hello ${escapeHtml(name)},`,
      `We received a request to reset the password of account <strong>${escapeHtml(account)}</strong> on the ${escapeHtml(portal.en)} student portal.`,
      `The link works once and expires in ${minutes} minutes.`,
    ]),
    button(link, 'Set a new password'),
    paragraphs(['If you did not ask for this, ignore this mail: your password stays the same.']),
    `<p style="margin:0;font-size:13px;color:#616161;overflow-wrap:anywhere">${escapeHtml(link)}</p>`,
    '</div>',
    '</div>',
  ].join('\n');
  return {
    to,
    subject: `Đặt lại mật khẩu / Reset your password – ${portal.vi}`,
    text,
    html,
  };
};
