import type { SniffedType } from '../shared/file-types';

export { extensionOf } from '../shared/file-types';

/** How many first bytes of an upload are kept for sniffing. */
export const SNIFF_BYTES = 64 * 1024;

const startsWith = (content: Buffer, signature: number[]) =>
  signature.every((byte, index) => content[index] === byte);

/** Windows PE (MZ), ELF, Mach-O (both byte orders, 32/64 bit, universal) and scripts with `#!`. */
const EXECUTABLE_SIGNATURES = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  [0x23, 0x21],
];

const isZip = (head: Buffer) =>
  startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);

/** What an Office Open XML package is, from its part names; a plain zip otherwise. */
const zipKind = (names: readonly string[]): SniffedType => {
  if (!names.includes('[Content_Types].xml')) return 'zip';
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  return 'zip';
};

/** Part names seen in the local headers of the first bytes, when the central directory is unreadable. */
const namesInHead = (head: Buffer) => {
  const text = head.toString('latin1');
  return ['[Content_Types].xml', 'word/', 'xl/', 'ppt/'].filter((name) => text.includes(name));
};

/**
 * The type of an upload from its content (magic bytes), never from its name: `head` is its first
 * bytes, `zipEntries` the names in a zip's central directory (null when there is none to read).
 */
export const sniffFileType = ({
  head,
  zipEntries,
}: {
  head: Buffer;
  zipEntries: readonly string[] | null;
}): SniffedType => {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (EXECUTABLE_SIGNATURES.some((signature) => startsWith(head, signature))) return 'executable';
  if (isZip(head)) return zipKind(zipEntries ?? namesInHead(head));
  return null;
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
  const match = /\.([a-z0-9]+)$/i.exec(cleaned);
  const extension = match ? match[1].toLowerCase() : '';
  return `${cleaned.slice(0, 190 - extension.length)}.${extension}`;
};
