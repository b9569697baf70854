import { and, asc, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { StudentProjectQuery } from '../../../generated/index';
import type { Db } from '../../../server/db/create-db';
import { notFound } from '../../../server/http-errors';
import type { RequestSession } from '../../../server/types';
import { PROCESS_STATUS, PROJECT_PRIVACY } from '../shared/project-enums';
import { decideSubmission } from '../shared/project-submit-rule';
import type { SubmitWindow } from '../shared/project-submit-rule';
import { submitWindowOf } from './deadline-service';
import { describeFiles } from '../../files/shared/owned-files';
import { projectPhases, projects } from './project-tables';
import type { ProjectPhaseRow, ProjectRow } from './project-tables';
import {
  isOwnerOf,
  isTeacherOf,
  toPhase,
  toProject,
  toProjectListItem,
  toPublicProject,
} from './project-wire';

const PROJECT_NOT_FOUND = 'Không tìm thấy đồ án / Project not found';

/** Statuses after which a project counts as finished (reference projects). */
export const FINISHED_STATUSES: readonly number[] = [PROCESS_STATUS.DONE, PROCESS_STATUS.FINISH];

/** Statuses in which the project itself no longer takes phase reports, whatever the phase says. */
const CLOSED_PROJECT_STATUSES: readonly number[] = [
  PROCESS_STATUS.DONE,
  PROCESS_STATUS.FINISH,
  PROCESS_STATUS.CANCELLED,
  PROCESS_STATUS.SUSPENDED,
  PROCESS_STATUS.REJECTED,
];

/** The project with this id in the tenant, or null. */
export const findProject = async ({ db, rootId, id }: { db: Db; rootId: number; id: number }) => {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.rootId, rootId), eq(projects.id, id)))
    .limit(1);
  return row ?? null;
};

/**
 * GET /api/v1/projects/{id}: every field for its student and its teachers; the public fields of a
 * public project for anyone else (signed in or not); 404 otherwise, exactly as for an unknown id.
 */
export const readProject = async ({
  db,
  rootId,
  id,
  session,
}: {
  db: Db;
  rootId: number;
  id: number;
  session: RequestSession | null;
}) => {
  const row = await findProject({ db, rootId, id });
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  if (isOwnerOf({ row, session }) || isTeacherOf({ row, session })) return toProject(row);
  if (row.privacy === PROJECT_PRIVACY.PUBLIC) return toPublicProject(row);
  throw notFound(PROJECT_NOT_FOUND);
};

/** The signed-in student's projects, newest semester first (never another student's). */
export const listStudentProjects = async ({
  db,
  rootId,
  studentId,
  query,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  query: StudentProjectQuery;
}) => {
  const conditions: SQL[] = [eq(projects.rootId, rootId), eq(projects.studentId, studentId)];
  if (query.projectType !== undefined) conditions.push(eq(projects.projectType, query.projectType));
  if (query.semester) conditions.push(eq(projects.semester, query.semester));
  if (query.status !== undefined) conditions.push(eq(projects.status, query.status));
  const rows = await db
    .select()
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(projects.semester), desc(projects.id));
  return { data: rows.map(toProjectListItem), total: rows.length };
};

/** The phases of a project, in order. */
export const phasesOf = async ({ db, rootId, projectId }: { db: Db; rootId: number; projectId: number }) =>
  db
    .select()
    .from(projectPhases)
    .where(and(eq(projectPhases.rootId, rootId), eq(projectPhases.projectId, projectId)))
    .orderBy(asc(projectPhases.orderIndex));

/** A phase's own window: its start and deadline (always opened; the project's status can still freeze it). */
export const phaseWindow = (phase: Pick<ProjectPhaseRow, 'startDate' | 'deadline'>): SubmitWindow | null =>
  phase.startDate || phase.deadline
    ? { status: 2, startDate: phase.startDate, endDate: phase.deadline }
    : null;

/** The status that decides a phase: the project's when the project is closed, else the phase's own. */
export const phaseDecidingStatus = ({ project, phase }: { project: ProjectRow; phase: ProjectPhaseRow }) =>
  CLOSED_PROJECT_STATUSES.includes(project.status) ? project.status : phase.status;

/** Decides save/submit of a project for a session now (SPEC §3: from deadline, status and owner). */
export const decideProject = async ({
  db,
  row,
  session,
  now,
}: {
  db: Db;
  row: ProjectRow;
  session: RequestSession;
  now: Date;
}) =>
  decideSubmission({
    isOwner: isOwnerOf({ row, session }),
    status: row.status,
    window: await submitWindowOf({
      db,
      rootId: row.rootId,
      semester: row.semester,
      courseId: row.courseId,
      projectType: row.projectType,
    }),
    now,
  });

/**
 * GET /api/v1/projects/student-projects/{projectId}: the project with its phases, the files they
 * reference and what the reader may do now (canSave, canSubmit, submitCode), for its student or
 * one of its teachers; 404 for anyone else.
 */
export const studentProjectDetail = async ({
  db,
  rootId,
  id,
  session,
  now = new Date(),
}: {
  db: Db;
  rootId: number;
  id: number;
  session: RequestSession;
  now?: Date;
}) => {
  const row = await findProject({ db, rootId, id });
  if (!row || !(isOwnerOf({ row, session }) || isTeacherOf({ row, session })))
    throw notFound(PROJECT_NOT_FOUND);
  const [decision, phases] = await Promise.all([
    decideProject({ db, row, session, now }),
    phasesOf({ db, rootId, projectId: row.id }),
  ]);
  const fileIds = [
    ...[row.introduceFileId, row.thesisFileId, row.sourceFileId, row.slidesFileId, row.proposalFileId].filter(
      (fileId): fileId is number => fileId !== null,
    ),
    ...phases.flatMap((phase) => phase.files),
  ];
  const isOwner = isOwnerOf({ row, session });
  return {
    project: toProject(row),
    phases: phases.map((phase) => {
      const phaseDecision = decideSubmission({
        isOwner,
        status: phaseDecidingStatus({ project: row, phase }),
        window: phaseWindow(phase),
        now,
      });
      return {
        ...toPhase(phase),
        canSave: phaseDecision.canSave,
        canSubmit: phaseDecision.canSubmit,
        saveCode: phaseDecision.saveCode,
        submitCode: phaseDecision.submitCode,
      };
    }),
    files: await describeFiles({ db, rootId, ids: [...new Set(fileIds)] }),
    canSave: decision.canSave,
    canSubmit: decision.canSubmit,
    submitCode: decision.submitCode,
  };
};
