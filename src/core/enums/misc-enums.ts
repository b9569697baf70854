import { defineEnum } from '../define-enum';

/** SPEC §4 currency. */
export const currency = defineEnum({
  name: 'currency',
  values: { VND: 1, USD: 2 },
  labels: {
    vi: { VND: 'Việt Nam đồng (VND)', USD: 'Đô la Mỹ (USD)' },
    en: { VND: 'Vietnamese dong (VND)', USD: 'US dollar (USD)' },
  },
});

/** SPEC §4 exchange direction. */
export const exchangeDirection = defineEnum({
  name: 'exchangeDirection',
  values: { INCOMING: 1, OUTGOING: 2 },
  labels: {
    vi: { INCOMING: 'Trao đổi đến', OUTGOING: 'Trao đổi đi' },
    en: { INCOMING: 'Incoming', OUTGOING: 'Outgoing' },
  },
});

/** SPEC §4 funding of an exchange or research activity. */
export const funding = defineEnum({
  name: 'funding',
  values: { FULL: 1, PARTIAL: 2, NONE_OR_EXTERNAL: 4 },
  labels: {
    vi: {
      FULL: 'Tài trợ toàn phần',
      PARTIAL: 'Tài trợ một phần',
      NONE_OR_EXTERNAL: 'Không tài trợ hoặc nguồn ngoài',
    },
    en: { FULL: 'Fully funded', PARTIAL: 'Partially funded', NONE_OR_EXTERNAL: 'No or external funding' },
  },
});

/** SPEC §4 language (of a class, thesis or publication). */
export const language = defineEnum({
  name: 'language',
  values: { VI: 1, EN: 2, FR: 3, JP: 4 },
  labels: {
    vi: { VI: 'Tiếng Việt', EN: 'Tiếng Anh', FR: 'Tiếng Pháp', JP: 'Tiếng Nhật' },
    en: { VI: 'Vietnamese', EN: 'English', FR: 'French', JP: 'Japanese' },
  },
});

/** SPEC §4 visibility (privacy) of a record. */
export const visibility = defineEnum({
  name: 'visibility',
  values: { PUBLIC: 0, PRIVATE: 1, STAFF_ONLY: 2, ADMIN_ONLY: 3 },
  labels: {
    vi: {
      PUBLIC: 'Công khai',
      PRIVATE: 'Riêng tư',
      STAFF_ONLY: 'Chỉ cán bộ',
      ADMIN_ONLY: 'Chỉ quản trị viên',
    },
    en: { PUBLIC: 'Public', PRIVATE: 'Private', STAFF_ONLY: 'Staff only', ADMIN_ONLY: 'Administrators only' },
  },
});

/** SPEC §4 special filter values, sent in place of an id. */
export const specialFilter = defineEnum({
  name: 'specialFilter',
  values: { NULL: -1, ALL: -2, OTHER: -3 },
  labels: {
    vi: { NULL: 'Chưa có', ALL: 'Tất cả', OTHER: 'Khác' },
    en: { NULL: 'None', ALL: 'All', OTHER: 'Other' },
  },
});

/** SPEC §3 workspace type. */
export const workspaceType = defineEnum({
  name: 'workspaceType',
  values: { NONE: 0, LAB: 1, UNIT: 2 },
  labels: {
    vi: { NONE: 'Không phân loại', LAB: 'Phòng thí nghiệm', UNIT: 'Đơn vị' },
    en: { NONE: 'Unclassified', LAB: 'Lab', UNIT: 'Unit' },
  },
});

/** SPEC §3 workspace status (default public). */
export const workspaceStatus = defineEnum({
  name: 'workspaceStatus',
  values: { PRIVATE: 0, PUBLIC: 1 },
  labels: {
    vi: { PRIVATE: 'Riêng tư', PUBLIC: 'Công khai' },
    en: { PRIVATE: 'Private', PUBLIC: 'Public' },
  },
});

/** SPEC §3 web-setting logo position (default middle). */
export const logoPosition = defineEnum({
  name: 'logoPosition',
  values: { TOP: 'top', MIDDLE: 'middle' },
  labels: {
    vi: { TOP: 'Phía trên', MIDDLE: 'Ở giữa' },
    en: { TOP: 'Top', MIDDLE: 'Middle' },
  },
});
