import { defineEnum } from '../define-enum';

/** SPEC §4 gender. */
export const gender = defineEnum({
  name: 'gender',
  values: { FEMALE: 0, MALE: 1, OTHER: 2 },
  labels: {
    vi: { FEMALE: 'Nữ', MALE: 'Nam', OTHER: 'Khác' },
    en: { FEMALE: 'Female', MALE: 'Male', OTHER: 'Other' },
  },
});

/** SPEC §6 user level (role depth in the institution tree). */
export const userLevel = defineEnum({
  name: 'userLevel',
  values: {
    DEFAULT: -1,
    UNIVERSITY: 1,
    SCHOOL: 2,
    DEPARTMENT: 3,
    STAFF: 5,
    STUDENT: 7,
    COMMITTEE: 8,
    SUPERVISOR: 9,
  },
  labels: {
    vi: {
      DEFAULT: 'Mặc định',
      UNIVERSITY: 'Cấp đại học',
      SCHOOL: 'Cấp trường',
      DEPARTMENT: 'Cấp khoa',
      STAFF: 'Cán bộ',
      STUDENT: 'Sinh viên',
      COMMITTEE: 'Hội đồng',
      SUPERVISOR: 'Người hướng dẫn',
    },
    en: {
      DEFAULT: 'Default',
      UNIVERSITY: 'University',
      SCHOOL: 'School',
      DEPARTMENT: 'Department',
      STAFF: 'Staff',
      STUDENT: 'Student',
      COMMITTEE: 'Committee',
      SUPERVISOR: 'Supervisor',
    },
  },
});

/** SPEC §4 need update (whether a profile must be completed). */
export const needUpdate = defineEnum({
  name: 'needUpdate',
  values: { NEEDS_UPDATE: 0, NO_NEED: 1 },
  labels: {
    vi: { NEEDS_UPDATE: 'Cần cập nhật', NO_NEED: 'Không cần cập nhật' },
    en: { NEEDS_UPDATE: 'Needs update', NO_NEED: 'Up to date' },
  },
});

/** SPEC §4 staff unit functions. */
export const staffUnitFunction = defineEnum({
  name: 'staffUnitFunction',
  values: {
    TEACHING: 0,
    OFFICE: 1,
    RESEARCH: 2,
    SERVICE: 3,
    PARTY: 5,
    UNION: 6,
    PROFESSIONAL: 10,
    SPECIAL: 100,
  },
  labels: {
    vi: {
      TEACHING: 'Giảng dạy',
      OFFICE: 'Hành chính',
      RESEARCH: 'Nghiên cứu',
      SERVICE: 'Phục vụ',
      PARTY: 'Tổ chức Đảng',
      UNION: 'Đoàn thể',
      PROFESSIONAL: 'Chuyên môn',
      SPECIAL: 'Đặc biệt',
    },
    en: {
      TEACHING: 'Teaching',
      OFFICE: 'Administration',
      RESEARCH: 'Research',
      SERVICE: 'Services',
      PARTY: 'Party organisation',
      UNION: 'Unions',
      PROFESSIONAL: 'Professional',
      SPECIAL: 'Special',
    },
  },
});

/**
 * SPEC §4/§9 policy-beneficiary categories 1-14 (đối tượng chính sách, used for tuition
 * exemption and scholarships): heroes, war invalids, martyrs' families and others.
 */
export const policyBeneficiary = defineEnum({
  name: 'policyBeneficiary',
  values: {
    ARMED_FORCES_HERO: 1,
    LABOR_HERO: 2,
    WAR_INVALID: 3,
    MARTYR_CHILD: 4,
    HERO_CHILD: 5,
    WAR_INVALID_CHILD: 6,
    AGENT_ORANGE_CHILD: 7,
    DISABLED: 8,
    ETHNIC_MINORITY_POOR: 9,
    SMALL_ETHNIC_MINORITY: 10,
    ORPHAN: 11,
    REVOLUTION_CONTRIBUTOR_CHILD: 12,
    POOR_HOUSEHOLD: 13,
    OTHER: 14,
  },
  labels: {
    vi: {
      ARMED_FORCES_HERO: 'Anh hùng Lực lượng vũ trang nhân dân',
      LABOR_HERO: 'Anh hùng Lao động',
      WAR_INVALID: 'Thương binh, người hưởng chính sách như thương binh',
      MARTYR_CHILD: 'Con liệt sĩ',
      HERO_CHILD: 'Con của Anh hùng Lực lượng vũ trang nhân dân, Anh hùng Lao động',
      WAR_INVALID_CHILD: 'Con của thương binh, bệnh binh',
      AGENT_ORANGE_CHILD: 'Con của người hoạt động kháng chiến bị nhiễm chất độc hoá học',
      DISABLED: 'Người khuyết tật',
      ETHNIC_MINORITY_POOR: 'Người dân tộc thiểu số thuộc hộ nghèo, hộ cận nghèo',
      SMALL_ETHNIC_MINORITY: 'Người dân tộc thiểu số rất ít người ở vùng khó khăn',
      ORPHAN: 'Mồ côi cả cha lẫn mẹ',
      REVOLUTION_CONTRIBUTOR_CHILD: 'Con của người có công với cách mạng',
      POOR_HOUSEHOLD: 'Thuộc hộ nghèo, hộ cận nghèo',
      OTHER: 'Đối tượng chính sách khác',
    },
    en: {
      ARMED_FORCES_HERO: 'Hero of the People’s Armed Forces',
      LABOR_HERO: 'Labour Hero',
      WAR_INVALID: 'War invalid or equivalent',
      MARTYR_CHILD: 'Child of a martyr',
      HERO_CHILD: 'Child of a Hero of the Armed Forces or Labour Hero',
      WAR_INVALID_CHILD: 'Child of a war invalid or sick soldier',
      AGENT_ORANGE_CHILD: 'Child of a resistance fighter exposed to Agent Orange',
      DISABLED: 'Person with disabilities',
      ETHNIC_MINORITY_POOR: 'Ethnic minority from a poor or near-poor household',
      SMALL_ETHNIC_MINORITY: 'Very small ethnic minority in a disadvantaged area',
      ORPHAN: 'Orphan (both parents)',
      REVOLUTION_CONTRIBUTOR_CHILD: 'Child of a person with revolutionary merit',
      POOR_HOUSEHOLD: 'Poor or near-poor household',
      OTHER: 'Other policy beneficiary',
    },
  },
});
