import type { Award, AwardApplication, AwardStudentInfo } from '../../../src/generated';
import { callForm } from './render-awards';

const DAY = 24 * 3600 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** A call the demo student sees, open for another month by default. */
export function awardFixture(overrides: Partial<Award> = {}): Award {
  return {
    id: 12,
    publicId: 'AbCdEfGhIj',
    code: 'HB-KKHT-20261',
    name: 'Học bổng khuyến khích học tập học kỳ 1 năm 2026–2027',
    nameEn: 'Study encouragement scholarship, Semester 1, 2026–2027',
    category: 'study',
    categoryId: 1,
    sponsor: '',
    description: 'Học bổng dành cho sinh viên có kết quả học tập từ loại Khá trở lên.',
    descriptionEn: '',
    requirements: 'Điểm trung bình năm học trước từ 2,5 trở lên.',
    requirementsEn: '',
    amount: 5_000_000,
    quota: 120,
    semester: '20261',
    startDate: iso(-7),
    endDate: iso(30),
    isOpen: true,
    unitIds: [],
    studentYears: [],
    applicationStatus: 'none',
    ...overrides,
  };
}

/** My application to call 12. */
export function applicationFixture(overrides: Partial<AwardApplication> = {}): AwardApplication {
  const lastUpdate = '2026-11-02T03:04:05.000Z';
  return {
    id: 301,
    awardId: 12,
    studentId: 5,
    studentCode: '20230001',
    studentName: 'Nguyễn Văn An',
    className: 'CNTT 01-K68',
    status: 'draft',
    data: {
      phone: '0912345678',
      bankName: 'Vietcombank – CN Hà Nội',
      bankAccountNumber: '0123456789',
      bankAccountHolder: 'NGUYEN VAN AN',
      gpaPrevYear: 8.1,
      lastUpdate,
    },
    academic: { gpaPrevYear: 8.1, gpa4s: 3.4 },
    reviewNote: '',
    submittedAt: null,
    reviewedAt: null,
    lastUpdate,
    ...overrides,
  };
}

/** What the call's form starts from for the demo student. */
export function studentInfoFixture({
  application = null,
  category = 'study',
}: { application?: AwardApplication | null; category?: string } = {}): AwardStudentInfo {
  return {
    student: {
      id: 5,
      studentCode: '20230001',
      fullName: 'Nguyễn Văn An',
      email: 'an.nv20230001@sis.hust.edu.vn',
      phone: '0912345678',
      className: 'CNTT 01-K68',
      departmentName: 'Trường Công nghệ Thông tin và Truyền thông',
      cohort: 2023,
    },
    academic: { gpaPrevYear: 8.1, gpa4s: 3.4 },
    form: callForm(category),
    application,
  };
}
