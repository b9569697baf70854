import { companies, companyNews, projectTopics } from '../tables';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { bulkInsert } from '../../../learn/server/seed/bulk-insert';
import { PROJECT_TYPE, TOPIC_SOURCE, TOPIC_STATUS } from '../../shared/project-enums';
import { FIELD_VOCABULARY } from './field-vocabulary';
import type { Field } from './field-vocabulary';
import type { SeedInputs } from './load-seed-inputs';

/** How many logo files public/companies/ holds (1.svg … 50.svg). */
export const COMPANY_LOGO_COUNT = 50;

const BRANDS = [
  'Sao Mai',
  'Hồng Lam',
  'Trường An',
  'Phương Đông',
  'Bách Việt',
  'Thiên Long',
  'An Khang',
  'Minh Phát',
  'Đại Dương',
  'Hoàng Gia',
  'Kim Cương',
  'Tân Tiến',
  'Việt Tiến',
  'Sông Hồng',
  'Ánh Dương',
  'Hưng Thịnh',
  'Bảo Minh',
  'Thành Công',
  'Nam Việt',
  'Bắc Hà',
  'Trí Tuệ',
  'Lạc Hồng',
  'Tràng An',
  'Hải Đăng',
  'Phú Thịnh',
  'Đông Á',
  'Thăng Long',
  'Hòa Bình',
  'Toàn Cầu',
  'Ngân Hà',
  'Kỳ Lân',
  'Vạn Xuân',
  'Hợp Nhất',
  'Tiên Phong',
  'Bình Minh',
  'Quang Trung',
  'Hồng Đức',
  'Thái Sơn',
  'Mê Kông',
  'Cửu Long',
  'Trường Sơn',
  'Hải Vân',
  'Lam Sơn',
  'Ngọc Lan',
  'Phượng Hoàng',
  'Đồng Tâm',
  'Vĩnh Phát',
  'Sao Việt',
  'Hà Thành',
  'Tây Hồ',
];
const CORES: Record<Field, { vi: string; en: string; field: string; fieldEn: string }[]> = {
  it: [
    { vi: 'Công nghệ', en: 'Technology', field: 'Phần mềm', fieldEn: 'Software' },
    {
      vi: 'Giải pháp Số',
      en: 'Digital Solutions',
      field: 'Chuyển đổi số',
      fieldEn: 'Digital transformation',
    },
    {
      vi: 'Dữ liệu',
      en: 'Data',
      field: 'Dữ liệu và trí tuệ nhân tạo',
      fieldEn: 'Data and artificial intelligence',
    },
  ],
  electrical: [
    {
      vi: 'Điện tử',
      en: 'Electronics',
      field: 'Điện tử - Viễn thông',
      fieldEn: 'Electronics and telecommunications',
    },
    { vi: 'Tự động hóa', en: 'Automation', field: 'Tự động hóa', fieldEn: 'Automation' },
  ],
  mechanical: [
    { vi: 'Cơ khí', en: 'Engineering', field: 'Cơ khí chế tạo', fieldEn: 'Mechanical manufacturing' },
    { vi: 'Ô tô', en: 'Automotive', field: 'Ô tô', fieldEn: 'Automotive' },
  ],
  economics: [
    { vi: 'Tư vấn Đầu tư', en: 'Investment Advisory', field: 'Tài chính', fieldEn: 'Finance' },
    { vi: 'Thương mại', en: 'Trading', field: 'Bán lẻ', fieldEn: 'Retail' },
  ],
  medicine: [
    { vi: 'Dược phẩm', en: 'Pharmaceuticals', field: 'Dược phẩm', fieldEn: 'Pharmaceuticals' },
    { vi: 'Thiết bị Y tế', en: 'Medical Devices', field: 'Y tế', fieldEn: 'Healthcare' },
    { vi: 'Bệnh viện Đa khoa', en: 'General Hospital', field: 'Khám chữa bệnh', fieldEn: 'Medical care' },
  ],
  security: [
    { vi: 'An ninh Mạng', en: 'Cyber Security', field: 'An toàn thông tin', fieldEn: 'Information security' },
    { vi: 'Bảo mật Số', en: 'Digital Security', field: 'An toàn thông tin', fieldEn: 'Information security' },
  ],
};
const SIZES = ['10-49', '50-99', '100-499', '500-999', '1000+'];
const DISTRICTS = [
  'Cầu Giấy',
  'Đống Đa',
  'Hai Bà Trưng',
  'Hoàn Kiếm',
  'Thanh Xuân',
  'Nam Từ Liêm',
  'Long Biên',
  'Hà Đông',
];

/** Partner companies with logos, news and internship topics for the current semester. */
export const seedCompanies = async ({
  db,
  tenant,
  faker,
  scale,
  inputs,
}: Pick<SeedContext, 'db' | 'tenant' | 'faker' | 'scale'> & { inputs: SeedInputs }) => {
  const rootId = tenant.rootId;
  const count = Math.min(COMPANY_LOGO_COUNT, Math.max(12, Math.round(scale.students / 40)));
  const fields = [...new Set(inputs.departments.map((department) => department.field))];
  if (fields.length === 0) fields.push('it');
  const drafts = Array.from({ length: count }, (_, index) => {
    const field = fields[index % fields.length];
    const core = CORES[field][Math.floor(index / fields.length) % CORES[field].length];
    const brand = BRANDS[index % BRANDS.length];
    const isGroup = index % 7 === 0;
    const name = `${isGroup ? 'Tập đoàn' : index % 2 ? 'Công ty TNHH' : 'Công ty Cổ phần'} ${core.vi} ${brand}`;
    const slug = brand
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .replace(/\s+/g, '')
      .toLowerCase();
    // About one in six has no logo, so the hasLogo filter of query-by-root has something to filter.
    const hasLogo = index % 6 !== 5;
    return {
      field,
      row: {
        rootId,
        name,
        nameEn: `${brand} ${core.en} ${isGroup ? 'Group' : 'Company'}`,
        shortName: `${brand}${isGroup ? ' Group' : ''}`,
        logoUrl: hasLogo ? `/students/companies/${(index % COMPANY_LOGO_COUNT) + 1}.svg` : '',
        hasLogo,
        address: `Số ${faker.number.int({ min: 1, max: 299 })} ${faker.location.street()}, ${faker.helpers.arrayElement(DISTRICTS)}, Hà Nội`,
        website: `https://${slug}.com.vn`,
        email: `tuyendung@${slug}.com.vn`,
        phone: faker.helpers.replaceSymbols('024 3### ####'),
        description: `${name} hoạt động trong lĩnh vực ${core.field.toLowerCase()}, đồng hành cùng ${tenant.name.vi} trong đào tạo thực tập và tuyển dụng sinh viên.`,
        descriptionEn: `${brand} works in ${core.en.toLowerCase()} and partners with ${tenant.name.en} on internships and graduate hiring.`,
        field: core.field,
        fieldEn: core.fieldEn,
        size: faker.helpers.arrayElement(SIZES),
        foundedYear: faker.number.int({ min: 1995, max: 2021 }),
        status: 1,
      },
    };
  });
  const inserted = await db
    .insert(companies)
    .values(drafts.map((draft) => draft.row))
    .returning({ id: companies.id, name: companies.name, shortName: companies.shortName });
  const published = (daysBefore: number) => new Date(Date.UTC(2026, 10, 20) - daysBefore * 86_400_000);
  await bulkInsert({
    db,
    table: companyNews,
    rows: inserted.flatMap((company, index) => [
      {
        rootId,
        companyId: company.id,
        title: `${company.shortName} tuyển thực tập sinh học kỳ ${inputs.current.semester}`,
        summary: `${company.name} nhận sinh viên thực tập toàn thời gian và bán thời gian.`,
        content: `${company.name} thông báo tuyển thực tập sinh năm cuối. Sinh viên được hướng dẫn bởi kỹ sư của công ty, có phụ cấp và cơ hội được tuyển dụng chính thức sau khi tốt nghiệp.`,
        publishedDate: published(3 + (index % 20)),
      },
      {
        rootId,
        companyId: company.id,
        title: `${company.shortName} ký kết hợp tác đào tạo với ${tenant.shortName.vi}`,
        summary: 'Hai bên hợp tác về thực tập, đồ án tốt nghiệp và học bổng.',
        content: `Lễ ký kết thỏa thuận hợp tác giữa ${company.name} và ${tenant.name.vi} mở ra cơ hội thực tập, thực hiện đồ án tại doanh nghiệp và học bổng cho sinh viên xuất sắc.`,
        publishedDate: published(40 + (index % 60)),
      },
    ]),
  });
  const topics = inserted.flatMap((company, index) => {
    const words = FIELD_VOCABULARY[drafts[index].field];
    return [0, 1].map((order) => {
      const object = words.objects[(index + order * 3) % words.objects.length];
      const method = words.methods[(index + order) % words.methods.length];
      return {
        rootId,
        source: TOPIC_SOURCE.COMPANY,
        companyId: company.id,
        companyName: company.name,
        projectType: PROJECT_TYPE.INTERN,
        semester: inputs.current.semester,
        orderIndex: order,
        name: `Thực tập: ${object} với ${method}`,
        nameEn: `Internship: ${object} (${method})`,
        description: `Sinh viên tham gia nhóm phát triển ${object} của ${company.shortName}, áp dụng ${method} vào sản phẩm thực tế.`,
        requirements: 'Sinh viên năm thứ tư trở lên, chủ động, có thể làm việc tối thiểu 20 giờ mỗi tuần.',
        quota: faker.number.int({ min: 3, max: 8 }),
        acceptedCount: 0,
        status: TOPIC_STATUS.OPENED,
      };
    });
  });
  const topicRows = await db.insert(projectTopics).values(topics).returning({
    id: projectTopics.id,
    companyId: projectTopics.companyId,
    name: projectTopics.name,
    quota: projectTopics.quota,
  });
  return { companies: inserted, topics: topicRows };
};

/** What seedCompanies made (companies and their internship topics). */
export type SeededCompanies = Awaited<ReturnType<typeof seedCompanies>>;
