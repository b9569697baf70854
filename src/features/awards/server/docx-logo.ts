import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { ImageRun } from 'docx';

const LOGO_HEIGHT = 64;

const pngChunk = (type: string, body: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const frame = Buffer.alloc(8);
  frame.writeUInt32BE(body.length, 0);
  frame.writeUInt32BE(crc32(typed) >>> 0, 4);
  return Buffer.concat([frame.subarray(0, 4), typed, frame.subarray(4)]);
};

/** A 1×1 PNG of the logo's first fill colour: the fallback docx requires beside an SVG (Word draws the SVG). */
const solidPng = (svg: string) => {
  const rgb = Buffer.from(/fill="#([0-9a-f]{6})"/i.exec(svg)?.[1] ?? '808080', 'hex');
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    pngChunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The logo LOGO_HEIGHT pixels tall, or null when there is no file or it is neither a PNG nor an SVG. */
export const logoRun = async (logoPath: string | null) => {
  const bytes = logoPath ? await readFile(logoPath).catch(() => null) : null;
  if (!bytes) return null;
  const fit = (width: number, height: number) => ({
    width: Math.round((LOGO_HEIGHT * width) / (height || 1)) || LOGO_HEIGHT,
    height: LOGO_HEIGHT,
  });
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    const transformation = fit(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
    return new ImageRun({ type: 'png', data: bytes, transformation });
  }
  const svg = bytes.toString('utf8');
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const box = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(root);
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1] ?? box?.[1] ?? 1);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1] ?? box?.[2] ?? 1);
  const fallback = { type: 'png' as const, data: solidPng(svg) };
  return new ImageRun({ type: 'svg', data: bytes, transformation: fit(width, height), fallback });
};
