import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { users } from '../../auth/shared/tables';
import { students, teachers } from '../../people/shared/tables';
import { semesters } from '../../learn/server/tables';
import type { SeedContext } from '../../../server/db/seed/seed-context';
import { STAFF_LEVEL } from '../../../server/guards';
import { normaliseSearchText } from '../../../core/search-text';
import { awardApplications, decisions, disciplines, rewards, staffAwardCategories } from './tables';
import { seedCalls } from './seed-calls';

/** After people, auth (users) and learn (semesters). */
export const seedOrder = 80;

/** The seeded staff account of every tenant (Phòng Công tác Sinh viên; see README). */
export const STAFF_ACCOUNT = 'CTSV0001';

const CATEGORIES = [
  {
    code: 'HB_KKHT',
    name: 'Học bổng khuyến khích học tập',
    nameEn: 'Study encouragement scholarships',
    subject: 'student',
  },
  { code: 'HB_TT', name: 'Học bổng tài trợ', nameEn: 'Sponsored scholarships', subject: 'student' },
  { code: 'KT_SV', name: 'Khen thưởng sinh viên', nameEn: 'Student rewards', subject: 'student' },
  { code: 'KT_CB', name: 'Khen thưởng cán bộ', nameEn: 'Staff awards', subject: 'staff' },
];

/** Award categories, calls, applications of other students, decisions, rewards, disciplines and the staff sign-in. */
export const seed = async ({ db, tenant, faker, demo }: SeedContext) => {
  const rootId = tenant.rootId;
  await db.insert(users).values({
    rootId,
    account: STAFF_ACCOUNT,
    passwordHash: demo.passwordHash,
    name: 'Phòng Công tác Sinh viên',
    email: `ctsv@${tenant.code}.edu.vn`,
    level: STAFF_LEVEL,
  });
  const categories = await db
    .insert(staffAwardCategories)
    .values(CATEGORIES.map((category, orderIndex) => ({ ...category, rootId, orderIndex })))
    .returning({ id: staffAwardCategories.id, code: staffAwardCategories.code });
  const categoryId = (code: string) => categories.find((category) => category.code === code)?.id ?? -1;

  const [current] = await db
    .select()
    .from(semesters)
    .where(eq(semesters.rootId, rootId))
    .orderBy(desc(semesters.isCurrentForClass), desc(semesters.semester))
    .limit(1);
  const roster = await db
    .select({
      id: students.id,
      code: students.studentCode,
      departmentId: students.departmentId,
      cohort: students.cohort,
      className: students.className,
      fullName: students.fullName,
    })
    .from(students)
    .where(eq(students.rootId, rootId))
    .orderBy(asc(students.studentCode));
  const demoStudent = roster.find((student) => student.code === '20230001') ?? roster[0];
  if (!current || !demoStudent) return;
  const [otherUnit] = await db
    .select({ departmentId: students.departmentId })
    .from(students)
    .where(and(eq(students.rootId, rootId), ne(students.departmentId, demoStudent.departmentId)))
    .limit(1);

  const calls = await seedCalls({
    db,
    rootId,
    semester: current,
    demoStudent,
    otherDepartmentId: otherUnit?.departmentId ?? -2,
    categoryId,
  });

  // Other students' applications, so the staff review has work (the demo student's own stay empty).
  const applicants = roster.filter((student) => student.id !== demoStudent.id).slice(0, 40);
  const rows = applicants.flatMap((student, index) => {
    const call = index % 3 === 0 ? calls.closed : calls.study;
    const status =
      call === calls.closed
        ? index % 2
          ? 'approved'
          : 'rejected'
        : (['submitted', 'reviewing', 'draft'] as const)[Math.floor(index / 3) % 3];
    const gpa = faker.number.float({ min: 2.5, max: 4, fractionDigits: 2 });
    return [
      {
        rootId,
        awardId: call.id,
        studentId: student.id,
        status,
        data: {
          phone: `09${faker.string.numeric(8)}`,
          bankName: faker.helpers.arrayElement([
            'Vietcombank – CN Hà Nội',
            'BIDV – CN Bách Khoa',
            'Agribank – CN Đống Đa',
          ]),
          bankAccountNumber: faker.string.numeric(12),
          // As banks print it: the student's name in capitals without diacritics.
          bankAccountHolder: normaliseSearchText(student.fullName).toUpperCase(),
          gpa4s: gpa,
          commitment: true,
        },
        academic: { gpa4s: gpa, gpaPrevYear: Math.round(gpa * 250) / 100 },
        reviewNote: status === 'rejected' ? 'Điểm trung bình chưa đạt mức xét của đợt này' : '',
        submittedAt: status === 'draft' ? null : call.startDate,
        reviewedAt: status === 'approved' || status === 'rejected' ? call.endDate : null,
      },
    ];
  });
  if (rows.length) await db.insert(awardApplications).values(rows);

  const approved = rows.filter((row) => row.status === 'approved').map((row) => row.studentId);
  const [scholarshipDecision, rewardDecision] = await db
    .insert(decisions)
    .values([
      {
        rootId,
        kind: 'scholarship',
        number: `125/QĐ-${tenant.code.toUpperCase()}`,
        title: `Quyết định cấp ${calls.closed.name}`,
        content: 'Cấp học bổng cho các sinh viên có tên trong danh sách kèm theo.',
        awardId: calls.closed.id,
        studentIds: approved,
        status: 'submitted',
        signer: 'PGS.TS. Trần Văn Bình',
        signedDate: calls.closed.endDate.toISOString().slice(0, 10),
      },
      {
        rootId,
        kind: 'reward',
        number: `88/QĐ-${tenant.code.toUpperCase()}`,
        title: 'Quyết định khen thưởng danh hiệu "Sinh viên 5 tốt" cấp trường',
        content: 'Khen thưởng các sinh viên đạt danh hiệu Sinh viên 5 tốt cấp trường năm học vừa qua.',
        studentIds: [demoStudent.id, ...applicants.slice(0, 5).map((student) => student.id)],
        status: 'submitted',
        signer: 'PGS.TS. Trần Văn Bình',
        signedDate: current.startDate,
      },
      {
        rootId,
        kind: 'discipline',
        number: '',
        title: 'Dự thảo quyết định kỷ luật sinh viên vi phạm quy chế thi',
        content: 'Khiển trách sinh viên vi phạm quy chế thi học kỳ.',
        studentIds: applicants.slice(6, 7).map((student) => student.id),
        status: 'draft',
      },
    ])
    .returning({ id: decisions.id });

  await db.insert(rewards).values([
    {
      rootId,
      studentId: demoStudent.id,
      categoryId: categoryId('KT_SV'),
      decisionId: rewardDecision.id,
      title: 'Danh hiệu "Sinh viên 5 tốt" cấp trường',
      titleEn: '"Five-merit student" title, university level',
      level: 'university',
      amount: 1_000_000,
      semester: current.semester,
      date: current.startDate,
    },
    {
      rootId,
      studentId: demoStudent.id,
      categoryId: categoryId('KT_SV'),
      title: 'Giấy khen đạt giải Ba Olympic Toán học sinh viên cấp trường',
      titleEn: 'Certificate of merit: third prize, university Mathematics Olympiad',
      level: 'faculty',
      amount: 500_000,
      date: '2025-05-20',
    },
    ...applicants.slice(0, 5).map((student) => ({
      rootId,
      studentId: student.id,
      categoryId: categoryId('KT_SV'),
      decisionId: rewardDecision.id,
      title: 'Danh hiệu "Sinh viên 5 tốt" cấp trường',
      titleEn: '"Five-merit student" title, university level',
      level: 'university',
      amount: 1_000_000,
      semester: current.semester,
      date: current.startDate,
    })),
    ...approved.map((studentId) => ({
      rootId,
      studentId,
      categoryId: categoryId('HB_KKHT'),
      decisionId: scholarshipDecision.id,
      title: calls.closed.name,
      titleEn: calls.closed.nameEn,
      level: 'university',
      amount: calls.closed.amount,
      semester: calls.closed.semester,
      date: calls.closed.endDate.toISOString().slice(0, 10),
    })),
  ]);

  const staff = await db
    .select({ fullName: teachers.fullName, title: teachers.title })
    .from(teachers)
    .where(eq(teachers.rootId, rootId))
    .orderBy(asc(teachers.code))
    .limit(4);
  const staffName = (index: number) =>
    `${staff[index]?.title ?? ''} ${staff[index]?.fullName ?? 'Nguyễn Văn An'}`.trim();
  await db.insert(rewards).values([
    {
      rootId,
      subject: 'staff',
      staffName: staffName(0),
      categoryId: categoryId('KT_CB'),
      title: 'Bằng khen của Bộ trưởng Bộ Giáo dục và Đào tạo',
      titleEn: 'Certificate of merit of the Minister of Education and Training',
      level: 'ministry',
      date: '2025-11-20',
    },
    {
      rootId,
      subject: 'staff',
      staffName: staffName(1),
      categoryId: categoryId('KT_CB'),
      title: 'Chiến sĩ thi đua cấp cơ sở',
      titleEn: 'Emulation fighter, institution level',
      level: 'university',
      date: '2025-06-30',
    },
  ]);
  await db.insert(disciplines).values([
    {
      rootId,
      studentId: applicants[6]?.id ?? -1,
      form: 'reprimand',
      reason: 'Vi phạm quy chế thi: sử dụng tài liệu không được phép',
      reasonEn: 'Broke the exam rules: used unauthorised material',
      semester: current.semester,
      date: current.startDate,
    },
    {
      rootId,
      subject: 'staff',
      staffName: staffName(2),
      form: 'reprimand',
      reason: 'Nộp điểm quá hạn hai học kỳ liên tiếp',
      reasonEn: 'Submitted grades late two terms in a row',
      date: '2025-03-15',
    },
  ]);
};
