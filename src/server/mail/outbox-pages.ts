import { escapeHtml } from './escape-html';
import type { OutboxMail } from './outbox';

const BASE = '/api/dev/outbox';

const page = ({ title, body }: { title: string; body: string }) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 16px; color: #242424; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e0e0e0; vertical-align: top; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f5f5f5; padding: 12px; }
iframe { width: 100%; height: 480px; border: 1px solid #e0e0e0; }
dt { font-weight: 600; } dd { margin: 0 0 8px; overflow-wrap: anywhere; }
</style>
</head>
<body>
${body}
</body>
</html>
`;

/** Plain text with its http(s) links made clickable (everything escaped first). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

/** The outbox, newest first: one row per mail, linking to it. */
export const outboxListPage = ({ mails, total, dir }: { mails: OutboxMail[]; total: number; dir: string }) =>
  page({
    title: 'Outbox',
    body: `<h1>Outbox</h1>
<p>${total} mail(s) in <code>${escapeHtml(dir)}</code>${total > mails.length ? `, the newest ${mails.length} shown` : ''}. Development only: with SMTP_URL set, mail is sent instead.</p>
${
  mails.length === 0
    ? '<p>No mail yet.</p>'
    : `<table>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${mails
  .map(
    (mail) =>
      `<tr><td>${escapeHtml(mail.date)}</td><td>${escapeHtml(mail.to)}</td><td><a href="${BASE}/${mail.id}">${escapeHtml(mail.subject)}</a></td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`
}`,
  });

/** One mail: its headers, the text part (links clickable) and the HTML part in a sandboxed frame. */
export const outboxMailPage = (mail: OutboxMail) =>
  page({
    title: mail.subject,
    body: `<p><a href="${BASE}">← Outbox</a> · <a href="${BASE}/${mail.id}/eml">${mail.id}.eml</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>
<dt>Date</dt><dd>${escapeHtml(mail.date)}</dd>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
</dl>
<h2>Text</h2>
<pre>${linkify(mail.text)}</pre>
<h2>HTML</h2>
<iframe title="HTML part" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>`,
  });
