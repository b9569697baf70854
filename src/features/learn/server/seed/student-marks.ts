import type { Faker } from '@faker-js/faker';
import { finalMark, letterGradeOf } from '../../shared/grade-scale';
import { GENERAL_COURSES } from './course-pools';

/** A programme course as the records seed needs it. */
export type ProgramCourse = {
  courseId: number;
  code: string;
  name: string;
  nameEn: string;
  credits: number;
  processWeight: number;
  term: number;
};

const NON_CUMULATIVE = new Set(GENERAL_COURSES.filter((c) => c.gradeType === 0).map((c) => c.code));

/** Semester code of a 1-based study term for a cohort: term 1 of cohort 2023 is 20231. */
export const semesterOfTerm = ({ cohort, term }: { cohort: number; term: number }) =>
  `${cohort + Math.floor((term - 1) / 2)}${term % 2 === 1 ? 1 : 2}`;

/** Study term of a semester code for a cohort (20261 is term 7 of cohort 2023). */
export const termOfSemester = ({ cohort, semester }: { cohort: number; semester: string }) =>
  (Number(semester.slice(0, 4)) - cohort) * 2 + Number(semester.slice(4));

const clamp = (value: number) => Math.min(10, Math.max(0, value));
const halfStep = (value: number) => Math.round(clamp(value) * 2) / 2;

/** One graded attempt, marks drawn around the student's ability. */
export const gradeAttempt = ({
  faker,
  course,
  semester,
  ability,
  isRetake,
}: {
  faker: Faker;
  course: ProgramCourse;
  semester: string;
  ability: number;
  isRetake: boolean;
}) => {
  const level = ability + faker.number.float({ min: -1.8, max: 1.6 }) + (isRetake ? 1.5 : 0);
  const processMark = halfStep(level + faker.number.float({ min: -0.5, max: 1 }));
  const examMark = halfStep(level + faker.number.float({ min: -1.5, max: 1 }));
  const totalMark = finalMark({ processMark, examMark, processWeight: course.processWeight });
  const grade = letterGradeOf(totalMark);
  return {
    courseId: course.courseId,
    courseCode: course.code,
    courseName: course.name,
    courseNameEn: course.nameEn,
    credits: course.credits,
    semester,
    classCode: `${semester.slice(2)}${String(faker.number.int({ min: 1, max: 9999 })).padStart(4, '0')}`,
    processMark,
    examMark,
    processWeight: course.processWeight,
    totalMark,
    letterGrade: grade?.letter ?? '',
    mark4: grade?.mark4 ?? -1,
    isPassed: grade?.isPassed ?? false,
    isRetake,
    gradeType: NON_CUMULATIVE.has(course.code) ? 0 : 1,
  };
};
