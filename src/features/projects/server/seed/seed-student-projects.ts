import type { companyRequests, membershipProjectTopics } from '../tables';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { PROCESS_STATUS, PROJECT_PRIVACY, PROJECT_TYPE, TOPIC_SOURCE } from '../../shared/project-enums';
import type { SeedInputs } from './load-seed-inputs';
import { PHASE_PLANS } from '../../shared/phase-plans';
import { letterOf } from './letter-of';
import { insertStudentProjects } from './insert-student-projects';
import type { Insert, ProjectDraft, RequestDraft } from './insert-student-projects';
import { openRequestOf, REJECT_REASONS } from './open-request-of';
import { planTeacherTopics, teacherName } from './plan-teacher-topics';
import type { SeededCompanies } from './seed-companies';
import { endOfDay, startOfDay } from './seed-deadlines';
import { pickSubject, titleOf } from './thesis-text';

type Student = SeedInputs['students'][number];
/**
 * Projects implied by each student's year in the current semester (e.g. 20261): third years do a
 * course project; fourth years have a finished course project and an internship now; final
 * years have both finished and a graduation project now, a few still waiting for a teacher
 * (open requests). Every current project has a confirmed request, counted in the teacher's
 * quota and its topic.
 */
export const seedStudentProjects = async ({
  db,
  tenant,
  faker,
  inputs,
  companies,
  requestDeadlineOf,
}: Pick<SeedContext, 'db' | 'tenant' | 'faker'> & {
  inputs: SeedInputs;
  companies: SeededCompanies;
  requestDeadlineOf: (projectType: number) => number;
}) => {
  const rootId = tenant.rootId;
  const current = inputs.current.semester;
  const year = Number(current.slice(0, 4));
  const semesterOf = (code: string) => inputs.semesters.find((row) => row.semester === code);
  const departmentOf = new Map(inputs.departments.map((department) => [department.id, department]));
  const teachersOf = (departmentId: number) => {
    const own = inputs.teachers.filter((teacher) => teacher.departmentId === departmentId);
    return own.length > 0 ? own : inputs.teachers;
  };

  // Teacher topics are planned first and inserted after the assignments are known.
  const topicDrafts = planTeacherTopics({ faker, rootId, inputs });
  const accepted = new Map<string, number>();
  const quotaKey = (teacherId: number, projectType: number) => `${teacherId}:${projectType}`;
  /** A teacher topic of that type with room left, taken (60 % of students pick one). */
  const takeTopic = (teacherId: number, projectType: number) => {
    if (faker.number.int({ min: 0, max: 9 }) >= 6) return null;
    const topic = topicDrafts.find(
      (draft) =>
        draft.teacherId === teacherId &&
        draft.projectType === projectType &&
        draft.acceptedCount < draft.quota,
    );
    if (topic) topic.acceptedCount += 1;
    return topic ?? null;
  };
  const companyTopicLoad = new Map<number, number>();

  const drafts: ProjectDraft[] = [];
  const requests: RequestDraft[] = [];
  const companyRequestRows: Insert<typeof companyRequests>[] = [];
  const membership: Insert<typeof membershipProjectTopics>[] = [];

  const addProject = ({
    student,
    projectType,
    semester,
    isPast,
    companyIndex = -1,
  }: {
    student: Student;
    projectType: number;
    semester: string;
    isPast: boolean;
    companyIndex?: number;
  }) => {
    const window = semesterOf(semester);
    const department = departmentOf.get(student.departmentId);
    const courses = department?.projectCourses;
    const courseId =
      projectType === PROJECT_TYPE.PROJECT
        ? (courses?.project ?? -1)
        : projectType === PROJECT_TYPE.INTERN
          ? (courses?.intern ?? -1)
          : projectType === PROJECT_TYPE.GRADUATION
            ? (courses?.graduation ?? -1)
            : (courses?.graduationIntern ?? -1);
    const candidates = teachersOf(student.departmentId);
    const teacher = candidates[faker.number.int({ min: 0, max: candidates.length - 1 })];
    const topic = isPast || projectType === PROJECT_TYPE.INTERN ? null : takeTopic(teacher.id, projectType);
    const subject = pickSubject({ faker, field: department?.field ?? 'it' });
    const company = companyIndex >= 0 ? companies.companies[companyIndex] : null;
    const companyTopic =
      company && !isPast
        ? companies.topics.find(
            (candidate) =>
              candidate.companyId === company.id &&
              (companyTopicLoad.get(candidate.id) ?? 0) < candidate.quota,
          )
        : undefined;
    if (companyTopic) companyTopicLoad.set(companyTopic.id, (companyTopicLoad.get(companyTopic.id) ?? 0) + 1);
    const title = topic?.name ?? companyTopic?.name ?? titleOf({ faker, subject });
    const processMark = isPast ? faker.number.float({ min: 5.5, max: 10, fractionDigits: 1 }) : -1;
    const examMark = isPast ? faker.number.float({ min: 4.5, max: 10, fractionDigits: 1 }) : -1;
    const finalMark = isPast ? Math.round((processMark + examMark) * 5) / 10 : -1;
    const course = inputs.courseNames.get(courseId);
    if (!isPast)
      accepted.set(
        quotaKey(teacher.id, projectType),
        (accepted.get(quotaKey(teacher.id, projectType)) ?? 0) + 1,
      );
    drafts.push({
      rootId,
      projectType,
      studentId: student.id,
      studentCode: student.code,
      studentName: student.fullName,
      courseId,
      courseCode: course?.code ?? '',
      courseName: course?.name ?? '',
      semester,
      departmentId: student.departmentId,
      majorId: student.majorId,
      programId: student.programId,
      topicId: -1,
      teacherId: teacher.id,
      teacherName: teacherName(teacher),
      companyId: company?.id ?? -1,
      companyName: company?.name ?? '',
      projectName: title,
      projectTitle: title,
      projectDescription: `Đề tài ${title.charAt(0).toLowerCase()}${title.slice(1)}: khảo sát hiện trạng ${subject.domain}, lựa chọn ${subject.method} và đánh giá theo ${subject.metric}.`,
      keyWord: `${subject.method}, ${subject.domain}`,
      supervisorMark: isPast ? processMark : -1,
      processMark,
      examMark,
      finalMark,
      finalResult: isPast ? letterOf(finalMark) : '',
      coefficient: projectType === PROJECT_TYPE.GRADUATION ? 5 : projectType === PROJECT_TYPE.PROJECT ? 2 : 3,
      startSemester: semester,
      endSemester: semester,
      reportSemester: semester,
      status: isPast ? PROCESS_STATUS.DONE : PROCESS_STATUS.CONFIRMED,
      privacy: isPast && faker.datatype.boolean() ? PROJECT_PRIVACY.PUBLIC : PROJECT_PRIVACY.PRIVATE,
      language: 'vi',
      phases: PHASE_PLANS[projectType].length,
      semesterStart: startOfDay(window?.startDate ?? inputs.current.startDate),
      semesterEnd: endOfDay(window?.endDate ?? inputs.current.endDate),
      isPast,
      // Kept on the draft until ids are known.
      notes1: topic
        ? `topic:${topic.teacherId}:${topic.orderIndex}`
        : companyTopic
          ? `companyTopic:${companyTopic.id}`
          : '',
    });
    const projectIndex = drafts.length - 1;
    if (!isPast) {
      const rejectedFirst = faker.number.int({ min: 0, max: 4 }) === 0 && candidates.length > 1;
      const first = rejectedFirst ? candidates.find((candidate) => candidate.id !== teacher.id)! : teacher;
      requests.push({
        projectIndex,
        rootId,
        studentId: student.id,
        studentCode: student.code,
        studentName: student.fullName,
        courseId,
        courseName: course?.name ?? '',
        projectType,
        semester,
        departmentId: student.departmentId,
        programId: student.programId,
        teacherId: first.id,
        teacherName: teacherName(first),
        title,
        status1: rejectedFirst ? PROCESS_STATUS.REJECTED : PROCESS_STATUS.CONFIRMED,
        ...(rejectedFirst
          ? {
              teacher2Id: teacher.id,
              teacher2Name: teacherName(teacher),
              title2: title,
              status2: PROCESS_STATUS.CONFIRMED,
              rejectIds: [first.id],
              rejectReasons: [faker.helpers.arrayElement(REJECT_REASONS)],
            }
          : {}),
        finalTeacherId: teacher.id,
        finalTeacherName: teacherName(teacher),
        finalTitle: title,
        status: PROCESS_STATUS.CONFIRMED,
        deadlineId: requestDeadlineOf(projectType),
        contacted: 1,
        topicFrom: company ? TOPIC_SOURCE.COMPANY : TOPIC_SOURCE.TEACHER,
        workingType: company ? 1 : -1,
        companyId: company?.id ?? -1,
        companyName: company?.name ?? '',
        teacherIds: rejectedFirst ? [first.id, teacher.id] : [teacher.id],
        createdDate: new Date(
          startOfDay(inputs.current.startDate).getTime() + faker.number.int({ min: 0, max: 20 }) * 86_400_000,
        ),
      });
    }
    if (company && !isPast)
      companyRequestRows.push({
        rootId,
        studentId: student.id,
        studentCode: student.code,
        studentName: student.fullName,
        companyId: company.id,
        companyName: company.name,
        topicId: companyTopic?.id ?? -1,
        topicName: companyTopic?.name ?? '',
        semester,
        status: PROCESS_STATUS.CONFIRMED,
        workingType: 1,
        note: 'Đã phỏng vấn và được nhận thực tập.',
      });
  };

  const active = inputs.students.filter((student) => student.status === 0);
  const third = active.filter((student) => student.cohort === year - 2);
  const fourth = active.filter((student) => student.cohort === year - 3);
  const final = active.filter((student) => student.cohort === year - 4);
  for (const student of third)
    addProject({ student, projectType: PROJECT_TYPE.PROJECT, semester: current, isPast: false });
  fourth.forEach((student, index) => {
    addProject({ student, projectType: PROJECT_TYPE.PROJECT, semester: `${year - 1}1`, isPast: true });
    addProject({
      student,
      projectType: PROJECT_TYPE.INTERN,
      semester: current,
      isPast: false,
      companyIndex: index % companies.companies.length,
    });
  });
  const openCount = Math.min(final.length, Math.max(3, Math.round(final.length / 10)));
  final.forEach((student, index) => {
    addProject({ student, projectType: PROJECT_TYPE.PROJECT, semester: `${year - 2}1`, isPast: true });
    addProject({
      student,
      projectType: PROJECT_TYPE.INTERN,
      semester: `${year - 1}1`,
      isPast: true,
      companyIndex: (index * 7) % companies.companies.length,
    });
    if (index < openCount) {
      const open = openRequestOf({
        faker,
        rootId,
        semester: current,
        inputs,
        student,
        index,
        department: departmentOf.get(student.departmentId),
        pool: teachersOf(student.departmentId),
        deadlineId: requestDeadlineOf(PROJECT_TYPE.GRADUATION),
      });
      requests.push(open.request);
      membership.push(...open.membership);
    } else addProject({ student, projectType: PROJECT_TYPE.GRADUATION, semester: current, isPast: false });
  });

  await insertStudentProjects({
    db,
    faker,
    rootId,
    semester: current,
    teachers: inputs.teachers,
    topicDrafts,
    companyTopicLoad,
    accepted: (teacherId, projectType) => accepted.get(quotaKey(teacherId, projectType)) ?? 0,
    drafts,
    requests,
    companyRequestRows,
    membership,
  });
  return { projects: drafts.length, requests: requests.length };
};
