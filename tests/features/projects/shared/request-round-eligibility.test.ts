import { describe, expect, it } from 'vitest';
import { explainRoundIneligibility } from '../../../../src/features/projects/shared/explain-round-ineligibility';
import { PROJECT_TYPE } from '../../../../src/features/projects/shared/project-enums';
import {
  programLevelOf,
  roundEligibility,
  semestersStudied,
} from '../../../../src/features/projects/shared/request-round-eligibility';
import type { StudentStanding } from '../../../../src/features/projects/shared/request-round-eligibility';

const engineer = (cohort: number): StudentStanding => ({ degree: 'Kỹ sư', semesterCount: 10, cohort });
const bachelor = (cohort: number): StudentStanding => ({ degree: 'Cử nhân', semesterCount: 8, cohort });
const master: StudentStanding = { degree: 'Thạc sĩ', semesterCount: 4, cohort: 2025 };
const doctoral: StudentStanding = { degree: 'Tiến sĩ', semesterCount: 6, cohort: 2024 };

/** The project types a student may register for in `semester`. */
const allowed = (student: StudentStanding, semester = '20261') =>
  Object.values(PROJECT_TYPE).filter(
    (projectType) => roundEligibility({ projectType, semester, student }).isEligible,
  );

describe('programLevelOf: the degree name decides the level', () => {
  it('reads Vietnamese and English master and doctoral names, either spelling of sĩ', () => {
    expect(programLevelOf('Thạc sĩ')).toBe('master');
    expect(programLevelOf('Thạc sỹ khoa học')).toBe('master');
    expect(programLevelOf('Master of Science')).toBe('master');
    expect(programLevelOf('Tiến sĩ')).toBe('doctoral');
    expect(programLevelOf('TIẾN SỸ')).toBe('doctoral');
    expect(programLevelOf('PhD')).toBe('doctoral');
  });

  it('counts every other degree, or none, as undergraduate (a medical doctor included)', () => {
    for (const degree of ['Kỹ sư', 'Cử nhân', 'Bác sĩ', 'Kiến trúc sư', ''])
      expect(programLevelOf(degree)).toBe('undergraduate');
  });
});

describe('semestersStudied: from the admission year and the semester code', () => {
  it('is 0 in the first semester, counts two terms a year and a summer term after both', () => {
    expect(semestersStudied({ cohort: 2026, semester: '20261' })).toBe(0);
    expect(semestersStudied({ cohort: 2026, semester: '20262' })).toBe(1);
    expect(semestersStudied({ cohort: 2026, semester: '20263' })).toBe(2);
    expect(semestersStudied({ cohort: 2022, semester: '20261' })).toBe(8);
    expect(semestersStudied({ cohort: 2023, semester: '2026.2' })).toBe(7);
    expect(semestersStudied({ cohort: 2026, semester: '20252' })).toBe(-1);
  });

  it('is null when the code or the cohort cannot be read', () => {
    expect(semestersStudied({ cohort: 2026, semester: 'HK1' })).toBeNull();
    expect(semestersStudied({ cohort: 0, semester: '20261' })).toBeNull();
  });
});

describe('roundEligibility', () => {
  it('offers a first-year undergraduate in semester 1 student research only', () => {
    expect(allowed(engineer(2026))).toEqual([PROJECT_TYPE.RESEARCH]);
    expect(roundEligibility({ projectType: 4, semester: '20261', student: engineer(2026) })).toEqual({
      isEligible: false,
      reason: { code: 'masterOnly' },
    });
    expect(roundEligibility({ projectType: 1, semester: '20261', student: engineer(2026) })).toEqual({
      isEligible: false,
      reason: { code: 'finalYearOnly', fromSemester: 9, semesterOfStudy: 1, semesterCount: 10 },
    });
  });

  it('opens company internships from the third year (semester 5 of study)', () => {
    expect(roundEligibility({ projectType: 2, semester: '20262', student: engineer(2025) })).toEqual({
      isEligible: false,
      reason: { code: 'fromThirdYear', fromSemester: 5, semesterOfStudy: 4 },
    });
    expect(allowed(engineer(2024))).toEqual([
      PROJECT_TYPE.PROJECT,
      PROJECT_TYPE.INTERN,
      PROJECT_TYPE.RESEARCH,
    ]);
  });

  it('opens graduation projects and internships in the last two semesters of the programme, and after', () => {
    // A 10-semester engineer: semester 9 of study in 20261 for the 2022 cohort, 7 for 2023.
    expect(allowed(engineer(2023))).not.toContain(PROJECT_TYPE.GRADUATION);
    expect(allowed(engineer(2022))).toEqual([
      PROJECT_TYPE.PROJECT,
      PROJECT_TYPE.GRADUATION,
      PROJECT_TYPE.INTERN,
      PROJECT_TYPE.GRADUATION_INTERN,
      PROJECT_TYPE.RESEARCH,
    ]);
    expect(allowed(engineer(2019))).toContain(PROJECT_TYPE.GRADUATION);
    // An 8-semester bachelor is in their final year one year earlier.
    expect(allowed(bachelor(2023))).toContain(PROJECT_TYPE.GRADUATION);
    expect(allowed(bachelor(2023), '20251')).not.toContain(PROJECT_TYPE.GRADUATION_INTERN);
    // No programme length: the usual 8 semesters.
    expect(allowed({ degree: '', semesterCount: 0, cohort: 2023 })).toContain(PROJECT_TYPE.GRADUATION);
  });

  it('keeps master theses for master students and the dissertation for doctoral ones', () => {
    expect(allowed(master)).toEqual([PROJECT_TYPE.PROFESSIONAL_MASTER, PROJECT_TYPE.RESEARCH_MASTER]);
    expect(allowed(doctoral)).toEqual([PROJECT_TYPE.PHD]);
    expect(roundEligibility({ projectType: 0, semester: '20261', student: master })).toEqual({
      isEligible: false,
      reason: { code: 'undergraduateOnly', level: 'master' },
    });
    expect(roundEligibility({ projectType: 6, semester: '20261', student: master })).toEqual({
      isEligible: false,
      reason: { code: 'doctoralOnly' },
    });
  });

  it('lets everyone into a round for every type (-1) and does not guess on unreadable data', () => {
    expect(roundEligibility({ projectType: -1, semester: '20261', student: engineer(2026) }).isEligible).toBe(
      true,
    );
    expect(roundEligibility({ projectType: 1, semester: 'HK1', student: engineer(2026) }).isEligible).toBe(
      true,
    );
    expect(roundEligibility({ projectType: 4, semester: 'HK1', student: engineer(2026) }).isEligible).toBe(
      false,
    );
  });

  it('opens course-project rounds for every course from the second semester of study', () => {
    expect(roundEligibility({ projectType: 0, semester: '20261', student: engineer(2026) })).toEqual({
      isEligible: false,
      reason: { code: 'fromSecondSemester', fromSemester: 2, semesterOfStudy: 1 },
    });
    expect(allowed(engineer(2026), '20262')).toEqual([PROJECT_TYPE.PROJECT, PROJECT_TYPE.RESEARCH]);
    expect(allowed(engineer(2025))).toContain(PROJECT_TYPE.PROJECT);
  });

  it('offers a course-project round for one course to those who study it, in any semester', () => {
    const round = { projectType: 0, semester: '20261', courseId: 42 } as const;
    expect(
      roundEligibility({ ...round, student: engineer(2026), studiedCourseIds: new Set([7, 42]) }),
    ).toEqual({ isEligible: true });
    expect(roundEligibility({ ...round, student: engineer(2023), studiedCourseIds: new Set([7]) })).toEqual({
      isEligible: false,
      reason: { code: 'courseNotStudied' },
    });
    // The student's courses unknown: the semester rule decides.
    expect(roundEligibility({ ...round, student: engineer(2026) }).isEligible).toBe(false);
    expect(roundEligibility({ ...round, student: engineer(2023) }).isEligible).toBe(true);
    // Other types ignore the course facts.
    expect(
      roundEligibility({ ...round, projectType: 10, student: engineer(2026), studiedCourseIds: new Set() })
        .isEligible,
    ).toBe(true);
  });

  it('leaves out rounds of a semester before the student was admitted', () => {
    expect(roundEligibility({ projectType: 0, semester: '20252', student: engineer(2026) })).toEqual({
      isEligible: false,
      reason: { code: 'beforeAdmission' },
    });
  });
});

describe('explainRoundIneligibility', () => {
  it('names the type and the rule in Vietnamese and English', () => {
    const reason = { code: 'finalYearOnly', fromSemester: 9, semesterOfStudy: 1, semesterCount: 10 } as const;
    expect(explainRoundIneligibility({ projectType: 1, reason, locale: 'vi' })).toBe(
      'Đồ án tốt nghiệp: chỉ sinh viên năm cuối (từ học kỳ thứ 9 của chương trình 10 học kỳ) được đăng ký; trong học kỳ của đợt này bạn đang ở học kỳ thứ 1.',
    );
    expect(explainRoundIneligibility({ projectType: 1, reason, locale: 'en' })).toBe(
      "Graduation project: registration is only for final-year students (from semester 9 of your 10-semester programme); in this round's semester you are in semester 1.",
    );
    expect(explainRoundIneligibility({ projectType: 4, reason: { code: 'masterOnly' }, locale: 'vi' })).toBe(
      'Luận văn thạc sĩ định hướng ứng dụng: chỉ học viên chương trình thạc sĩ được đăng ký.',
    );
  });

  it('has a sentence for every reason in both languages', () => {
    const reasons = [
      { code: 'masterOnly' },
      { code: 'doctoralOnly' },
      { code: 'undergraduateOnly', level: 'doctoral' },
      { code: 'beforeAdmission' },
      { code: 'courseNotStudied' },
      { code: 'fromSecondSemester', fromSemester: 2, semesterOfStudy: 1 },
      { code: 'fromThirdYear', fromSemester: 5, semesterOfStudy: 2 },
      { code: 'finalYearOnly', fromSemester: 7, semesterOfStudy: 3, semesterCount: 8 },
    ] as const;
    for (const reason of reasons)
      for (const locale of ['vi', 'en'] as const)
        expect(explainRoundIneligibility({ projectType: 0, reason, locale }).length).toBeGreaterThan(20);
  });
});
