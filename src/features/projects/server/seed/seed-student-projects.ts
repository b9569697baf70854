import { and, eq, gt, sql } from 'drizzle-orm';
import {
  companyRequests,
  membershipProjectTopics,
  projectPhases,
  projectRequests,
  projects,
  projectTopics,
  teacherQuotas,
} from '../tables';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { bulkInsert } from '../../../learn/server/seed/bulk-insert';
import { PROCESS_STATUS, PROJECT_PRIVACY, PROJECT_TYPE, TOPIC_SOURCE } from '../../shared/project-enums';
import type { SeedInputs } from './load-seed-inputs';
import { PHASE_PLANS } from '../../shared/phase-plans';
import { letterOf } from './letter-of';
import { phasesOf, SEED_TODAY } from './seed-phases';
import { planTeacherTopics, teacherName } from './plan-teacher-topics';
import type { SeededCompanies } from './seed-companies';
import { endOfDay, startOfDay } from './seed-deadlines';
import { pickSubject, titleOf } from './thesis-text';

/** Supervised students per teacher and semester by project type, before the seed's own load. */
const DEFAULT_QUOTA: Record<number, number> = {
  [PROJECT_TYPE.PROJECT]: 10,
  [PROJECT_TYPE.GRADUATION]: 6,
  [PROJECT_TYPE.INTERN]: 10,
  [PROJECT_TYPE.GRADUATION_INTERN]: 5,
};
const REJECT_REASONS = [
  'Đã đủ số lượng sinh viên hướng dẫn',
  'Hướng đề tài chưa phù hợp với chuyên môn',
  'Đang đi công tác dài ngày',
];

type Student = SeedInputs['students'][number];
type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type ProjectDraft = Insert<typeof projects> & {
  phases: number;
  semesterStart: Date;
  semesterEnd: Date;
  isPast: boolean;
};

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
  const requests: (Insert<typeof projectRequests> & { projectIndex: number })[] = [];
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

  /** A waiting request to up to three teachers; some already moved past a rejecting first choice. */
  const addOpenRequest = ({ student, index }: { student: Student; index: number }) => {
    const department = departmentOf.get(student.departmentId);
    const pool = teachersOf(student.departmentId);
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
    requests.push({
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
      deadlineId: requestDeadlineOf(PROJECT_TYPE.GRADUATION),
      contacted: faker.number.int({ min: 0, max: 1 }),
      topicFrom: TOPIC_SOURCE.TEACHER,
      teacherIds: choices.map((teacher) => teacher.id),
      rejectIds: isMoved ? [choices[0].id] : [],
      rejectReasons: isMoved ? [faker.helpers.arrayElement(REJECT_REASONS)] : [],
      notes: 'Em mong được thầy/cô hướng dẫn đồ án tốt nghiệp.',
      createdDate: new Date(SEED_TODAY.getTime() - faker.number.int({ min: 1, max: 10 }) * 86_400_000),
    });
    choices.forEach((teacher, orderIndex) =>
      membership.push({
        rootId,
        studentId: student.id,
        teacherId: teacher.id,
        courseId,
        semester: current,
        orderIndex,
      }),
    );
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
    if (index < openCount) addOpenRequest({ student, index });
    else addProject({ student, projectType: PROJECT_TYPE.GRADUATION, semester: current, isPast: false });
  });

  // Teacher topics (with their accepted counts) and quotas.
  await bulkInsert({ db, table: projectTopics, rows: topicDrafts });
  const topicRows = await db
    .select({
      id: projectTopics.id,
      teacherId: projectTopics.teacherId,
      orderIndex: projectTopics.orderIndex,
    })
    .from(projectTopics)
    .where(and(eq(projectTopics.rootId, rootId), eq(projectTopics.source, TOPIC_SOURCE.TEACHER)));
  const topicIdOf = new Map(topicRows.map((row) => [`topic:${row.teacherId}:${row.orderIndex}`, row.id]));
  if (companyTopicLoad.size > 0)
    // Company topic loads are known only now; each is within the topic's quota by construction.
    await db.execute(sql`update project_topics t set accepted_count = l.load::int
      from jsonb_each_text(${JSON.stringify(Object.fromEntries(companyTopicLoad))}::jsonb) l(id, load)
      where t.id = l.id::bigint and t.root_id = ${rootId}`);
  await bulkInsert({
    db,
    table: teacherQuotas,
    rows: inputs.teachers.flatMap((teacher) =>
      Object.entries(DEFAULT_QUOTA).map(([type, base]) => {
        const taken = accepted.get(quotaKey(teacher.id, Number(type))) ?? 0;
        return {
          rootId,
          teacherId: teacher.id,
          semester: current,
          projectType: Number(type),
          quota: Math.max(base, taken + 2),
          accepted: taken,
        };
      }),
    ),
  });

  // Projects, then their phases and requests (ids come back in insertion order).
  for (const draft of drafts) {
    const key = draft.notes1 ?? '';
    draft.topicId = key.startsWith('topic:')
      ? (topicIdOf.get(key) ?? -1)
      : key.startsWith('companyTopic:')
        ? Number(key.slice(13))
        : -1;
    draft.notes1 = '';
  }
  await bulkInsert({
    db,
    table: projectRequests,
    rows: requests.map(({ projectIndex, ...row }) => {
      const topicId = projectIndex >= 0 ? (drafts[projectIndex].topicId ?? -1) : -1;
      const isMoved = row.status1 === PROCESS_STATUS.REJECTED;
      return { ...row, finalTopicId: topicId, ...(isMoved ? { topic2Id: topicId } : { topicId }) };
    }),
  });
  const confirmed = await db
    .select({
      id: projectRequests.id,
      studentId: projectRequests.studentId,
      projectType: projectRequests.projectType,
      semester: projectRequests.semester,
    })
    .from(projectRequests)
    .where(and(eq(projectRequests.rootId, rootId), eq(projectRequests.status, PROCESS_STATUS.CONFIRMED)));
  const requestIdOf = new Map(
    confirmed.map((row) => [`${row.studentId}:${row.projectType}:${row.semester}`, row.id]),
  );
  for (const draft of drafts)
    draft.requestId = requestIdOf.get(`${draft.studentId}:${draft.projectType}:${draft.semester}`) ?? -1;
  await bulkInsert({
    db,
    table: projects,
    rows: drafts.map(({ phases: _phases, semesterStart: _s, semesterEnd: _e, isPast: _p, ...row }) => row),
  });
  // A student has at most one project per type and semester: that triple finds each new id.
  const keyOf = (row: { studentId?: number; projectType?: number; semester?: string }) =>
    `${row.studentId}:${row.projectType}:${row.semester}`;
  const inserted = await db
    .select({
      id: projects.id,
      studentId: projects.studentId,
      projectType: projects.projectType,
      semester: projects.semester,
    })
    .from(projects)
    .where(and(eq(projects.rootId, rootId), gt(projects.studentId, 0)));
  const idOf = new Map(inserted.map((row) => [keyOf(row), row.id]));
  const projectIds = drafts.map((draft) => idOf.get(keyOf(draft))!);
  const phaseRows = drafts.flatMap((draft, index) =>
    phasesOf({ faker, draft, projectId: projectIds[index], rootId }),
  );
  await bulkInsert({ db, table: projectPhases, rows: phaseRows });
  // The current step of each project: its first phase not yet submitted or done.
  const open = await db
    .select({
      id: projectPhases.id,
      projectId: projectPhases.projectId,
      orderIndex: projectPhases.orderIndex,
      name: projectPhases.name,
    })
    .from(projectPhases)
    .where(and(eq(projectPhases.rootId, rootId), eq(projectPhases.status, PROCESS_STATUS.WAITING)));
  const steps = new Map<number, { id: number; orderIndex: number; name: string }>();
  for (const phase of open) {
    const known = steps.get(phase.projectId);
    if (!known || phase.orderIndex < known.orderIndex) steps.set(phase.projectId, phase);
  }
  const stepRows = [...steps].map(([projectId, step]) => ({
    projectId,
    stepId: step.id,
    stepName: step.name,
  }));
  if (stepRows.length > 0)
    await db.execute(sql`update projects p set current_step_id = x."stepId", current_step_name = x."stepName"
      from jsonb_to_recordset(${JSON.stringify(stepRows)}::jsonb) as x("projectId" bigint, "stepId" bigint, "stepName" text)
      where p.id = x."projectId" and p.root_id = ${rootId}`);
  await bulkInsert({ db, table: companyRequests, rows: companyRequestRows });
  await bulkInsert({ db, table: membershipProjectTopics, rows: membership });
  return { projects: drafts.length, requests: requests.length };
};
