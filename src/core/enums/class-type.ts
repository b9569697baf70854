import { defineEnum } from '../define-enum';

/**
 * SPEC §3 class type codes. TN is "Thí nghiệm" (laboratory/experiment): the same abbreviation
 * also reads "Trắc nghiệm" (multiple choice), but on a timetable a TN class is a lab session,
 * which is what the experiment-class flag and `needTN` rely on. Codes written with Đ (ĐA, ĐATN)
 * are handled by `classTypeLabel` and the class flags.
 */
export const classType = defineEnum({
  name: 'classType',
  values: {
    LT: 'LT',
    BT: 'BT',
    TN: 'TN',
    TH: 'TH',
    DA: 'DA',
    DATN: 'DATN',
    TT: 'TT',
    TTTN: 'TTTN',
    KLTN: 'KLTN',
    TTKT: 'TTKT',
    TTDN: 'TTDN',
    TTCN: 'TTCN',
    DAMH: 'DAMH',
    DANCCN: 'DANCCN',
  },
  labels: {
    vi: {
      LT: 'Lý thuyết',
      BT: 'Bài tập',
      TN: 'Thí nghiệm',
      TH: 'Thực hành',
      DA: 'Đồ án',
      DATN: 'Đồ án tốt nghiệp',
      TT: 'Thực tập',
      TTTN: 'Thực tập tốt nghiệp',
      KLTN: 'Khóa luận tốt nghiệp',
      TTKT: 'Thực tập kỹ thuật',
      TTDN: 'Thực tập doanh nghiệp',
      TTCN: 'Thực tập công nghiệp',
      DAMH: 'Đồ án môn học',
      DANCCN: 'Đồ án nghiên cứu chuyên ngành',
    },
    en: {
      LT: 'Theory',
      BT: 'Exercises',
      TN: 'Laboratory',
      TH: 'Practice',
      DA: 'Project',
      DATN: 'Graduation project',
      TT: 'Internship',
      TTTN: 'Graduation internship',
      KLTN: 'Graduation thesis',
      TTKT: 'Engineering internship',
      TTDN: 'Company internship',
      TTCN: 'Industrial internship',
      DAMH: 'Course project',
      DANCCN: 'Specialised research project',
    },
  },
});
