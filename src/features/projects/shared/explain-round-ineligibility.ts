import { projectType as projectTypeEnum } from '../../../core/index';
import type { Locale } from '../../../core/index';
import type { RoundIneligibility } from './request-round-eligibility';

/**
 * The sentence telling a student why they may not register in a round of `projectType`, in
 * Vietnamese or English (sent as the message of a refused project request).
 */
export const explainRoundIneligibility = ({
  projectType,
  reason,
  locale,
}: {
  projectType: number;
  reason: RoundIneligibility;
  locale: Locale;
}): string => {
  const type = projectTypeEnum.label({ value: projectType, locale });
  const isEn = locale === 'en';
  switch (reason.code) {
    case 'masterOnly':
      return isEn
        ? `${type}: registration is only for students of a master's programme.`
        : `${type}: chỉ học viên chương trình thạc sĩ được đăng ký.`;
    case 'doctoralOnly':
      return isEn
        ? `${type}: registration is only for doctoral candidates.`
        : `${type}: chỉ nghiên cứu sinh (chương trình tiến sĩ) được đăng ký.`;
    case 'undergraduateOnly':
      return isEn
        ? `${type}: registration is only for undergraduate students, not for a ${reason.level === 'master' ? "master's" : 'doctoral'} programme.`
        : `${type}: chỉ sinh viên đại học được đăng ký, không dành cho chương trình ${reason.level === 'master' ? 'thạc sĩ' : 'tiến sĩ'}.`;
    case 'beforeAdmission':
      return isEn
        ? `${type}: this registration round is for a semester before you were admitted.`
        : `${type}: đợt đăng ký này thuộc học kỳ trước khi bạn nhập học.`;
    case 'courseNotStudied':
      return isEn
        ? `${type}: this round is for students taking its course; you have not registered for that course.`
        : `${type}: đợt đăng ký này dành cho sinh viên học học phần của đợt; bạn chưa đăng ký học phần đó.`;
    case 'fromSecondSemester':
      return isEn
        ? `${type}: course projects start from semester ${reason.fromSemester} of study, with the courses that have one; in this round's semester you are in semester ${reason.semesterOfStudy}.`
        : `${type}: đồ án môn học bắt đầu từ học kỳ thứ ${reason.fromSemester} trở đi, theo học phần có đồ án; trong học kỳ của đợt này bạn đang ở học kỳ thứ ${reason.semesterOfStudy}.`;
    case 'fromThirdYear':
      return isEn
        ? `${type}: registration opens from the third year (semester ${reason.fromSemester} of study); in this round's semester you are in semester ${reason.semesterOfStudy}.`
        : `${type}: chỉ sinh viên từ năm thứ ba (học kỳ thứ ${reason.fromSemester} trở đi) được đăng ký; trong học kỳ của đợt này bạn đang ở học kỳ thứ ${reason.semesterOfStudy}.`;
    case 'finalYearOnly':
      return isEn
        ? `${type}: registration is only for final-year students (from semester ${reason.fromSemester} of your ${reason.semesterCount}-semester programme); in this round's semester you are in semester ${reason.semesterOfStudy}.`
        : `${type}: chỉ sinh viên năm cuối (từ học kỳ thứ ${reason.fromSemester} của chương trình ${reason.semesterCount} học kỳ) được đăng ký; trong học kỳ của đợt này bạn đang ở học kỳ thứ ${reason.semesterOfStudy}.`;
  }
};
