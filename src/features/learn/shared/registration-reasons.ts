import { compressWeeks, formatInstant, formatSemester, weekday } from '../../../core/index';
import type { Locale } from '../../../core/index';
import type { ScheduleClash } from './schedule-conflicts';

/** Why a registration went the way it did; every variant is explained to the student. */
export type RegistrationReason =
  | { code: 'registered'; classCode: string }
  | { code: 'waitlisted'; classCode: string; position: number }
  | { code: 'promoted'; classCode: string }
  | { code: 'dropped'; classCode: string }
  | { code: 'left-waitlist'; classCode: string }
  | { code: 'already-registered'; classCode: string }
  | { code: 'already-waitlisted'; classCode: string; position: number }
  | { code: 'window'; status: 'not-yet' | 'closed' | 'no-window'; opensAt?: string; closesAt?: string }
  | { code: 'student-status' }
  | { code: 'semester-closed'; semester: string }
  | { code: 'class-closed'; classCode: string }
  | { code: 'cohort'; classCode: string; cohorts: number[] }
  | { code: 'same-course'; classCode: string; otherClassCode: string }
  | { code: 'credit-max'; total: number; max: number; isWarning: boolean }
  | { code: 'credit-min'; total: number; min: number; isBlocking: boolean; isWarning: boolean }
  | { code: 'conflict'; classCode: string; clashes: ScheduleClash[] }
  | { code: 'prerequisite'; courseCode: string; missing: CourseName[] }
  | { code: 'full'; classCode: string; capacity: number }
  | { code: 'course-not-planned'; courseCode: string }
  | { code: 'not-registered'; classCode: string }
  | { code: 'course-has-classes'; courseCode: string; classCode: string };

/** Reason codes that stop a registration (the others inform or warn). */
export const isBlockingReason = (reason: RegistrationReason) =>
  ![
    'registered',
    'waitlisted',
    'promoted',
    'dropped',
    'left-waitlist',
    'already-registered',
    'already-waitlisted',
    'course-has-classes',
  ].includes(reason.code) && !(reason.code === 'credit-min' && !reason.isBlocking);

/** Teaching weeks as the timetable writes them, spaced for a sentence: [1, 2, 3, 5] → '1-3, 5'. */
const weekText = (weeks: readonly number[]) => compressWeeks(weeks).replaceAll(',', ', ');

/** Periods 10 to 10 are period 10. */
const periodText = ({ from, to }: { from: number; to: number }) =>
  from === to ? String(from) : `${from}-${to}`;

/** Code and name of a course, for explanations ('' nameEn: none in English). */
export type CourseName = { code: string; name: string; nameEn?: string };

const clashText = ({ clash, locale }: { clash: ScheduleClash; locale: Locale }) =>
  locale === 'en'
    ? `${clash.classCode} ${clash.courseNameEn || clash.courseName} (${weekday.label({ value: clash.day, locale })}, ${clash.from === clash.to ? 'period' : 'periods'} ${periodText(clash)}, weeks ${weekText(clash.weeks)})`
    : `${clash.classCode} ${clash.courseName} (${weekday.label({ value: clash.day, locale })}, tiết ${periodText(clash)}, tuần ${weekText(clash.weeks)})`;

/** The sentence explaining a reason, in Vietnamese or English. */
export const explainReason = ({
  reason,
  locale,
  timeZone = 'Asia/Ho_Chi_Minh',
}: {
  reason: RegistrationReason;
  locale: Locale;
  timeZone?: string;
}): string => {
  const en = locale === 'en';
  const at = (value: string | undefined) => (value ? formatInstant({ value, timeZone, locale }) : '');
  switch (reason.code) {
    case 'registered':
      return en
        ? `You are registered in class ${reason.classCode}.`
        : `Bạn đã đăng ký thành công lớp ${reason.classCode}.`;
    case 'waitlisted':
      return en
        ? `Class ${reason.classCode} is full: you are number ${reason.position} on its waiting list and will be registered automatically when a seat frees up.`
        : `Lớp ${reason.classCode} đã đủ chỗ: bạn đang ở vị trí ${reason.position} trong danh sách chờ và sẽ được tự động đăng ký khi có chỗ trống.`;
    case 'promoted':
      return en
        ? `A seat freed up: you are now registered in class ${reason.classCode}.`
        : `Đã có chỗ trống: bạn đã được chuyển từ danh sách chờ vào lớp ${reason.classCode}.`;
    case 'dropped':
      return en
        ? `You have dropped class ${reason.classCode}.`
        : `Bạn đã huỷ đăng ký lớp ${reason.classCode}.`;
    case 'left-waitlist':
      return en
        ? `You have left the waiting list of class ${reason.classCode}.`
        : `Bạn đã rời danh sách chờ của lớp ${reason.classCode}.`;
    case 'already-registered':
      return en
        ? `You are already registered in class ${reason.classCode}.`
        : `Bạn đã đăng ký lớp ${reason.classCode} từ trước.`;
    case 'already-waitlisted':
      return en
        ? `You are already on the waiting list of class ${reason.classCode} (number ${reason.position}).`
        : `Bạn đã ở trong danh sách chờ của lớp ${reason.classCode} (vị trí ${reason.position}).`;
    case 'window':
      if (reason.status === 'not-yet') {
        return en
          ? `Registration for your cohort opens at ${at(reason.opensAt)}.`
          : `Chưa đến thời gian đăng ký của khoá bạn: mở lúc ${at(reason.opensAt)}.`;
      }
      if (reason.status === 'closed') {
        return en
          ? `Registration for your cohort closed at ${at(reason.closesAt)}.`
          : `Đã hết thời gian đăng ký của khoá bạn (đóng lúc ${at(reason.closesAt)}).`;
      }
      return en
        ? 'There is no registration period for your cohort.'
        : 'Không có đợt đăng ký nào dành cho khoá của bạn.';
    case 'student-status':
      return en
        ? 'Your student status does not allow registration; please contact the academic office.'
        : 'Tình trạng học tập hiện tại không cho phép bạn đăng ký; vui lòng liên hệ phòng Đào tạo.';
    case 'semester-closed':
      return en
        ? `${formatSemester({ semester: reason.semester, locale })} is not open for registration.`
        : `${formatSemester({ semester: reason.semester, locale })} không mở đăng ký.`;
    case 'class-closed':
      return en
        ? `Class ${reason.classCode} is not open for registration.`
        : `Lớp ${reason.classCode} không mở đăng ký.`;
    case 'cohort':
      return en
        ? `Class ${reason.classCode} is reserved for cohorts ${reason.cohorts.join(', ')}.`
        : `Lớp ${reason.classCode} chỉ dành cho sinh viên khoá ${reason.cohorts.join(', ')}.`;
    case 'same-course':
      return en
        ? `You already chose class ${reason.otherClassCode} of this course; remove it from your basket or drop it before choosing class ${reason.classCode}.`
        : `Bạn đã chọn lớp ${reason.otherClassCode} của học phần này; hãy bỏ lớp đó khỏi giỏ hoặc huỷ đăng ký lớp đó trước khi chọn lớp ${reason.classCode}.`;
    case 'credit-max':
      return en
        ? `This would bring you to ${reason.total} credits, above the maximum of ${reason.max}${reason.isWarning ? ' for students under academic warning' : ''}.`
        : `Tổng số tín chỉ sẽ là ${reason.total}, vượt mức tối đa ${reason.max} tín chỉ${reason.isWarning ? ' dành cho sinh viên đang bị cảnh báo học tập' : ''}.`;
    case 'credit-min':
      return en
        ? `You have ${reason.total} ${reason.total === 1 ? 'credit' : 'credits'}, below the minimum of ${reason.min}${reason.isWarning ? ' for students under academic warning' : ''}${reason.isBlocking ? '.' : ' (allowed, but please add courses).'}`
        : `Bạn mới có ${reason.total} tín chỉ, dưới mức tối thiểu ${reason.min} tín chỉ${reason.isWarning ? ' dành cho sinh viên đang bị cảnh báo học tập' : ''}${reason.isBlocking ? '.' : ' (vẫn được phép, nhưng nên đăng ký thêm).'}`;
    case 'conflict': {
      // Two sessions of the class meeting one session of the other are one clash to the reader.
      const clashes = [...new Set(reason.clashes.map((clash) => clashText({ clash, locale })))].join('; ');
      return en
        ? `Class ${reason.classCode} clashes with ${clashes}.`
        : `Lớp ${reason.classCode} trùng lịch với ${clashes}.`;
    }
    case 'prerequisite':
      return en
        ? `Course ${reason.courseCode} requires passing ${reason.missing.map((c) => `${c.code} ${c.nameEn || c.name}`).join(', ')} first.`
        : `Học phần ${reason.courseCode} yêu cầu đạt trước: ${reason.missing.map((c) => `${c.code} ${c.name}`).join(', ')}.`;
    case 'full':
      return en
        ? `Class ${reason.classCode} is full (${reason.capacity} seats) and has no waiting list.`
        : `Lớp ${reason.classCode} đã đủ ${reason.capacity} chỗ và không có danh sách chờ.`;
    case 'course-not-planned':
      return en
        ? `Course ${reason.courseCode} is not in your course plan.`
        : `Học phần ${reason.courseCode} không có trong kế hoạch học tập của bạn.`;
    case 'course-has-classes':
      return en
        ? `Course ${reason.courseCode} stays registered: you hold class ${reason.classCode}; drop the class first.`
        : `Học phần ${reason.courseCode} vẫn được giữ ở trạng thái đã đăng ký vì bạn đang có lớp ${reason.classCode}; hãy huỷ lớp trước.`;
    case 'not-registered':
      return en
        ? `You are not registered in class ${reason.classCode}.`
        : `Bạn chưa đăng ký lớp ${reason.classCode}.`;
  }
};

/** A reason with its explanation in both languages (server answers carry both). */
export const explained = ({ reason, timeZone }: { reason: RegistrationReason; timeZone?: string }) => ({
  ...reason,
  message: explainReason({ reason, locale: 'vi', timeZone }),
  messageEn: explainReason({ reason, locale: 'en', timeZone }),
});
