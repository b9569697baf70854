import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { awardFormDocx } from '../../../src/features/awards/server/award-form-docx';
import { scholarshipFormFor } from '../../../src/features/awards/shared/scholarship-form';
import type { AwardFormDocxInput } from '../../../src/features/awards/server/award-form-docx';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
const HUST_LOGO = path.join(root, 'public/institutions/hust/logo.svg');

/** The project's scholarship form with a field a tenant adds through formOverrides, as the server hands it over. */
const tenantForm = () => {
  const schema = readJson('schemas/forms/scholarship.schema.json');
  const uiSchema = readJson('schemas/forms/scholarship.ui.json');
  const properties = schema.properties as Record<string, unknown>;
  properties.volunteerHours = { type: 'integer', minimum: 0 };
  uiSchema.volunteerHours = { 'ui:title': { vi: 'Số giờ tình nguyện', en: 'Volunteer hours' } };
  return scholarshipFormFor({ schema, uiSchema, flags: { familyInfo: true }, category: 'study' });
};

const input = (overrides: Partial<AwardFormDocxInput> = {}): AwardFormDocxInput => ({
  tenant: {
    code: 'hust',
    name: { vi: 'Đại học Bách khoa Hà Nội', en: 'Hanoi University of Science and Technology' },
    logoPath: HUST_LOGO,
  },
  award: {
    code: 'HB-KKHT-20251',
    name: 'Học bổng khuyến khích học tập',
    category: 'study',
    amount: 12_500_000,
    semester: '20251',
  },
  student: {
    studentCode: '20210001',
    fullName: 'Nguyễn Thị Hồng Nhung',
    className: 'Kỹ thuật Máy tính 01-K66',
    departmentName: 'Trường Công nghệ Thông tin và Truyền thông',
    email: 'nhung.nth@sis.hust.edu.vn',
    phone: '0912 345 678',
    cohort: 66,
  },
  form: tenantForm(),
  data: {
    lastUpdate: '2026-03-01T08:00:00.000Z',
    phone: '0912 345 678',
    bankName: 'Vietcombank – CN Hà Nội',
    bankAccountNumber: '0011004455667',
    bankAccountHolder: 'NGUYEN THI HONG NHUNG',
    tpa: 92,
    familyMembers: 4,
    familyIncome: 5_000_000,
    // Hidden for a study call: in the data, not in the form.
    familyCircumstances: 'Hoàn cảnh gia đình khó khăn đặc biệt',
    achievements: [
      {
        title: 'Giải Nhất Olympic Tin học sinh viên',
        level: 'national',
        year: 2025,
        evidence: [
          { id: 7, url: '/api/v1/files/7', name: 'giấy-chứng-nhận.pdf', size: 1024, type: 'application/pdf' },
        ],
      },
    ],
    reason: 'Em mong muốn được tiếp tục học tập.\nXin chân thành cảm ơn.',
    volunteerHours: 120,
    commitment: true,
    // Not in the schema at all.
    secretNote: 'Ghi chú nội bộ không được in',
  },
  academic: { gpaPrevYear: 8.75, cpa: 3.25, gpa: 3.5, gpa4s: 3.4 },
  status: 'submitted',
  submittedAt: '2026-03-04T20:30:00.000Z',
  locale: 'vi',
  ...overrides,
});

const textOf = async (buffer: Buffer) => (await mammoth.extractRawText({ buffer })).value;

describe('awardFormDocx', () => {
  it('writes the filled application in Vietnamese with diacritics intact and the tenant logo', async () => {
    const buffer = await awardFormDocx(input());
    const text = await textOf(buffer);

    for (const expected of [
      'Đại học Bách khoa Hà Nội',
      'CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM',
      'Độc lập - Tự do - Hạnh phúc',
      'ĐƠN ĐĂNG KÝ HỌC BỔNG',
      'Học bổng khuyến khích học tập',
      'Nguyễn Thị Hồng Nhung',
      'Trường Công nghệ Thông tin và Truyền thông',
      'Tên ngân hàng, chi nhánh',
      'Vietcombank – CN Hà Nội',
      'Số giờ tình nguyện',
      'Giải Nhất Olympic Tin học sinh viên',
      'Cấp quốc gia',
      'giấy-chứng-nhận.pdf',
      'Xin chân thành cảm ơn.',
      'Đã nộp',
      'Hà Nội, ngày 5 tháng 3 năm 2026',
      'Người làm đơn',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/12\.500\.000\s₫/);
    expect(text).toMatch(/5\.000\.000\s₫/);
    expect(text).toContain('3,25');
    expect(text).toMatch(/Tôi cam đoan các thông tin trên là đúng sự thật\s+Có/);
    expect(text).toMatch(/Số giờ tình nguyện\s+120/);
    // Form order: the tenant's field sits at "*", before the commitment.
    expect(text.indexOf('Tên ngân hàng')).toBeLessThan(text.indexOf('Số giờ tình nguyện'));
    expect(text.indexOf('Số giờ tình nguyện')).toBeLessThan(text.indexOf('Tôi cam đoan'));
    // Fields outside the form never print, nor does the hidden lastUpdate or a hidden academic figure.
    expect(text).not.toContain('Ghi chú nội bộ');
    expect(text).not.toContain('secretNote');
    expect(text).not.toContain('Hoàn cảnh gia đình khó khăn');
    expect(text).not.toContain('lastUpdate');
    expect(text).not.toContain('thang 4');
    expect(buffer.includes('word/media/')).toBe(true);
  });

  it('writes composed (NFC) Vietnamese even from decomposed input', async () => {
    const decomposed = 'Nguyễn Thị Hồng Nhung'.normalize('NFD');
    const text = await textOf(
      await awardFormDocx(input({ student: { ...input().student, fullName: decomposed } })),
    );
    expect(text).toContain('Nguyễn Thị Hồng Nhung'.normalize('NFC'));
  });

  it('writes the labels in English', async () => {
    const text = await textOf(await awardFormDocx(input({ locale: 'en' })));
    for (const expected of [
      'Hanoi University of Science and Technology',
      'SCHOLARSHIP APPLICATION',
      'Học bổng khuyến khích học tập',
      'Bank and branch',
      'Vietcombank – CN Hà Nội',
      'Volunteer hours',
      'National',
      'Submitted',
      'Applicant',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/I declare that the information above is true\s+Yes/);
    expect(text).toContain('3.25');
    expect(text).not.toContain('Số giờ tình nguyện');
    expect(text).not.toContain('Ghi chú nội bộ');
  });

  it('leaves the logo out when the file is missing and embeds a PNG logo', async () => {
    const missing = await awardFormDocx(
      input({
        tenant: { ...input().tenant, logoPath: '/nonexistent/logo.svg' },
        status: 'draft',
        submittedAt: null,
      }),
    );
    expect(missing.includes('word/media/')).toBe(false);
    const text = await textOf(missing);
    expect(text).toContain('Bản nháp');
    expect(text).toContain('Hà Nội, ngày … tháng … năm …');

    const dir = mkdtempSync(path.join(os.tmpdir(), 'award-docx-'));
    const png = path.join(dir, 'logo.png');
    writeFileSync(
      png,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const withPng = await awardFormDocx(input({ tenant: { ...input().tenant, logoPath: png } }));
    expect(withPng.includes('word/media/')).toBe(true);
    expect(await textOf(withPng)).toContain('Đại học Bách khoa Hà Nội');
    rmSync(dir, { recursive: true, force: true });
  });
});
