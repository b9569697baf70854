import { parseSemesterCode } from '../../../core/index';
import { PROJECT_TYPE } from './project-enums';

/**
 * Who may send a project request in a request round (a `deadline` row of kind 'request'), by the
 * round's project type and the student's programme and year (SPEC §4 project type):
 *
 * - course project (0): undergraduates taking the course the project belongs to. A round for one
 *   course (`courseId` > 0) is for the students who study or studied that course (when the server
 *   knows their courses, `studiedCourseIds`); a round for every course (-1), or one whose students'
 *   courses are not known, from their second semester of study on (a first-year in semester 1 takes
 *   general courses, none with a project of its own);
 * - student research (10): undergraduates, any year;
 * - company internship (2): undergraduates from their third year (semester 5 of study on);
 * - graduation project (1) and graduation internship (3): undergraduates in the final year of
 *   their programme (from semester `semesterCount − 1` of study on; later is fine: a student who
 *   takes longer than the nominal length still graduates);
 * - master theses (4, 5): students of a master's programme ('Thạc sĩ'); PhD dissertation (6):
 *   students of a doctoral one ('Tiến sĩ'); the degree name decides, and every other degree
 *   ('Cử nhân', 'Kỹ sư', 'Bác sĩ', … or none) counts as undergraduate;
 * - a round for every type (-1) or a type this rule does not know: everyone (the request itself
 *   names a type, which is checked on its own).
 *
 * The semester of study in the round's semester comes from the admission year (students.cohort)
 * and the round's semester code (`20261` = term 1 of 2026–2027: a 2026 student's first semester;
 * a summer term counts both terms of its year as studied). A round of a semester before the
 * student's admission is not theirs. When the code or the cohort cannot be read, the year rules
 * are not applied (only the level ones): a round is never hidden on a guess.
 */

/** The facts of a student the rule needs. */
export type StudentStanding = {
  /** Degree of the student's programme as printed (edu_programs.degree); '' when none. */
  degree: string;
  /** Nominal length of the programme in semesters (edu_programs.semesterCount); ≤ 0 when unknown. */
  semesterCount: number;
  /** Admission year (students.cohort, khóa). */
  cohort: number;
};

/** The level a programme's degree implies. */
export type ProgramLevel = 'undergraduate' | 'master' | 'doctoral';

/** Why a student may not register in a round (each is explained by `explainRoundIneligibility`). */
export type RoundIneligibility =
  | { code: 'masterOnly' }
  | { code: 'doctoralOnly' }
  | { code: 'undergraduateOnly'; level: Exclude<ProgramLevel, 'undergraduate'> }
  | { code: 'beforeAdmission' }
  | { code: 'courseNotStudied' }
  | { code: 'fromSecondSemester'; fromSemester: number; semesterOfStudy: number }
  | { code: 'fromThirdYear'; fromSemester: number; semesterOfStudy: number }
  | { code: 'finalYearOnly'; fromSemester: number; semesterOfStudy: number; semesterCount: number };

/** The verdict for one round. */
export type RoundEligibility = { isEligible: true } | { isEligible: false; reason: RoundIneligibility };

/** Semester of study from which a course-project round for every course is open. */
export const COURSE_PROJECT_FROM_SEMESTER = 2;
/** Semester of study from which company internships are open (the third year). */
export const INTERN_FROM_SEMESTER = 5;
/** Semesters of the final year (graduation project and graduation internship). */
export const FINAL_YEAR_SEMESTERS = 2;
/** Programme length assumed when the programme gives none (the edu_programs default). */
export const DEFAULT_SEMESTER_COUNT = 8;

/** 'Tiến sĩ' / 'Tiến sỹ' or an English doctoral name → doctoral; 'Thạc sĩ' / master → master. */
export const programLevelOf = (degree: string): ProgramLevel => {
  const text = degree.normalize('NFC').toLowerCase();
  if (/tiến s[ĩỹ]|\bph\.?d\b|\bdoctor of philosophy\b|\bdoctoral\b/.test(text)) return 'doctoral';
  if (/thạc s[ĩỹ]|\bmaster/.test(text)) return 'master';
  return 'undergraduate';
};

/**
 * How many semesters the student has studied before `semester` (0 in the first one; negative
 * before admission), or null when the semester code or the cohort cannot be read.
 */
export const semestersStudied = ({ cohort, semester }: { cohort: number; semester: string }) => {
  const parts = parseSemesterCode(semester);
  if (!parts || !Number.isInteger(cohort) || cohort <= 0) return null;
  return (parts.year - cohort) * 2 + (parts.term - 1);
};

const UNDERGRADUATE_TYPES: readonly number[] = [
  PROJECT_TYPE.PROJECT,
  PROJECT_TYPE.RESEARCH,
  PROJECT_TYPE.INTERN,
  PROJECT_TYPE.GRADUATION,
  PROJECT_TYPE.GRADUATION_INTERN,
];
const MASTER_TYPES: readonly number[] = [PROJECT_TYPE.PROFESSIONAL_MASTER, PROJECT_TYPE.RESEARCH_MASTER];
const FINAL_YEAR_TYPES: readonly number[] = [PROJECT_TYPE.GRADUATION, PROJECT_TYPE.GRADUATION_INTERN];

const refuse = (reason: RoundIneligibility): RoundEligibility => ({ isEligible: false, reason });
const ELIGIBLE: RoundEligibility = { isEligible: true };

/**
 * Whether the student may register in a round of `projectType` held in `semester`, and why not.
 * `courseId` is the round's course (-1 or absent: every course); `studiedCourseIds` the courses the
 * student studies or studied up to that semester, absent when not known.
 */
export const roundEligibility = ({
  projectType,
  semester,
  student,
  courseId = -1,
  studiedCourseIds,
}: {
  projectType: number;
  semester: string;
  student: StudentStanding;
  courseId?: number;
  studiedCourseIds?: ReadonlySet<number>;
}): RoundEligibility => {
  const level = programLevelOf(student.degree);
  if (MASTER_TYPES.includes(projectType))
    return level === 'master' ? ELIGIBLE : refuse({ code: 'masterOnly' });
  if (projectType === PROJECT_TYPE.PHD)
    return level === 'doctoral' ? ELIGIBLE : refuse({ code: 'doctoralOnly' });
  if (!UNDERGRADUATE_TYPES.includes(projectType)) return ELIGIBLE;
  if (level !== 'undergraduate') return refuse({ code: 'undergraduateOnly', level });
  const studied = semestersStudied({ cohort: student.cohort, semester });
  if (studied === null) return ELIGIBLE;
  if (studied < 0) return refuse({ code: 'beforeAdmission' });
  const semesterOfStudy = studied + 1;
  if (projectType === PROJECT_TYPE.PROJECT) {
    if (courseId > 0 && studiedCourseIds)
      return studiedCourseIds.has(courseId) ? ELIGIBLE : refuse({ code: 'courseNotStudied' });
    if (semesterOfStudy < COURSE_PROJECT_FROM_SEMESTER)
      return refuse({
        code: 'fromSecondSemester',
        fromSemester: COURSE_PROJECT_FROM_SEMESTER,
        semesterOfStudy,
      });
  }
  if (projectType === PROJECT_TYPE.INTERN && semesterOfStudy < INTERN_FROM_SEMESTER)
    return refuse({ code: 'fromThirdYear', fromSemester: INTERN_FROM_SEMESTER, semesterOfStudy });
  if (FINAL_YEAR_TYPES.includes(projectType)) {
    const semesterCount = student.semesterCount > 0 ? student.semesterCount : DEFAULT_SEMESTER_COUNT;
    const fromSemester = Math.max(1, semesterCount - FINAL_YEAR_SEMESTERS + 1);
    if (semesterOfStudy < fromSemester)
      return refuse({ code: 'finalYearOnly', fromSemester, semesterOfStudy, semesterCount });
  }
  return ELIGIBLE;
};
