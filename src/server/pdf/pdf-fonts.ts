import { fileURLToPath } from 'node:url';

const font = (name: string) => fileURLToPath(new URL(`./fonts/${name}`, import.meta.url));

/**
 * The one font of every PDF the portal writes (reports, transcripts, receipts): Noto Sans (OFL,
 * fonts/LICENSE-Noto.txt), which has every Vietnamese letter.
 */
export const PDF_FONTS = { regular: font('NotoSans-Regular.ttf'), bold: font('NotoSans-Bold.ttf') } as const;

/** Registers the fonts as 'regular' and 'bold' on a pdfkit document. */
export const registerPdfFonts = (doc: PDFKit.PDFDocument) => {
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);
};
