import { AlignmentType, Document, Packer, Paragraph } from 'docx';
import { cell, gap, line, pairs, sides, table } from './docx-blocks';
import type { Block } from './docx-blocks';
import { logoRun } from './docx-logo';
import { APPLICATION_STATUS_LABELS } from '../shared/award-status';

type Json = Record<string, unknown>;
type Locale = 'vi' | 'en';
type Field = { name: string; schema: Json; ui: Json };
type Moment = { day: number; month: number; year: number; hour: number; minute: number };

/** What the filled scholarship application (GET /api/v1/awards/{id}/download-form-award) is built from. */
export type AwardFormDocxInput = {
  /** `logoPath`: absolute path of an SVG or PNG logo; a file missing on disk leaves the logo out. */
  tenant: { code: string; name: { vi: string; en: string }; logoPath: string | null };
  /** The call; `amount` in VND, `semester` a code such as 20251 (2025–2026, term 1). */
  award: { code: string; name: string; category: string; amount: number; semester: string };
  student: {
    studentCode: string;
    fullName: string;
    className: string;
    departmentName: string;
    email: string;
    phone: string;
    cohort: number;
  };
  /** The tenant's scholarship form for this call, hidden fields removed: it alone decides the fields shown. */
  form: { schema: Json; uiSchema: Json };
  /** The application's form data. */
  data: Json;
  /** The academic figures the server computed (gpaPrevYear, cpa…). */
  academic: Record<string, number>;
  status: 'draft' | 'submitted' | 'reviewing' | 'approved' | 'rejected';
  /** ISO date-time; null while a draft. */
  submittedAt: string | null;
  locale: Locale;
};

const MONTHS_EN = 'January February March April May June July August September October November December';
const LABELS = {
  vi: {
    nation: 'CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM',
    motto: 'Độc lập - Tự do - Hạnh phúc',
    title: 'ĐƠN ĐĂNG KÝ HỌC BỔNG',
    to: 'Kính gửi: Hội đồng xét cấp học bổng',
    call: ['Mã đợt', 'Học kỳ', 'Mức học bổng'],
    student: ['Họ và tên', 'Mã sinh viên', 'Lớp', 'Khoa/Viện', 'Khóa', 'Email', 'Số điện thoại'],
    headings: ['THÔNG TIN SINH VIÊN', 'NỘI DUNG ĐĂNG KÝ', 'KẾT QUẢ HỌC TẬP', 'TÌNH TRẠNG HỒ SƠ'],
    statusRows: ['Trạng thái', 'Ngày nộp', 'Chưa nộp'],
    yesNo: ['Có', 'Không'],
    term: (term: string, year: number) => `Học kỳ ${term}, năm học ${year}–${year + 1}`,
    place: (at?: Moment) =>
      at ? `Hà Nội, ngày ${at.day} tháng ${at.month} năm ${at.year}` : 'Hà Nội, ngày … tháng … năm …',
    signer: ['Người làm đơn', '(Ký và ghi rõ họ tên)'],
  },
  en: {
    nation: 'SOCIALIST REPUBLIC OF VIETNAM',
    motto: 'Independence - Freedom - Happiness',
    title: 'SCHOLARSHIP APPLICATION',
    to: 'To: the Scholarship Committee,',
    call: ['Call code', 'Term', 'Amount'],
    student: ['Full name', 'Student ID', 'Class', 'Faculty', 'Cohort', 'Email', 'Phone number'],
    headings: ['STUDENT DETAILS', 'APPLICATION', 'ACADEMIC RESULTS', 'APPLICATION STATUS'],
    statusRows: ['Status', 'Submitted on', 'Not submitted'],
    yesNo: ['Yes', 'No'],
    term: (term: string, year: number) => `Term ${term}, ${year}–${year + 1}`,
    place: (at?: Moment) =>
      at ? `Hanoi, ${at.day} ${MONTHS_EN.split(' ')[at.month - 1]} ${at.year}` : 'Hanoi, ……………',
    signer: ['Applicant', '(Signature and full name)'],
  },
} as const;

// Numbers that are sums of money (VND): fields marked `"x-currency": "VND"` or named like one.
const MONEY_NAME = /(income|amount|fee|salary|price|money)$/i;

const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', options);
const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
/** A field's title in the locale from its uiSchema entry (`ui:title` {vi, en}), else its name. */
const titleOf = ({ ui, name }: Field, locale: Locale) => {
  const title = ui['ui:title'];
  const localized = typeof title === 'string' ? title : asObject(title)[locale];
  return typeof localized === 'string' ? localized : name;
};

/** The fields of an object schema in `ui:order` order ("*" stands for the others), lastUpdate left out. */
const fieldsOf = ({ schema, ui }: { schema: Json; ui: Json }): Field[] => {
  const properties = asObject(schema.properties);
  const names = Object.keys(properties);
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : ['*'];
  const rest = names.filter((name) => !order.includes(name));
  const ordered = [
    ...order.flatMap((name) => (name === '*' ? rest : [name])),
    ...(order.includes('*') ? [] : rest),
  ];
  return ordered
    .filter((name) => name !== 'lastUpdate' && name in properties)
    .map((name) => ({ name, schema: asObject(properties[name]), ui: asObject(ui[name]) }));
};

const isFileList = (schema: Json) => String(asObject(schema.items).$ref ?? '').endsWith('file.json');
const isObjectList = (schema: Json) =>
  schema.type === 'array' && asObject(schema.items).type === 'object' && !isFileList(schema);

/** One value as text: enum labels, Có/Không, numbers and VND in the locale, file names, dates. */
const formatValue = ({ field, value, locale }: { field: Field; value: unknown; locale: Locale }): string => {
  const { schema, ui, name } = field;
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return LABELS[locale].yesNo[value ? 0 : 1];
  if (typeof value === 'number') {
    const isMoney = schema['x-currency'] === 'VND' || MONEY_NAME.test(name);
    // min2: a year stays 2025, not 2.025.
    const options = isMoney ? { style: 'currency', currency: 'VND' } : { useGrouping: 'min2' };
    return numberFormat(locale, options as Intl.NumberFormatOptions).format(value);
  }
  if (Array.isArray(value)) {
    if (isFileList(schema) || value.every((item) => typeof asObject(item).url === 'string'))
      return value.map((file) => String(asObject(file).name ?? '')).join(', ');
    const item = { name, schema: asObject(schema.items), ui: asObject(ui.items) };
    return value.map((entry) => formatValue({ field: item, value: entry, locale })).join(', ');
  }
  if (typeof value === 'object') {
    const object = value as Json;
    if (typeof object.text === 'string') return object.text;
    return fieldsOf({ schema, ui })
      .filter((sub) => sub.name in object)
      .map(
        (sub) => `${titleOf(sub, locale)}: ${formatValue({ field: sub, value: object[sub.name], locale })}`,
      )
      .join('; ');
  }
  const enumLabel = asObject(asObject(ui['ui:enumNames'])[String(value)])[locale];
  if (typeof enumLabel === 'string') return enumLabel;
  if (schema.format === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(value)))
    return String(value).split('-').reverse().join('/');
  return String(value);
};

/** An array of objects (achievements…): its title, then a table of the item titles and a row per item. */
const itemsBlocks = ({ field, value, locale }: { field: Field; value: unknown; locale: Locale }) => {
  const columns = fieldsOf({ schema: asObject(field.schema.items), ui: asObject(field.ui.items) });
  const items = Array.isArray(value) ? value : [];
  const header = columns.map((column) => cell([line(titleOf(column, locale), { bold: true })]));
  const rows = items.map((item) =>
    columns.map((column) => cell(formatValue({ field: column, value: asObject(item)[column.name], locale }))),
  );
  return [line(titleOf(field, locale), { bold: true }), table([header, ...rows])];
};

/** The form's fields as label–value tables; an array of objects breaks out into its own table. */
const formBlocks = ({ fields, data, locale }: { fields: Field[]; data: Json; locale: Locale }) => {
  const blocks: Block[] = [];
  let rows: [string, string][] = [];
  const flush = () => {
    if (rows.length) blocks.push(pairs(rows));
    rows = [];
  };
  for (const field of fields) {
    const value = data[field.name];
    if (isObjectList(field.schema)) {
      flush();
      blocks.push(...itemsBlocks({ field, value, locale }));
    } else rows.push([titleOf(field, locale), formatValue({ field, value, locale })]);
  }
  flush();
  return blocks;
};

// Dates on the form are Vietnam's, whatever the server's time zone; sv-SE writes "2026-03-05 03:30:00".
const vietnamMoment = (iso: string): Moment => {
  const local = new Date(iso).toLocaleString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
  const [year, month, day, hour, minute] = local.split(/\D+/).map(Number);
  return { day, month, year, hour, minute };
};
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The filled scholarship application as a DOCX: the tenant's logo and name beside the national motto,
 * the title and call, the student's details, every field of the tenant's form in `ui:order` order
 * (fields a tenant adds through config too: everything is read from the schema), the academic figures,
 * the status and submission date, and the signature block. Labels follow `locale`.
 */
export const awardFormDocx = async (input: AwardFormDocxInput): Promise<Buffer> => {
  const { tenant, award, student, form, data, academic, locale } = input;
  const labels = LABELS[locale];
  const tenantName = tenant.name[locale] || tenant.name.vi;
  const logo = await logoRun(tenant.logoPath);
  const money = numberFormat(locale, { style: 'currency', currency: 'VND' });
  const term = /^\d{5}$/.test(award.semester)
    ? labels.term(award.semester.slice(4), Number(award.semester.slice(0, 4)))
    : award.semester;
  const submitted = input.submittedAt ? vietnamMoment(input.submittedAt) : undefined;
  const submittedText = submitted
    ? `${pad(submitted.day)}/${pad(submitted.month)}/${submitted.year} ${pad(submitted.hour)}:${pad(submitted.minute)}`
    : labels.statusRows[2];

  // The academic figures get their own part (a hidden one is absent from the form's schema): the
  // student's value where the tenant lets them correct it, else the computed one.
  const fields = fieldsOf({ schema: form.schema, ui: form.uiSchema });
  const academicFields = fields.filter((field) => field.name in academic);
  const academicRows = academicFields.map((field): [string, string] => [
    titleOf(field, locale),
    formatValue({ field, value: data[field.name] ?? academic[field.name], locale }),
  ]);
  const studentRows = [
    [student.fullName, student.studentCode, student.className, student.departmentName],
    [String(student.cohort), student.email, student.phone],
  ]
    .flat()
    .map((value, index): [string, string] => [labels.student[index], value]);

  let numbered = 0;
  const heading = (index: number) =>
    line(`${['I', 'II', 'III', 'IV'][numbered++]}. ${labels.headings[index]}`, { bold: true });
  const centered = (value: string, options: { bold?: boolean; italics?: boolean }) =>
    line(value, { ...options, center: true });

  const document = new Document({
    creator: tenantName.normalize('NFC'),
    title: `${labels.title} - ${award.name}`.normalize('NFC'),
    styles: { default: { document: { run: { font: 'Times New Roman', size: 26 } } } },
    sections: [
      {
        children: [
          sides({
            left: [
              ...(logo ? [new Paragraph({ alignment: AlignmentType.CENTER, children: [logo] })] : []),
              centered(tenantName, { bold: true }),
            ],
            right: [centered(labels.nation, { bold: true }), centered(labels.motto, { bold: true })],
          }),
          gap(),
          centered(labels.title, { bold: true }),
          centered(award.name, { bold: true }),
          centered(
            `${labels.call[0]}: ${award.code} · ${labels.call[1]}: ${term} · ${labels.call[2]}: ${money.format(award.amount)}`,
            { italics: true },
          ),
          gap(),
          line(`${labels.to} ${tenantName}`),
          heading(0),
          pairs(studentRows),
          heading(1),
          ...formBlocks({ fields: fields.filter((field) => !(field.name in academic)), data, locale }),
          ...(academicRows.length ? [heading(2), pairs(academicRows)] : []),
          heading(3),
          pairs([
            [labels.statusRows[0], APPLICATION_STATUS_LABELS[input.status][locale]],
            [labels.statusRows[1], submittedText],
          ]),
          gap(),
          sides({
            left: [gap()],
            right: [
              centered(labels.place(submitted), { italics: true }),
              centered(labels.signer[0], { bold: true }),
              centered(labels.signer[1], { italics: true }),
              gap(),
              gap(),
              centered(student.fullName, { bold: true }),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
};
