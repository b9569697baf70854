import { AlignmentType, Paragraph, Table, TableBorders, TableCell, TableRow, TextRun, WidthType } from 'docx';

/** What a form's body is made of: paragraphs and tables. */
export type Block = Paragraph | Table;

// NFC keeps each Vietnamese letter one code point, which every Word font draws with its marks stacked.
export const runs = (value: string, options: { bold?: boolean; italics?: boolean } = {}) =>
  value
    .normalize('NFC')
    .split(/\r?\n/)
    .map((text, index) => new TextRun({ text, ...options, ...(index ? { break: 1 } : {}) }));
export const line = (value: string, options: { bold?: boolean; italics?: boolean; center?: boolean } = {}) =>
  new Paragraph({
    alignment: options.center ? AlignmentType.CENTER : undefined,
    children: runs(value, options),
  });
export const gap = () => new Paragraph({ children: [] });

export const cell = (children: Block[] | string, width?: number) =>
  new TableCell({
    width: width ? { size: width, type: WidthType.PERCENTAGE } : undefined,
    children: typeof children === 'string' ? [line(children)] : children,
  });
export const table = (rows: TableCell[][], borders = true) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: borders ? undefined : TableBorders.NONE,
    rows: rows.map((cells) => new TableRow({ children: cells })),
  });
export const pairs = (rows: [string, string][]) =>
  table(rows.map(([label, value]) => [cell([line(label, { bold: true })], 40), cell(value, 60)]));
// Vietnamese forms put the issuer left and the motto (or the signature) right, without borders.
export const sides = ({ left, right }: { left: Block[]; right: Block[] }) =>
  table([[cell(left, 45), cell(right, 55)]], false);
