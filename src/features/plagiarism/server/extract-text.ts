import { JobRejection } from '../../../server/jobs/job-runner';

/** Types a check reads text from. */
export const CHECKABLE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain',
} as const;

/** The text of a PDF, page by page (pdfjs-dist, no worker thread: one check at a time). */
const pdfText = async (content: Buffer) => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(content),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      pages.push(
        items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('')
          .replace(/[ \t]+/g, ' '),
      );
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
};

/** The text of a Word document (mammoth's raw text: paragraphs separated by blank lines). */
const docxText = async (content: Buffer) => {
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: content });
  return value;
};

/**
 * The text of a PDF, DOCX or plain-text file. A file that cannot be read, or holds no text (a
 * scanned PDF), is a JobRejection: trying again would not help.
 */
export const extractText = async ({ content, type }: { content: Buffer; type: string }) => {
  let text: string;
  try {
    if (type === CHECKABLE_TYPES.pdf) text = await pdfText(content);
    else if (type === CHECKABLE_TYPES.docx) text = await docxText(content);
    else if (type === CHECKABLE_TYPES.text) text = content.toString('utf8');
    else
      throw new JobRejection('Chỉ kiểm tra được tệp PDF hoặc DOCX / Only PDF and DOCX files can be checked');
  } catch (error) {
    if (error instanceof JobRejection) throw error;
    throw new JobRejection('Không đọc được nội dung tệp / The file could not be read');
  }
  // NUL cannot be stored in a PostgreSQL text.
  const normalised = text.normalize('NFC').replaceAll('\u0000', '');
  if (!/[\p{L}\p{N}]/u.test(normalised))
    throw new JobRejection(
      'Tệp không có văn bản (có thể là bản quét) / The file holds no text (it may be a scan)',
    );
  return normalised;
};
