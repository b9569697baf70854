import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { bulkInsert } from '../../../learn/server/seed/bulk-insert';
import { projects } from '../tables';
import { PROCESS_STATUS, PROJECT_PRIVACY, PROJECT_TYPE } from '../../shared/project-enums';
import type { SeedInputs } from './load-seed-inputs';
import { letterOf } from './letter-of';
import { pickSubject, thesisText, titleOf } from './thesis-text';

/** How many past theses a tenant keeps as the reference corpus (a few hundred at demo scale). */
export const pastThesisCount = (students: number) => Math.max(30, Math.round(students * 0.15));

/**
 * Graduation theses of students who have left (2015–2020 cohorts): done, public or private,
 * with a generated Vietnamese report in `text_report` (the plagiarism corpus).
 */
export const seedPastTheses = async ({
  db,
  tenant,
  faker,
  scale,
  inputs,
}: Pick<SeedContext, 'db' | 'tenant' | 'faker' | 'scale'> & { inputs: SeedInputs }) => {
  const count = pastThesisCount(scale.students);
  const rows = Array.from({ length: count }, (_, index) => {
    const department = inputs.departments[index % inputs.departments.length];
    const own = inputs.teachers.filter((teacher) => teacher.departmentId === department.id);
    const teacher = faker.helpers.arrayElement(own.length > 0 ? own : inputs.teachers);
    const subject = pickSubject({ faker, field: department.field });
    const title = titleOf({ faker, subject });
    const cohort = 2015 + (index % 6);
    const graduationYear = cohort + 4;
    const semester = `${graduationYear}2`;
    const text = thesisText({ faker, subject, title, words: faker.number.int({ min: 1400, max: 2600 }) });
    const supervisorMark = faker.number.float({ min: 6.5, max: 10, fractionDigits: 1 });
    const reviewerMark = faker.number.float({ min: 6, max: 10, fractionDigits: 1 });
    const examMark = faker.number.float({ min: 6, max: 10, fractionDigits: 1 });
    const finalMark = Math.round(((supervisorMark + reviewerMark + examMark) / 3) * 10) / 10;
    const course = inputs.courseNames.get(department.projectCourses.graduation);
    return {
      rootId: tenant.rootId,
      projectType: PROJECT_TYPE.GRADUATION,
      studentId: -1,
      studentCode: `${cohort}${String(9000 + index).padStart(4, '0')}`,
      studentName: `${faker.person.lastName()} ${faker.person.firstName()}`,
      courseId: department.projectCourses.graduation,
      courseCode: course?.code ?? '',
      courseName: course?.name ?? '',
      // The programme of the department's students (the student is no longer on file).
      programId: inputs.students.find((student) => student.departmentId === department.id)?.programId ?? -1,
      semester,
      departmentId: department.id,
      teacherId: teacher.id,
      teacherName: `${teacher.title} ${teacher.fullName}`.trim(),
      projectName: title,
      projectTitle: title,
      projectDescription: text.split('\n\n')[2] ?? '',
      keyWord: `${subject.method}, ${subject.domain}, ${subject.metric}`,
      textReport: text,
      supervisorMark,
      reviewerMark,
      examMark,
      finalMark,
      finalResult: letterOf(finalMark),
      coefficient: 5,
      plagiarismResult: faker.number.float({ min: 1, max: 18, fractionDigits: 1 }),
      defenseDate: `${graduationYear}-06-${String(faker.number.int({ min: 10, max: 28 })).padStart(2, '0')}`,
      startSemester: semester,
      endSemester: semester,
      reportSemester: semester,
      status: PROCESS_STATUS.DONE,
      // Six in ten theses are public (readable by anyone); the others stay private.
      privacy: faker.number.int({ min: 0, max: 9 }) < 6 ? PROJECT_PRIVACY.PUBLIC : PROJECT_PRIVACY.PRIVATE,
      language: 'vi',
    };
  });
  await bulkInsert({ db, table: projects, rows, size: 100 });
  return count;
};
