import { defineEnum } from '../define-enum';

/**
 * SPEC §4 topic status. The SPEC lists the labels Chờ duyệt, Mở, Đã hoàn thành, Đã huỷ, Đề xuất mở
 * in value order (waiting, opened, confirmed, cancelled, suggested): a confirmed topic is one a
 * student has taken and completed. The unlabelled values get natural labels.
 */
export const topicStatus = defineEnum({
  name: 'topicStatus',
  values: { UNDEFINED: -1, WAITING: 1, OPENED: 2, CONFIRMED: 3, CANCELLED: 5, SUGGESTED: 6, FINISHED: 7 },
  labels: {
    vi: {
      UNDEFINED: 'Chưa xác định',
      WAITING: 'Chờ duyệt',
      OPENED: 'Mở',
      CONFIRMED: 'Đã hoàn thành',
      CANCELLED: 'Đã huỷ',
      SUGGESTED: 'Đề xuất mở',
      FINISHED: 'Đã kết thúc',
    },
    en: {
      UNDEFINED: 'Undefined',
      WAITING: 'Pending approval',
      OPENED: 'Open',
      CONFIRMED: 'Completed',
      CANCELLED: 'Cancelled',
      SUGGESTED: 'Proposed',
      FINISHED: 'Closed',
    },
  },
});

/** SPEC §4 deadline status (registration windows). */
export const deadlineStatus = defineEnum({
  name: 'deadlineStatus',
  values: { LOCKED: 1, OPENED: 2 },
  labels: {
    vi: { LOCKED: 'Đang đóng', OPENED: 'Đang mở' },
    en: { LOCKED: 'Closed', OPENED: 'Open' },
  },
});
