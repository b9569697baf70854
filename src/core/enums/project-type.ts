import { defineEnum } from '../define-enum';

/** SPEC §4 project type: `label` gives the full Vietnamese name, `shortLabel` the short one. */
export const projectType = defineEnum({
  name: 'projectType',
  values: {
    PROJECT: 0,
    GRADUATION: 1,
    INTERN: 2,
    GRADUATION_INTERN: 3,
    PROFESSIONAL_MASTER: 4,
    RESEARCH_MASTER: 5,
    PHD: 6,
    RESEARCH: 10,
  },
  labels: {
    vi: {
      PROJECT: 'Đồ án môn học',
      GRADUATION: 'Đồ án tốt nghiệp',
      INTERN: 'Thực tập doanh nghiệp',
      GRADUATION_INTERN: 'Thực tập tốt nghiệp',
      PROFESSIONAL_MASTER: 'Luận văn thạc sĩ định hướng ứng dụng',
      RESEARCH_MASTER: 'Luận văn thạc sĩ định hướng nghiên cứu',
      PHD: 'Luận án tiến sĩ',
      RESEARCH: 'Nghiên cứu khoa học sinh viên',
    },
    en: {
      PROJECT: 'Course project',
      GRADUATION: 'Graduation project',
      INTERN: 'Company internship',
      GRADUATION_INTERN: 'Graduation internship',
      PROFESSIONAL_MASTER: 'Professional master thesis',
      RESEARCH_MASTER: 'Research master thesis',
      PHD: 'Doctoral dissertation',
      RESEARCH: 'Student research',
    },
  },
  shortLabels: {
    vi: {
      PROJECT: 'Đồ án',
      GRADUATION: 'Tốt nghiệp',
      INTERN: 'Thực tập',
      GRADUATION_INTERN: 'Thực tập TN',
      PROFESSIONAL_MASTER: 'ThS ứng dụng',
      RESEARCH_MASTER: 'ThS nghiên cứu',
      PHD: 'Tiến sĩ',
      RESEARCH: 'NCKH',
    },
    en: {
      PROJECT: 'Project',
      GRADUATION: 'Graduation',
      INTERN: 'Internship',
      GRADUATION_INTERN: 'Grad. internship',
      PROFESSIONAL_MASTER: 'Prof. master',
      RESEARCH_MASTER: 'Research master',
      PHD: 'PhD',
      RESEARCH: 'Research',
    },
  },
});

/** SPEC §4 project topic source / project-from. */
export const projectFrom = defineEnum({
  name: 'projectFrom',
  values: { TEACHER: 1, COMPANY: 2 },
  labels: {
    vi: { TEACHER: 'Giảng viên', COMPANY: 'Doanh nghiệp' },
    en: { TEACHER: 'Teacher', COMPANY: 'Company' },
  },
});

/** SPEC §4 intern type. */
export const internType = defineEnum({
  name: 'internType',
  values: { FULLTIME: 0, PARTTIME: 1 },
  labels: {
    vi: { FULLTIME: 'Toàn thời gian', PARTTIME: 'Bán thời gian' },
    en: { FULLTIME: 'Full-time', PARTTIME: 'Part-time' },
  },
});

/** SPEC §4 work type (recruitment and internship offers). */
export const workType = defineEnum({
  name: 'workType',
  values: { FULL_TIME: 1, PART_TIME: 2 },
  labels: {
    vi: { FULL_TIME: 'Toàn thời gian', PART_TIME: 'Bán thời gian' },
    en: { FULL_TIME: 'Full-time', PART_TIME: 'Part-time' },
  },
});

/** SPEC §4 purpose of internship. */
export const internshipPurpose = defineEnum({
  name: 'internshipPurpose',
  values: { NEW_TECHNOLOGY: 1, DEMO_PRODUCT: 2, REAL_PROJECT: 3, TRAINING: 4, OTHER: 5 },
  labels: {
    vi: {
      NEW_TECHNOLOGY: 'Tìm hiểu công nghệ mới',
      DEMO_PRODUCT: 'Xây dựng sản phẩm thử nghiệm',
      REAL_PROJECT: 'Tham gia dự án thực tế',
      TRAINING: 'Đào tạo',
      OTHER: 'Khác',
    },
    en: {
      NEW_TECHNOLOGY: 'New technology',
      DEMO_PRODUCT: 'Demo product',
      REAL_PROJECT: 'Real project',
      TRAINING: 'Training',
      OTHER: 'Other',
    },
  },
});
