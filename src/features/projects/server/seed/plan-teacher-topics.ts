import type { Faker } from '@faker-js/faker';
import { PROJECT_TYPE, TOPIC_SOURCE, TOPIC_STATUS } from '../../shared/project-enums';
import { FIELD_VOCABULARY } from './field-vocabulary';
import type { SeedInputs } from './load-seed-inputs';
import { pickSubject, titleOf } from './thesis-text';

/** Teacher topics for the current semester: [project type, topics per teacher, quota of each]. */
const TOPIC_PLAN = [
  [PROJECT_TYPE.PROJECT, 2, 4],
  [PROJECT_TYPE.GRADUATION, 2, 3],
  [PROJECT_TYPE.GRADUATION_INTERN, 1, 2],
] as const;
/** A teacher as printed beside a topic or request: title and name. */
export const teacherName = (teacher: { title: string; fullName: string }) =>
  `${teacher.title} ${teacher.fullName}`.trim();

/** Every teacher's topics for the current semester, in their department's field (not yet accepted by anyone). */
export const planTeacherTopics = ({
  faker,
  rootId,
  inputs,
}: {
  faker: Faker;
  rootId: number;
  inputs: SeedInputs;
}) => {
  const departmentOf = new Map(inputs.departments.map((department) => [department.id, department]));
  return inputs.teachers.flatMap((teacher) => {
    const department = departmentOf.get(teacher.departmentId);
    const words = FIELD_VOCABULARY[department?.field ?? 'it'];
    let order = 0;
    return TOPIC_PLAN.flatMap(([projectType, count, quota]) =>
      Array.from({ length: count }, () => {
        const subject = pickSubject({ faker, field: department?.field ?? 'it' });
        const courses = department?.projectCourses;
        return {
          rootId,
          source: TOPIC_SOURCE.TEACHER,
          teacherId: teacher.id,
          teacherName: teacherName(teacher),
          courseId:
            projectType === PROJECT_TYPE.PROJECT
              ? (courses?.project ?? -1)
              : projectType === PROJECT_TYPE.GRADUATION
                ? (courses?.graduation ?? -1)
                : (courses?.graduationIntern ?? -1),
          projectType,
          semester: inputs.current.semester,
          orderIndex: order++,
          name: titleOf({ faker, subject }),
          nameEn: '',
          description: `Đề tài tìm hiểu ${subject.method} và áp dụng vào ${subject.object} trong ${subject.domain}; đánh giá theo ${subject.metric}.`,
          requirements: `Sinh viên có kiến thức nền về ${faker.helpers.arrayElement(words.methods)}, chăm chỉ, báo cáo tiến độ hằng tuần.`,
          quota,
          acceptedCount: 0,
          status: TOPIC_STATUS.OPENED,
          majorIds: [] as number[],
        };
      }),
    );
  });
};
