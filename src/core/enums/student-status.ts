import { defineEnum } from '../define-enum';

/** SPEC §4 student status (enrolment state shown on the home page and profile). */
export const studentStatus = defineEnum({
  name: 'studentStatus',
  values: {
    NEW: -1,
    NORMAL: 0,
    DISABLED: 1,
    GRADUATED: 2,
    QUIT: 3,
    RETURNED_TO_COMPANY: 4,
    SUSPENDED: 5,
    STOPPED_LEARNING: 6,
    TRANSITION: 7,
    REPEATED_CLASS: 8,
    DEFERRED: 9,
    PROMOTED: 10,
    CHANGE_MAJOR: 11,
    RETURN_COUNTRY: 12,
    REMOVED_NAME: 13,
  },
  labels: {
    vi: {
      NEW: 'Mới nhập học',
      NORMAL: 'Đang học',
      DISABLED: 'Đã khoá',
      GRADUATED: 'Đã tốt nghiệp',
      QUIT: 'Thôi học',
      RETURNED_TO_COMPANY: 'Trả về cơ quan',
      SUSPENDED: 'Đình chỉ học tập',
      STOPPED_LEARNING: 'Ngừng học',
      TRANSITION: 'Chuyển tiếp',
      REPEATED_CLASS: 'Lưu ban',
      DEFERRED: 'Bảo lưu',
      PROMOTED: 'Lên lớp',
      CHANGE_MAJOR: 'Chuyển ngành',
      RETURN_COUNTRY: 'Về nước',
      REMOVED_NAME: 'Xoá tên',
    },
    en: {
      NEW: 'Newly admitted',
      NORMAL: 'Studying',
      DISABLED: 'Disabled',
      GRADUATED: 'Graduated',
      QUIT: 'Withdrawn',
      RETURNED_TO_COMPANY: 'Returned to sending organisation',
      SUSPENDED: 'Suspended',
      STOPPED_LEARNING: 'Stopped studying',
      TRANSITION: 'Transferred',
      REPEATED_CLASS: 'Repeating the year',
      DEFERRED: 'Deferred',
      PROMOTED: 'Promoted',
      CHANGE_MAJOR: 'Changed major',
      RETURN_COUNTRY: 'Returned home country',
      REMOVED_NAME: 'Removed from roll',
    },
  },
});

/** SPEC §4 student report status (statistics reports). */
export const studentReport = defineEnum({
  name: 'studentReport',
  values: { NEW: 1, STUDYING: 2, QUIT: 3, GRADUATED: 4 },
  labels: {
    vi: { NEW: 'Mới nhập học', STUDYING: 'Đang học', QUIT: 'Thôi học', GRADUATED: 'Đã tốt nghiệp' },
    en: { NEW: 'Newly admitted', STUDYING: 'Studying', QUIT: 'Withdrawn', GRADUATED: 'Graduated' },
  },
});
