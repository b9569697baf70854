import { formatSemester } from '../../../core/format-semester';
import type { Db } from '../../../server/db/create-db';
import { awards } from './tables';

const DAY = 24 * 60 * 60 * 1000;

/** The seeded calls a staff review and the demo student's pages start from. */
export type SeededCalls = Record<'study' | 'closed', typeof awards.$inferSelect>;

/**
 * Calls of the current semester: four the demo student sees open (study, hardship, internship,
 * dual degree), three SPEC §5 hides from them (the freshman call of cohort 2026, another unit, a
 * named list without them) and one closed call of last term.
 */
export const seedCalls = async ({
  db,
  rootId,
  semester,
  demoStudent,
  otherDepartmentId,
  categoryId,
}: {
  db: Db;
  rootId: number;
  semester: { semester: string; name: string; startDate: string; endDate: string };
  demoStudent: { id: number; code: string; departmentId: number; cohort: number };
  otherDepartmentId: number;
  categoryId: (code: string) => number;
}): Promise<SeededCalls> => {
  const now = Date.now();
  const openFrom = new Date(
    Math.min(new Date(`${semester.startDate}T00:00:00+07:00`).getTime(), now - 7 * DAY),
  );
  const openUntil = new Date(
    Math.max(new Date(`${semester.endDate}T23:59:59+07:00`).getTime(), now + 30 * DAY),
  );
  const open = { startDate: openFrom, endDate: openUntil, semester: semester.semester };
  // Calls judged on the previous year's results are for students who have one: not the cohort
  // admitted this academic year (their call is the freshman scholarship).
  const year = Number(semester.semester.slice(0, 4));
  const withPreviousYear = { studentYears: [1, 2, 3, 4, 5, 6].map((back) => year - back) };
  const study = categoryId('HB_KKHT');
  const sponsored = categoryId('HB_TT');
  const rows = [
    {
      code: `HB-KKHT-${semester.semester}`,
      name: `Học bổng khuyến khích học tập ${semester.name}`,
      nameEn: `Study encouragement scholarship, ${formatSemester({ semester: semester.semester, locale: 'en' })}`,
      category: 'study',
      categoryId: study,
      description:
        'Học bổng dành cho sinh viên có kết quả học tập và rèn luyện từ loại Khá trở lên trong năm học trước.',
      descriptionEn: 'For students whose results and conduct were at least "good" in the previous year.',
      requirements:
        'Điểm trung bình năm học trước (không tính học lại) từ 2,5 trở lên; điểm rèn luyện từ 65; không bị kỷ luật.',
      requirementsEn:
        'GPA of the previous year (excluding retakes) of 2.5 or more; conduct score of 65 or more; no discipline.',
      amount: 5_000_000,
      quota: 120,
      ...withPreviousYear,
      ...open,
    },
    {
      code: `HB-VK-${semester.semester}`,
      name: 'Học bổng vượt khó "Thắp sáng ước mơ"',
      nameEn: '"Light up a dream" overcome-hardship scholarship',
      category: 'hardship',
      categoryId: sponsored,
      sponsor: 'Quỹ Khuyến học Việt Nam',
      description: 'Hỗ trợ sinh viên có hoàn cảnh gia đình khó khăn vươn lên trong học tập.',
      descriptionEn: 'Supports students from families in hardship who keep up their studies.',
      requirements:
        'Hộ nghèo, cận nghèo hoặc hoàn cảnh đặc biệt khó khăn; điểm trung bình năm học trước từ 2,0.',
      requirementsEn: 'Poor or near-poor household or special hardship; previous-year GPA of 2.0 or more.',
      amount: 7_000_000,
      quota: 30,
      ...withPreviousYear,
      ...open,
    },
    {
      code: `HB-TT-${semester.semester}`,
      name: 'Học bổng thực tập doanh nghiệp FPT Software',
      nameEn: 'FPT Software internship scholarship',
      category: 'internship',
      categoryId: sponsored,
      sponsor: 'FPT Software',
      description: 'Học bổng kèm kỳ thực tập 3 tháng cho sinh viên năm thứ ba và thứ tư.',
      descriptionEn: 'A scholarship with a three-month internship for third- and fourth-year students.',
      requirements: 'Sinh viên khóa 2022, 2023; điểm trung bình học kỳ B1 + B2 từ 3,0.',
      requirementsEn: 'Students of the 2022 and 2023 cohorts; GPA of terms B1 + B2 of 3.0 or more.',
      amount: 10_000_000,
      quota: 10,
      studentYears: [2022, 2023],
      ...open,
    },
    {
      code: `HB-SB-${semester.semester}`,
      name: 'Học bổng chương trình song bằng',
      nameEn: 'Dual-degree programme scholarship',
      category: 'dualDegree',
      categoryId: study,
      description: 'Dành cho sinh viên theo học chương trình song bằng của khoa.',
      descriptionEn: "For students of the faculty's dual-degree programme.",
      requirements: 'Đang học song bằng; điểm trung bình học kỳ B1 + B2 từ 3,2.',
      requirementsEn: 'Enrolled in the dual degree; GPA of terms B1 + B2 of 3.2 or more.',
      amount: 8_000_000,
      quota: 15,
      unitIds: [demoStudent.departmentId],
      ...open,
    },
    {
      code: `HB-TV-${semester.semester}`,
      name: 'Học bổng tân sinh viên khóa 2026',
      nameEn: 'Freshman scholarship, 2026 cohort',
      category: 'study',
      categoryId: study,
      description: 'Dành cho tân sinh viên có điểm xét tuyển cao, xét theo kết quả tuyển sinh đại học.',
      descriptionEn: 'For freshmen with high admission scores, judged on their university admission results.',
      // Only cohort 2026 in 2026–2027: a call for newcomers (isNewcomerCall), so its form asks for
      // no GPA and it is judged on admission results, though its category is study encouragement.
      requirements:
        'Tân sinh viên khóa 2026; điểm xét tuyển đại học từ 27 điểm trở lên (thang 30, theo tổ hợp trúng tuyển). Không xét điểm trung bình học tập.',
      requirementsEn:
        'Freshmen of the 2026 cohort; a university admission score of 27 or more (out of 30, in the subject group admitted with). No GPA is used.',
      amount: 10_000_000,
      quota: 50,
      studentYears: [2026],
      ...open,
    },
    {
      code: `HB-KHOA-${semester.semester}`,
      name: 'Học bổng của khoa bạn',
      nameEn: 'Another faculty scholarship',
      category: 'sponsor',
      categoryId: sponsored,
      sponsor: 'Hội Cựu sinh viên',
      amount: 3_000_000,
      quota: 20,
      unitIds: [otherDepartmentId],
      ...open,
    },
    {
      code: `HB-DS-${semester.semester}`,
      name: 'Học bổng tài năng (danh sách đề cử)',
      nameEn: 'Talent scholarship (nominated students)',
      category: 'sponsor',
      categoryId: sponsored,
      sponsor: 'Samsung Việt Nam',
      amount: 20_000_000,
      quota: 3,
      studentIds: ['20230002', '20230003'],
      ...open,
    },
    {
      code: `HB-KKHT-TRUOC-${semester.semester}`,
      name: 'Học bổng khuyến khích học tập học kỳ trước',
      nameEn: 'Study encouragement scholarship, previous term',
      category: 'study',
      categoryId: study,
      description: 'Đợt xét học bổng của học kỳ trước đã kết thúc.',
      descriptionEn: "The previous term's round is over.",
      amount: 4_500_000,
      quota: 100,
      semester: '',
      startDate: new Date(openFrom.getTime() - 150 * DAY),
      endDate: new Date(openFrom.getTime() - 120 * DAY),
    },
  ];
  const inserted = await db
    .insert(awards)
    .values(rows.map((row) => ({ rootId, ...row })))
    .returning();
  return { study: inserted[0], closed: inserted[inserted.length - 1] };
};
