/** File kinds accepted for upload, by extension, with their MIME type. */
export const ALLOWED_FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;

const startsWith = (content: Buffer, signature: number[]) =>
  signature.every((byte, index) => content[index] === byte);

/** The kind an Office Open XML zip holds, from the part names stored in it. */
const officeKind = (content: Buffer): 'docx' | 'xlsx' | null => {
  if (!startsWith(content, [0x50, 0x4b, 0x03, 0x04])) return null;
  const text = content.toString('latin1');
  if (!text.includes('[Content_Types].xml')) return null;
  if (text.includes('word/')) return 'docx';
  if (text.includes('xl/')) return 'xlsx';
  return null;
};

/** The MIME type of the content, or null when it is none of the allowed kinds. */
export const detectFileType = (content: Buffer): string | null => {
  if (startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d])) return ALLOWED_FILE_TYPES.pdf;
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ALLOWED_FILE_TYPES.png;
  if (startsWith(content, [0xff, 0xd8, 0xff])) return ALLOWED_FILE_TYPES.jpg;
  const office = officeKind(content);
  return office ? ALLOWED_FILE_TYPES[office] : null;
};

/** The lowercase extension of a file name ('' when none). */
export const extensionOf = (name: string) => {
  const match = /\.([a-z0-9]+)$/i.exec(name);
  return match ? match[1].toLowerCase() : '';
};

/**
 * Bidirectional controls (embeddings, overrides, isolates, LRM/RLM, ALM): in a name they can show
 * `invoice\u202Efdp.exe` as `invoiceexe.pdf`, so the name a student reads hides the real extension.
 */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name safe to store and send back: no path, no control or bidi characters, at most 200
 * characters.
 */
export const cleanFileName = (name: string) => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .replace(BIDI_CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length <= 200) return cleaned;
  const extension = extensionOf(cleaned);
  return `${cleaned.slice(0, 190 - extension.length)}.${extension}`;
};
