import { refBookChapters, refBooks } from '../tables';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { bulkInsert } from '../../../learn/server/seed/bulk-insert';
import type { Field } from './field-vocabulary';
import type { SeedInputs } from './load-seed-inputs';

const BOOKS: Record<Field, [title: string, authors: string][]> = {
  it: [
    ['Kỹ nghệ phần mềm', 'Nguyễn Văn Vỵ, Nguyễn Việt Hà'],
    ['Phân tích và thiết kế hệ thống thông tin', 'Đoàn Văn Ban'],
    ['Nhập môn học máy', 'Vũ Hữu Tiệp'],
  ],
  electrical: [
    ['Lý thuyết điều khiển tự động', 'Nguyễn Doãn Phước'],
    ['Kỹ thuật vi xử lý', 'Văn Thế Minh'],
    ['Điện tử công suất', 'Lê Văn Doanh'],
  ],
  mechanical: [
    ['Nguyên lý máy', 'Đinh Gia Tường'],
    ['Thiết kế chi tiết máy', 'Nguyễn Trọng Hiệp'],
    ['Công nghệ chế tạo máy', 'Trần Văn Địch'],
  ],
  economics: [
    ['Quản trị chiến lược', 'Ngô Kim Thanh'],
    ['Phương pháp nghiên cứu trong kinh doanh', 'Nguyễn Đình Thọ'],
    ['Marketing căn bản', 'Trần Minh Đạo'],
  ],
  medicine: [
    ['Phương pháp nghiên cứu khoa học trong y học', 'Bộ môn Dịch tễ học'],
    ['Thống kê y học', 'Đỗ Văn Dũng'],
    ['Dịch tễ học', 'Lê Vũ Anh'],
  ],
  security: [
    ['Mật mã học cơ sở', 'Phan Đình Diệu'],
    ['An toàn mạng máy tính', 'Nguyễn Linh Giang'],
    ['Kiểm thử xâm nhập', 'Học viện Kỹ thuật mật mã'],
  ],
};
const CHAPTERS = [
  ['Tổng quan', 'Bối cảnh, khái niệm cơ bản và phạm vi của môn học.'],
  ['Xác định bài toán', 'Cách phát biểu bài toán, mục tiêu và tiêu chí đánh giá.'],
  ['Cơ sở lý thuyết', 'Các mô hình và phương pháp nền tảng.'],
  ['Phương pháp thực hiện', 'Quy trình, công cụ và kỹ thuật thường dùng.'],
  ['Đánh giá kết quả', 'Thiết kế thí nghiệm, đo đạc và phân tích số liệu.'],
  ['Trình bày báo cáo', 'Cấu trúc báo cáo, trích dẫn tài liệu và bảo vệ.'],
  ['Nghiên cứu tình huống', 'Các ví dụ thực tế có lời giải.'],
];

/** Two reference books per project course (a field textbook and the course's own guide), with chapters. */
export const seedRefBooks = async ({
  db,
  tenant,
  faker,
  inputs,
}: Pick<SeedContext, 'db' | 'tenant' | 'faker'> & { inputs: SeedInputs }) => {
  const seen = new Set<number>();
  const drafts = inputs.departments.flatMap((department) =>
    Object.values(department.projectCourses)
      .filter((courseId) => courseId >= 0 && !seen.has(courseId) && seen.add(courseId))
      .flatMap((courseId, index) => {
        const [title, authors] = BOOKS[department.field][index % BOOKS[department.field].length];
        const course = inputs.courseNames.get(courseId);
        return [
          {
            rootId: tenant.rootId,
            courseId,
            title,
            authors,
            publisher: 'NXB Khoa học và Kỹ thuật',
            year: faker.number.int({ min: 2012, max: 2024 }),
            isbn: faker.helpers.replaceSymbols('978-604-##-####-#'),
          },
          {
            rootId: tenant.rootId,
            courseId,
            title: `Hướng dẫn thực hiện ${course?.name ?? 'đồ án'}`,
            authors: tenant.name.vi,
            publisher: `NXB ${tenant.shortName.vi}`,
            year: 2025,
            description: 'Tài liệu hướng dẫn nội bộ: quy trình, biểu mẫu và tiêu chí chấm.',
          },
        ];
      }),
  );
  if (drafts.length === 0) return 0;
  const books = await db.insert(refBooks).values(drafts).returning({ id: refBooks.id });
  await bulkInsert({
    db,
    table: refBookChapters,
    rows: books.flatMap((book) => {
      const count = faker.number.int({ min: 5, max: CHAPTERS.length });
      let page = 1;
      return CHAPTERS.slice(0, count).map(([title, summary], orderIndex) => {
        const length = faker.number.int({ min: 18, max: 45 });
        const pages = `${page}-${page + length - 1}`;
        page += length;
        return {
          rootId: tenant.rootId,
          bookId: book.id,
          orderIndex,
          title: `Chương ${orderIndex + 1}. ${title}`,
          summary,
          pages,
        };
      });
    }),
  });
  return books.length;
};
