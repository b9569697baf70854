import { and, asc, eq, gt } from 'drizzle-orm';
import { users } from '../../auth/shared/tables';
import { DEMO_STUDENT_CODE } from '../../people/server/seed';
import { students } from '../../people/shared/tables';
import { admittedAt } from '../shared/notification-audience';
import type { SeedContext } from '../../../server/db/seed/seed-context';
import { insertNotifications } from './notification-service';
import type { NotificationInput } from './notification-service';

const at = (iso: string) => new Date(iso);

/** Notifications to every user of the tenant, plus personal ones (the demo student gets several). */
export const seedNotifications = async ({ db, tenant, faker }: SeedContext) => {
  const rootId = tenant.rootId;
  const broadcast: NotificationInput[] = [
    {
      rootId,
      category: 'registration',
      title: 'Mở đăng ký học phần học kỳ 2 năm học 2026–2027',
      titleEn: 'Course registration for semester 2, 2026–2027 is open',
      content: 'Sinh viên đăng ký theo khung giờ của khoá mình trên cổng thông tin, từ ngày 8/11/2026.',
      contentEn: "Register in your cohort's window on the portal, from 8 November 2026.",
      link: '/learn/course-registration',
      createdAt: at('2026-11-05T01:00:00Z'),
    },
    {
      rootId,
      category: 'tuition',
      title: 'Nhắc nộp học phí học kỳ 2 năm học 2025–2026',
      titleEn: 'Reminder: tuition for semester 2, 2025–2026',
      content:
        'Hạn nộp học phí là ngày 31/3/2026. Thanh toán bằng mã VietQR trong thông báo học phí gửi tới thư điện tử sinh viên.',
      contentEn:
        'Tuition is due on 31 March 2026. Pay with the VietQR code in the tuition notice sent to your student e-mail.',
      link: '/tuition',
      createdAt: at('2026-03-10T02:00:00Z'),
    },
    {
      rootId,
      category: 'general',
      title: 'Lịch nghỉ Tết Nguyên đán Bính Ngọ 2026',
      titleEn: 'Lunar New Year 2026 holiday',
      content: 'Sinh viên nghỉ Tết từ ngày 9/2 đến hết ngày 22/2/2026.',
      contentEn: 'The holiday runs from 9 to 22 February 2026.',
      link: '/news',
      createdAt: at('2026-01-20T03:00:00Z'),
    },
    {
      rootId,
      category: 'scholarship',
      title: 'Mở đơn học bổng doanh nghiệp năm học 2026-2027',
      titleEn: 'Company scholarships 2026-2027 are open',
      content: 'Hạn nộp hồ sơ: 30/9/2026.',
      contentEn: 'Apply by 30 September 2026.',
      link: '/scholarship',
      createdAt: at('2026-08-25T02:00:00Z'),
    },
    {
      rootId,
      category: 'survey',
      title: 'Khảo sát ý kiến người học về học phần',
      titleEn: 'Course feedback survey',
      content: 'Mời bạn dành 5 phút đánh giá các học phần đã học trong học kỳ.',
      contentEn: "Please take 5 minutes to rate this semester's courses.",
      link: '/student-surveys',
      createdAt: at('2026-06-01T02:00:00Z'),
    },
    {
      rootId,
      category: 'system',
      title: 'Bảo trì hệ thống ngày 15/11/2026',
      titleEn: 'System maintenance on 15 November 2026',
      content: 'Cổng thông tin tạm dừng từ 22h00 đến 24h00 để nâng cấp.',
      contentEn: 'The portal will be unavailable from 22:00 to 24:00 for an upgrade.',
      link: '',
      createdAt: at('2026-11-10T09:00:00Z'),
    },
  ];
  const accounts = await db
    .select({ id: users.id, account: users.account, cohort: students.cohort })
    .from(users)
    .innerJoin(students, eq(students.id, users.studentId))
    .where(and(eq(users.rootId, rootId), gt(users.studentId, 0)))
    .orderBy(asc(users.id));
  const gradesAt = at('2026-07-05T04:00:00Z');
  const personal: NotificationInput[] = accounts.flatMap(({ id, account, cohort }, index) => {
    if (account === DEMO_STUDENT_CODE) {
      return [
        {
          rootId,
          userId: id,
          category: 'grades',
          title: 'Đã có điểm học phần Giải tích I',
          titleEn: 'Grades published: Calculus I',
          content: 'Điểm tổng kết của bạn đã được cập nhật trong mục Xem điểm.',
          contentEn: 'Your final grade is now under View grades.',
          link: '/learn/view-grades',
          createdAt: at('2026-07-02T04:00:00Z'),
        },
        {
          rootId,
          userId: id,
          category: 'registration',
          title: 'Bạn đã được chuyển từ danh sách chờ vào lớp',
          titleEn: 'You were moved from the waitlist into a class',
          content: 'Một chỗ trong lớp Vật lý đại cương II đã trống và bạn đã được xếp vào lớp.',
          contentEn: 'A seat in General Physics II opened and you were enrolled.',
          link: '/learn/class-registration',
          createdAt: at('2026-10-28T08:30:00Z'),
        },
        {
          rootId,
          userId: id,
          category: 'scholarship',
          title: 'Hồ sơ học bổng của bạn đã được tiếp nhận',
          titleEn: 'Your scholarship application was received',
          content: 'Kết quả xét duyệt sẽ được thông báo trước ngày 15/10/2026.',
          contentEn: 'Results will be announced before 15 October 2026.',
          link: '/scholarship',
          createdAt: at('2026-09-12T03:00:00Z'),
        },
        {
          rootId,
          userId: id,
          category: 'profile',
          title: 'Vui lòng cập nhật thông tin người thân',
          titleEn: 'Please update your family information',
          content: 'Nhà trường cần địa chỉ theo đơn vị hành chính mới của người thân để liên hệ khi cần.',
          contentEn: "The university needs your relatives' addresses in the new administrative units.",
          link: '/relatives',
          createdAt: at('2026-09-01T02:00:00Z'),
        },
      ];
    }
    if (index % 5 !== 0) return [];
    const course = faker.helpers.arrayElement([
      'Giải tích II',
      'Đại số tuyến tính',
      'Tiếng Anh học thuật',
      'Triết học Mác - Lênin',
      'Kinh tế học đại cương',
    ]);
    // A student admitted after the grades came out (a first-year) had no course to be graded in
    // (drawn above all the same, so the seed's later random choices stay as they were).
    const admitted = admittedAt(cohort);
    if (admitted && admitted > gradesAt) return [];
    return [
      {
        rootId,
        userId: id,
        category: 'grades',
        title: `Đã có điểm học phần ${course}`,
        titleEn: `Grades published: ${course}`,
        content: 'Điểm tổng kết của bạn đã được cập nhật trong mục Xem điểm.',
        contentEn: 'Your final grade is now under View grades.',
        link: '/learn/view-grades',
        createdAt: gradesAt,
      },
    ];
  });
  await insertNotifications({ db, rows: [...broadcast, ...personal] });
};
