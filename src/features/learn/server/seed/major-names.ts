/** English names of the majors seeded in src/features/org/server/unit-catalog.ts (Vietnamese as stored). */
export const MAJOR_NAMES_EN: Readonly<Record<string, string>> = {
  'Khoa học Máy tính': 'Computer Science',
  'Trí tuệ nhân tạo': 'Artificial Intelligence',
  'Kỹ thuật Máy tính': 'Computer Engineering',
  'Hệ thống Thông tin quản lý': 'Management Information Systems',
  'Công nghệ Thông tin': 'Information Technology',
  'Kỹ thuật Điều khiển và Tự động hóa': 'Control and Automation Engineering',
  'Kỹ thuật Điện tử - Viễn thông': 'Electronics and Telecommunications Engineering',
  'Kỹ thuật Cơ điện tử': 'Mechatronics Engineering',
  'Kỹ thuật Ô tô': 'Automotive Engineering',
  'Quản trị Kinh doanh': 'Business Administration',
  'Tài chính - Ngân hàng': 'Finance and Banking',
  'Y khoa': 'Medicine',
  'Răng - Hàm - Mặt': 'Odonto-Stomatology',
  'Y học Dự phòng': 'Preventive Medicine',
  'Y tế Công cộng': 'Public Health',
  'Dinh dưỡng': 'Nutrition',
  'Điều dưỡng': 'Nursing',
  'Hộ sinh': 'Midwifery',
  'An toàn Thông tin': 'Information Security',
};

/** The English name of a seeded major (`fallback`, e.g. the department's English name, when unknown). */
export const majorNameEn = ({ major, fallback }: { major: string; fallback: string }): string =>
  Object.hasOwn(MAJOR_NAMES_EN, major) ? MAJOR_NAMES_EN[major] : fallback;
