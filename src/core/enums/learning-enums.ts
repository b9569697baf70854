import { defineEnum } from '../define-enum';

/** SPEC §4 course type. */
export const courseType = defineEnum({
  name: 'courseType',
  values: { UNDEFINED: -1, CLASS: 0, PROJECT: 1, GRADUATE_PROJECT: 2, INTERN: 3 },
  labels: {
    vi: {
      UNDEFINED: 'Chưa xác định',
      CLASS: 'Học phần lớp học',
      PROJECT: 'Đồ án',
      GRADUATE_PROJECT: 'Đồ án tốt nghiệp',
      INTERN: 'Thực tập',
    },
    en: {
      UNDEFINED: 'Undefined',
      CLASS: 'Class course',
      PROJECT: 'Project',
      GRADUATE_PROJECT: 'Graduation project',
      INTERN: 'Internship',
    },
  },
});

/** SPEC §4 delivery mode. */
export const deliveryMode = defineEnum({
  name: 'deliveryMode',
  values: { OFFLINE: 1, BLENDED: 2, ONLINE: 3 },
  labels: {
    vi: { OFFLINE: 'Trực tiếp', BLENDED: 'Kết hợp', ONLINE: 'Trực tuyến' },
    en: { OFFLINE: 'In person', BLENDED: 'Blended', ONLINE: 'Online' },
  },
});

/** SPEC §4 teaching mode. */
export const teachingMode = defineEnum({
  name: 'teachingMode',
  values: { OFFLINE_AND_ONLINE: -1, OFFLINE: 1, ONLINE: 3 },
  labels: {
    vi: { OFFLINE_AND_ONLINE: 'Trực tiếp và trực tuyến', OFFLINE: 'Trực tiếp', ONLINE: 'Trực tuyến' },
    en: { OFFLINE_AND_ONLINE: 'In person and online', OFFLINE: 'In person', ONLINE: 'Online' },
  },
});

/** SPEC §4 course registration state of a course in the student's plan. */
export const courseRegistrationState = defineEnum({
  name: 'courseRegistrationState',
  values: { NONE: 0, REGISTERED: 1, PLANNING: 2 },
  labels: {
    vi: { NONE: 'Chưa đăng ký', REGISTERED: 'Đã đăng ký', PLANNING: 'Dự kiến' },
    en: { NONE: 'Not registered', REGISTERED: 'Registered', PLANNING: 'Planned' },
  },
});

/** SPEC §4 exam type (`WRITTING` keeps the wire name of the SPEC). */
export const examType = defineEnum({
  name: 'examType',
  values: { UNDEFINED: 0, WRITTING: 1, ASSIGNMENTS: 2, COMPUTER_BASED: 4, OTHER: 5 },
  labels: {
    vi: {
      UNDEFINED: 'Chưa xác định',
      WRITTING: 'Thi viết',
      ASSIGNMENTS: 'Bài tập lớn',
      COMPUTER_BASED: 'Thi trên máy tính',
      OTHER: 'Hình thức khác',
    },
    en: {
      UNDEFINED: 'Undefined',
      WRITTING: 'Written exam',
      ASSIGNMENTS: 'Assignments',
      COMPUTER_BASED: 'Computer-based exam',
      OTHER: 'Other',
    },
  },
});

/** SPEC §4 class kind (credit-based or academic-year classes). */
export const classKind = defineEnum({
  name: 'classKind',
  values: { CREDIT: 0, ACADEMIC: 1 },
  labels: {
    vi: { CREDIT: 'Lớp tín chỉ', ACADEMIC: 'Lớp niên chế' },
    en: { CREDIT: 'Credit class', ACADEMIC: 'Academic-year class' },
  },
});

/** SPEC §4 grade type. */
export const gradeType = defineEnum({
  name: 'gradeType',
  values: { NOT_CUMULATIVE: 0, CUMULATIVE: 1, ACADEMIC_RANKING: 2 },
  labels: {
    vi: {
      NOT_CUMULATIVE: 'Không tính tích luỹ',
      CUMULATIVE: 'Tính tích luỹ',
      ACADEMIC_RANKING: 'Xếp loại học tập',
    },
    en: { NOT_CUMULATIVE: 'Not cumulative', CUMULATIVE: 'Cumulative', ACADEMIC_RANKING: 'Academic ranking' },
  },
});

/** SPEC §4 SIS (student information system) registration. */
export const sisRegistration = defineEnum({
  name: 'sisRegistration',
  values: { NO: 0, YES: 1, INTENDING: 2 },
  labels: {
    vi: { NO: 'Chưa đăng ký', YES: 'Đã đăng ký', INTENDING: 'Dự định đăng ký' },
    en: { NO: 'Not registered', YES: 'Registered', INTENDING: 'Intending to register' },
  },
});

/** SPEC §4 duplicate-check (plagiarism) language; values are language codes. */
export const duplicateCheckLanguage = defineEnum({
  name: 'duplicateCheckLanguage',
  values: { EN: 'en', VI: 'vi' },
  labels: {
    vi: { EN: 'Tiếng Anh', VI: 'Tiếng Việt' },
    en: { EN: 'English', VI: 'Vietnamese' },
  },
});
