import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const font = (name: string) => fileURLToPath(new URL(`./fonts/${name}`, import.meta.url));

/**
 * The one font of every PDF the portal writes (reports, transcripts, receipts): Noto Sans (OFL,
 * fonts/LICENSE-Noto.txt), which has every Vietnamese letter.
 */
export const PDF_FONTS = { regular: font('NotoSans-Regular.ttf'), bold: font('NotoSans-Bold.ttf') } as const;

type ParsedFont = ReturnType<typeof fontkit.create>;

/**
 * The fonts parsed once per process: pdfkit takes a fontkit font as it takes a file, and each
 * document still embeds its own subset. Parsing anew per document (and losing fontkit's glyph and
 * layout caches with it) was most of a receipt's rendering time.
 */
let parsed: { regular: ParsedFont; bold: ParsedFont } | null = null;

/** Registers the fonts as 'regular' and 'bold' on a pdfkit document. */
export const registerPdfFonts = (doc: PDFKit.PDFDocument) => {
  parsed ??= {
    regular: fontkit.create(readFileSync(PDF_FONTS.regular)),
    bold: fontkit.create(readFileSync(PDF_FONTS.bold)),
  };
  doc.registerFont('regular', parsed.regular as unknown as string);
  doc.registerFont('bold', parsed.bold as unknown as string);
};
