import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { Locale } from '../../../core/index';
import { notFound } from '../../../server/http-errors';
import { REQUEST_RESULT } from '../shared/project-request-rules';
import { requestResult } from './request-result';
import { projectPhases, projects } from './project-tables';
import type { TeacherScope } from './teacher-service';

// A teacher's supervision: the projects naming them and the review of their phases.

/** Projects naming the teacher in any of their five teacher columns. */
const supervisedBy = (teacherId: number) =>
  or(
    eq(projects.teacherId, teacherId),
    eq(projects.teacher2Id, teacherId),
    eq(projects.teacher3Id, teacherId),
    eq(projects.teacher4Id, teacherId),
    eq(projects.teacher5Id, teacherId),
  );

/** "Projects I supervise": projects naming me among their (up to five) teachers, latest semester first. */
export const projectsISupervise = async ({
  db,
  rootId,
  teacherId,
  filters = {},
}: TeacherScope & { filters?: { semester?: string; status?: number } }) => {
  const data = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.rootId, rootId),
        supervisedBy(teacherId),
        filters.semester ? eq(projects.semester, filters.semester) : undefined,
        filters.status === undefined ? undefined : eq(projects.status, filters.status),
      ),
    )
    .orderBy(desc(projects.semester), desc(projects.id));
  return { data, total: data.length };
};

/** One project I supervise with its phases in order; 404 for anybody else's. */
export const supervisedProject = async ({ db, rootId, teacherId, id }: TeacherScope & { id: number }) => {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.rootId, rootId), eq(projects.id, id), supervisedBy(teacherId)));
  if (!project) throw notFound('Không tìm thấy đề tài / Project not found');
  const phases = await db
    .select()
    .from(projectPhases)
    .where(and(eq(projectPhases.rootId, rootId), eq(projectPhases.projectId, id)))
    .orderBy(asc(projectPhases.orderIndex));
  return { data: { project, phases } };
};

/** The supervisor comments on a phase, optionally marks it (0–10) and decides it (done 3 / request edit 10). */
export const reviewPhase = async ({
  db,
  rootId,
  teacherId,
  locale,
  id,
  review,
}: TeacherScope & {
  locale: Locale;
  id: number;
  review: { teacherComment: string; mark?: number; status?: number };
}) => {
  const [phase] = await db
    .select({
      id: projectPhases.id,
      projectId: projectPhases.projectId,
      submittedAt: projectPhases.submittedAt,
    })
    .from(projectPhases)
    .where(and(eq(projectPhases.rootId, rootId), eq(projectPhases.id, id)));
  if (!phase) throw notFound('Không tìm thấy giai đoạn / Phase not found');
  await supervisedProject({ db, rootId, teacherId, id: phase.projectId });
  // A mark or a decision needs the student's report; a comment can come at any time.
  const isJudged = (review.mark !== undefined && review.mark >= 0) || review.status !== undefined;
  if (isJudged && !phase.submittedAt)
    return requestResult({
      code: REQUEST_RESULT.NOT_YET,
      locale,
      message:
        locale === 'en'
          ? 'The student has not submitted this phase yet: you can comment on it, not mark it or decide on it.'
          : 'Sinh viên chưa nộp giai đoạn này: có thể nhận xét, nhưng chưa chấm điểm hay kết luận được.',
    });
  const [updated] = await db
    .update(projectPhases)
    .set({
      teacherComment: review.teacherComment.trim(),
      ...(review.mark === undefined ? {} : { mark: review.mark }),
      ...(review.status === undefined ? {} : { status: review.status }),
      lastUpdate: new Date(),
    })
    .where(and(eq(projectPhases.rootId, rootId), eq(projectPhases.id, id)))
    .returning();
  return requestResult({ code: REQUEST_RESULT.SUCCESS, locale, data: updated });
};
