/** Schools (trường/viện) and their departments (khoa/bộ môn) seeded per tenant; names are realistic Vietnamese. */
export type SchoolSeed = {
  vi: string;
  en: string;
  abbr: string;
  departments: { vi: string; en: string; majors: string[] }[];
};

const ENGINEERING: SchoolSeed[] = [
  {
    vi: 'Trường Công nghệ Thông tin và Truyền thông',
    en: 'School of Information and Communication Technology',
    abbr: 'SoICT',
    departments: [
      {
        vi: 'Khoa Khoa học Máy tính',
        en: 'Faculty of Computer Science',
        majors: ['Khoa học Máy tính', 'Trí tuệ nhân tạo'],
      },
      { vi: 'Khoa Kỹ thuật Máy tính', en: 'Faculty of Computer Engineering', majors: ['Kỹ thuật Máy tính'] },
      {
        vi: 'Khoa Hệ thống Thông tin',
        en: 'Faculty of Information Systems',
        majors: ['Hệ thống Thông tin quản lý', 'Công nghệ Thông tin'],
      },
    ],
  },
  {
    vi: 'Trường Điện - Điện tử',
    en: 'School of Electrical and Electronic Engineering',
    abbr: 'SEEE',
    departments: [
      { vi: 'Khoa Tự động hóa', en: 'Faculty of Automation', majors: ['Kỹ thuật Điều khiển và Tự động hóa'] },
      { vi: 'Khoa Điện tử', en: 'Faculty of Electronics', majors: ['Kỹ thuật Điện tử - Viễn thông'] },
    ],
  },
  {
    vi: 'Trường Cơ khí',
    en: 'School of Mechanical Engineering',
    abbr: 'SME',
    departments: [
      { vi: 'Khoa Cơ điện tử', en: 'Faculty of Mechatronics', majors: ['Kỹ thuật Cơ điện tử'] },
      { vi: 'Khoa Cơ khí Động lực', en: 'Faculty of Automotive Engineering', majors: ['Kỹ thuật Ô tô'] },
    ],
  },
  {
    vi: 'Trường Kinh tế',
    en: 'School of Economics and Management',
    abbr: 'SEM',
    departments: [
      {
        vi: 'Khoa Quản trị Kinh doanh',
        en: 'Faculty of Business Administration',
        majors: ['Quản trị Kinh doanh', 'Tài chính - Ngân hàng'],
      },
    ],
  },
];

const MEDICINE: SchoolSeed[] = [
  {
    vi: 'Khoa Y',
    en: 'Faculty of Medicine',
    abbr: 'FOM',
    departments: [
      { vi: 'Bộ môn Nội tổng hợp', en: 'Department of Internal Medicine', majors: ['Y khoa'] },
      { vi: 'Bộ môn Ngoại', en: 'Department of Surgery', majors: ['Y khoa'] },
      { vi: 'Bộ môn Nhi', en: 'Department of Pediatrics', majors: ['Y khoa'] },
    ],
  },
  {
    vi: 'Viện Đào tạo Răng Hàm Mặt',
    en: 'School of Odonto-Stomatology',
    abbr: 'SOS',
    departments: [
      { vi: 'Bộ môn Phẫu thuật Miệng', en: 'Department of Oral Surgery', majors: ['Răng - Hàm - Mặt'] },
    ],
  },
  {
    vi: 'Trường Y học Dự phòng và Y tế Công cộng',
    en: 'School of Preventive Medicine and Public Health',
    abbr: 'SPMPH',
    departments: [
      {
        vi: 'Bộ môn Dịch tễ học',
        en: 'Department of Epidemiology',
        majors: ['Y học Dự phòng', 'Y tế Công cộng'],
      },
      { vi: 'Bộ môn Dinh dưỡng', en: 'Department of Nutrition', majors: ['Dinh dưỡng'] },
    ],
  },
  {
    vi: 'Khoa Điều dưỡng - Hộ sinh',
    en: 'Faculty of Nursing and Midwifery',
    abbr: 'FNM',
    departments: [
      { vi: 'Bộ môn Điều dưỡng', en: 'Department of Nursing', majors: ['Điều dưỡng', 'Hộ sinh'] },
    ],
  },
];

const SECURITY: SchoolSeed[] = [
  {
    vi: 'Khoa An toàn Thông tin',
    en: 'Faculty of Information Security',
    abbr: 'FIS',
    departments: [
      { vi: 'Bộ môn Mật mã', en: 'Department of Cryptography', majors: ['An toàn Thông tin'] },
      { vi: 'Bộ môn An ninh Mạng', en: 'Department of Network Security', majors: ['An toàn Thông tin'] },
    ],
  },
  {
    vi: 'Khoa Công nghệ Thông tin',
    en: 'Faculty of Information Technology',
    abbr: 'FIT',
    departments: [
      {
        vi: 'Bộ môn Công nghệ Phần mềm',
        en: 'Department of Software Engineering',
        majors: ['Công nghệ Thông tin'],
      },
      { vi: 'Bộ môn Mạng Máy tính', en: 'Department of Computer Networks', majors: ['Công nghệ Thông tin'] },
    ],
  },
  {
    vi: 'Khoa Điện tử - Viễn thông',
    en: 'Faculty of Electronics and Telecommunications',
    abbr: 'FET',
    departments: [
      {
        vi: 'Bộ môn Kỹ thuật Điện tử',
        en: 'Department of Electronic Engineering',
        majors: ['Kỹ thuật Điện tử - Viễn thông'],
      },
    ],
  },
];

/** The school catalogue for a tenant code (engineering by default). */
export const schoolsFor = (code: string): SchoolSeed[] =>
  code === 'hmu' ? MEDICINE : code === 'actvn' ? SECURITY : ENGINEERING;
