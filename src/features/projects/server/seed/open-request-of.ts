import type { membershipProjectTopics } from '../tables';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { PROCESS_STATUS, PROJECT_TYPE, TOPIC_SOURCE } from '../../shared/project-enums';
import type { Insert, RequestDraft } from './insert-student-projects';
import type { SeedInputs } from './load-seed-inputs';
import { teacherName } from './plan-teacher-topics';
import { SEED_TODAY } from './seed-phases';
import { pickSubject, titleOf } from './thesis-text';

/** Why a teacher turned a seeded request down. */
export const REJECT_REASONS = [
  'Đã đủ số lượng sinh viên hướng dẫn',
  'Hướng đề tài chưa phù hợp với chuyên môn',
  'Đang đi công tác dài ngày',
];

/**
 * A final-year student's graduation request still waiting, to up to three teachers (the first
 * two ask the demo teacher, so the teacher pages have work); some already moved past a rejecting
 * first choice. With the student's membership rows for those teachers.
 */
export const openRequestOf = ({
  faker,
  rootId,
  semester: current,
  inputs,
  student,
  index,
  department,
  pool,
  deadlineId,
}: Pick<SeedContext, 'faker'> & {
  rootId: number;
  semester: string;
  inputs: SeedInputs;
  student: SeedInputs['students'][number];
  /** Its place among the open requests. */
  index: number;
  department: SeedInputs['departments'][number] | undefined;
  /** The teachers the student may ask. */
  pool: SeedInputs['teachers'];
  deadlineId: number;
}): { request: RequestDraft; membership: Insert<typeof membershipProjectTopics>[] } => {
  // The first open requests ask the demo teacher (GV0001), so the teacher pages have work.
  const first = index < 2 ? inputs.teachers[0] : pool[faker.number.int({ min: 0, max: pool.length - 1 })];
  const others = faker.helpers.shuffle(pool.filter((teacher) => teacher.id !== first.id)).slice(0, 2);
  const choices = [first, ...others];
  const isMoved = index >= 2 && choices.length > 1 && faker.number.int({ min: 0, max: 2 }) === 0;
  const titles = choices.map(() =>
    titleOf({ faker, subject: pickSubject({ faker, field: department?.field ?? 'it' }) }),
  );
  const courseId = department?.projectCourses.graduation ?? -1;
  const final = isMoved ? 1 : 0;
  const request: RequestDraft = {
    projectIndex: -1,
    rootId,
    studentId: student.id,
    studentCode: student.code,
    studentName: student.fullName,
    courseId,
    courseName: inputs.courseNames.get(courseId)?.name ?? '',
    projectType: PROJECT_TYPE.GRADUATION,
    semester: current,
    departmentId: student.departmentId,
    programId: student.programId,
    teacherId: choices[0].id,
    teacherName: teacherName(choices[0]),
    title: titles[0],
    status1: isMoved ? PROCESS_STATUS.REJECTED : PROCESS_STATUS.WAITING,
    ...(choices[1]
      ? {
          teacher2Id: choices[1].id,
          teacher2Name: teacherName(choices[1]),
          title2: titles[1],
          status2: PROCESS_STATUS.WAITING,
        }
      : {}),
    ...(choices[2]
      ? {
          teacher3Id: choices[2].id,
          teacher3Name: teacherName(choices[2]),
          title3: titles[2],
          status3: PROCESS_STATUS.WAITING,
        }
      : {}),
    finalTeacherId: choices[final].id,
    finalTeacherName: teacherName(choices[final]),
    finalTitle: titles[final],
    status: PROCESS_STATUS.WAITING,
    deadlineId,
    contacted: faker.number.int({ min: 0, max: 1 }),
    topicFrom: TOPIC_SOURCE.TEACHER,
    teacherIds: choices.map((teacher) => teacher.id),
    rejectIds: isMoved ? [choices[0].id] : [],
    rejectReasons: isMoved ? [faker.helpers.arrayElement(REJECT_REASONS)] : [],
    notes: 'Em mong được thầy/cô hướng dẫn đồ án tốt nghiệp.',
    createdDate: new Date(SEED_TODAY.getTime() - faker.number.int({ min: 1, max: 10 }) * 86_400_000),
  };
  const membership: Insert<typeof membershipProjectTopics>[] = choices.map((teacher, orderIndex) => ({
    rootId,
    studentId: student.id,
    teacherId: teacher.id,
    courseId,
    semester: current,
    orderIndex,
  }));
  return { request, membership };
};
