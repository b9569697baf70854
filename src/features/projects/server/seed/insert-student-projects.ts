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
import { PROCESS_STATUS, PROJECT_TYPE, TOPIC_SOURCE } from '../../shared/project-enums';
import type { SeedInputs } from './load-seed-inputs';
import type { planTeacherTopics } from './plan-teacher-topics';
import { phasesOf } from './seed-phases';

/** Supervised students per teacher and semester by project type, before the seed's own load. */
const DEFAULT_QUOTA: Record<number, number> = {
  [PROJECT_TYPE.PROJECT]: 10,
  [PROJECT_TYPE.GRADUATION]: 6,
  [PROJECT_TYPE.INTERN]: 10,
  [PROJECT_TYPE.GRADUATION_INTERN]: 5,
};

/** The row a Drizzle table accepts. */
export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A project planned by the seed, with what its phases need until they are made. */
export type ProjectDraft = Insert<typeof projects> & {
  phases: number;
  semesterStart: Date;
  semesterEnd: Date;
  isPast: boolean;
};

/** A request planned by the seed; `projectIndex` is its project's draft (-1: still open). */
export type RequestDraft = Insert<typeof projectRequests> & { projectIndex: number };

/**
 * Writes what seedStudentProjects planned: teacher topics and quotas, requests, projects (with
 * their topic and request ids), phases and current steps, company requests and memberships.
 */
export const insertStudentProjects = async ({
  db,
  faker,
  rootId,
  semester: current,
  teachers,
  topicDrafts,
  companyTopicLoad,
  accepted,
  drafts,
  requests,
  companyRequestRows,
  membership,
}: Pick<SeedContext, 'db' | 'faker'> & {
  rootId: number;
  semester: string;
  teachers: SeedInputs['teachers'];
  topicDrafts: ReturnType<typeof planTeacherTopics>;
  /** Students placed on each company topic. */
  companyTopicLoad: Map<number, number>;
  /** Current projects of that type a teacher supervises. */
  accepted: (teacherId: number, projectType: number) => number;
  drafts: ProjectDraft[];
  requests: RequestDraft[];
  companyRequestRows: Insert<typeof companyRequests>[];
  membership: Insert<typeof membershipProjectTopics>[];
}) => {
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
    rows: teachers.flatMap((teacher) =>
      Object.entries(DEFAULT_QUOTA).map(([type, base]) => {
        const taken = accepted(teacher.id, Number(type));
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
};
