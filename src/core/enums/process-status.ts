import { defineEnum } from '../define-enum';

/** SPEC §4 general process status values, shared by projects, requests, companies and phases. */
const PROCESS_STATUS_VALUES = {
  UNDEFINED: -2,
  REJECTED: -1,
  WAITING: 0,
  CONFIRMED: 1,
  SUBMITTED: 2,
  DONE: 3,
  PROCESSING: 4,
  CANCELLED: 5,
  SUSPENDED: 6,
  REQUEST_ACCEPTANCE: 7,
  WAITING_ACCEPTANCE: 8,
  REQUEST_EDIT: 10,
  FINISH: 11,
} as const;

const EN_GENERAL = {
  UNDEFINED: 'Undefined',
  REJECTED: 'Rejected',
  WAITING: 'Waiting',
  CONFIRMED: 'Confirmed',
  SUBMITTED: 'Submitted',
  DONE: 'Done',
  PROCESSING: 'Processing',
  CANCELLED: 'Cancelled',
  SUSPENDED: 'Suspended',
  REQUEST_ACCEPTANCE: 'Acceptance requested',
  WAITING_ACCEPTANCE: 'Awaiting acceptance',
  REQUEST_EDIT: 'Edit requested',
  FINISH: 'Finished',
} as const;

/** General process status with neutral labels ("nghiệm thu" = formal acceptance of results). */
export const processStatus = defineEnum({
  name: 'processStatus',
  values: PROCESS_STATUS_VALUES,
  labels: {
    vi: {
      UNDEFINED: 'Chưa xác định',
      REJECTED: 'Từ chối',
      WAITING: 'Đang chờ',
      CONFIRMED: 'Đã xác nhận',
      SUBMITTED: 'Đã gửi',
      DONE: 'Đã hoàn thành',
      PROCESSING: 'Đang xử lý',
      CANCELLED: 'Đã huỷ',
      SUSPENDED: 'Tạm dừng',
      REQUEST_ACCEPTANCE: 'Yêu cầu nghiệm thu',
      WAITING_ACCEPTANCE: 'Chờ nghiệm thu',
      REQUEST_EDIT: 'Yêu cầu chỉnh sửa',
      FINISH: 'Đã kết thúc',
    },
    en: EN_GENERAL,
  },
});

/** Process status as shown for a student project (SPEC §4 project status labels). */
export const projectStatus = defineEnum({
  name: 'projectStatus',
  values: PROCESS_STATUS_VALUES,
  labels: {
    vi: {
      UNDEFINED: 'Bản nháp',
      REJECTED: 'Từ chối',
      WAITING: 'Đang chờ',
      CONFIRMED: 'Đã duyệt',
      SUBMITTED: 'Đã gửi',
      DONE: 'Đã hoàn thành',
      PROCESSING: 'Chờ duyệt',
      CANCELLED: 'Đã huỷ',
      SUSPENDED: 'Tạm dừng',
      REQUEST_ACCEPTANCE: 'Chờ duyệt',
      WAITING_ACCEPTANCE: 'Chờ duyệt',
      REQUEST_EDIT: 'Yêu cầu chỉnh sửa',
      FINISH: 'Đã hoàn thành',
    },
    en: {
      UNDEFINED: 'Draft',
      REJECTED: 'Rejected',
      WAITING: 'Waiting',
      CONFIRMED: 'Approved',
      SUBMITTED: 'Submitted',
      DONE: 'Completed',
      PROCESSING: 'Pending approval',
      CANCELLED: 'Cancelled',
      SUSPENDED: 'Suspended',
      REQUEST_ACCEPTANCE: 'Pending approval',
      WAITING_ACCEPTANCE: 'Pending approval',
      REQUEST_EDIT: 'Edit requested',
      FINISH: 'Completed',
    },
  },
});

const REQUEST_VI = {
  UNDEFINED: 'Chưa xác định',
  REJECTED: 'Từ chối nhận',
  WAITING: 'Đang chờ duyệt',
  CONFIRMED: 'Đồng ý nhận',
  SUBMITTED: 'Đã nộp',
  DONE: 'Đã hoàn thành',
  PROCESSING: 'Đang duyệt hồ sơ',
  CANCELLED: 'Đã huỷ',
  SUSPENDED: 'Tạm dừng',
  REQUEST_ACCEPTANCE: 'Yêu cầu nghiệm thu',
  WAITING_ACCEPTANCE: 'Chờ nghiệm thu',
  REQUEST_EDIT: 'Yêu cầu chỉnh sửa',
  FINISH: 'Đã kết thúc',
} as const;

const REQUEST_EN = {
  UNDEFINED: 'Undefined',
  REJECTED: 'Declined',
  WAITING: 'Awaiting review',
  CONFIRMED: 'Accepted',
  SUBMITTED: 'Submitted',
  DONE: 'Completed',
  PROCESSING: 'Reviewing application',
  CANCELLED: 'Cancelled',
  SUSPENDED: 'Suspended',
  REQUEST_ACCEPTANCE: 'Acceptance requested',
  WAITING_ACCEPTANCE: 'Awaiting acceptance',
  REQUEST_EDIT: 'Edit requested',
  FINISH: 'Finished',
} as const;

/** Process status as shown for a project request (SPEC §4 company or request status labels). */
export const requestStatus = defineEnum({
  name: 'requestStatus',
  values: PROCESS_STATUS_VALUES,
  labels: { vi: REQUEST_VI, en: REQUEST_EN },
});

/** Process status as shown for a company (internship host) request; same labels as `requestStatus`. */
export const companyStatus = defineEnum({
  name: 'companyStatus',
  values: PROCESS_STATUS_VALUES,
  labels: { vi: REQUEST_VI, en: REQUEST_EN },
});
