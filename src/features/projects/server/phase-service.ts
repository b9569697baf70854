import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../core/index';
import type { ProjectPhaseSaveBody as PhaseSaveBody } from '../../../generated/index';
import type { Db } from '../../../server/db/create-db';
import { notFound } from '../../../server/http-errors';
import type { RequestSession } from '../../../server/types';
import { PROJECT_RESULT, projectResult } from '../shared/project-result-codes';
import { decideSubmission, EDITABLE_STATUSES, SUBMITTED_STATUS } from '../shared/project-submit-rule';
import { ownedFiles } from '../../files/shared/owned-files';
import { findProject, phaseDecidingStatus, phaseWindow } from './project-service';
import { projectPhases } from './project-tables';
import type { ProjectPhaseRow, ProjectRow } from './project-tables';
import { isOwnerOf, isTeacherOf, toPhase } from './project-wire';
import type { Mode } from './project-save-service';

const PHASE_NOT_FOUND = 'Không tìm thấy giai đoạn / Phase not found';

const text = ({ locale, vi, en }: { locale: Locale; vi: string; en: string }) => (locale === 'en' ? en : vi);

const findPhase = async ({ db, rootId, id }: { db: Db; rootId: number; id: number }) => {
  const [phase] = await db
    .select()
    .from(projectPhases)
    .where(and(eq(projectPhases.rootId, rootId), eq(projectPhases.id, id)))
    .limit(1);
  return phase ?? null;
};

const decide = ({
  project,
  phase,
  session,
  now,
}: {
  project: ProjectRow;
  phase: ProjectPhaseRow;
  session: RequestSession;
  now: Date;
}) =>
  decideSubmission({
    isOwner: isOwnerOf({ row: project, session }),
    status: phaseDecidingStatus({ project, phase }),
    window: phaseWindow(phase),
    now,
  });

const refusalOf = ({ code, reason, locale }: { code: number; reason: string | null; locale: Locale }) =>
  reason === 'frozen'
    ? projectResult({
        code: PROJECT_RESULT.FAILED,
        locale,
        message: text({
          locale,
          vi: 'Giai đoạn này đang được giảng viên xử lý hoặc đã kết thúc, không thể sửa.',
          en: 'This phase is being reviewed by the teacher or is closed; it can no longer be changed.',
        }),
      })
    : projectResult({ code: code as (typeof PROJECT_RESULT)[keyof typeof PROJECT_RESULT], locale });

/**
 * POST /api/v1/projects/student-project-phases/{id}/save and /submit: the student's report and
 * files of one phase. Same order as a project: 404 unless the reader is the project's student or
 * teacher, forbidden -2 for a teacher, checksum -5, the phase's own window (-3 before its start,
 * -4 from its deadline on), the phase and project status, then one conditional UPDATE on the
 * lastUpdate read (a stale copy gets failed 0 with the current phase).
 */
export const savePhase = async ({
  db,
  rootId,
  id,
  session,
  body,
  mode,
  isChecksumValid,
  locale,
  now = new Date(),
}: {
  db: Db;
  rootId: number;
  id: number;
  session: RequestSession;
  body: PhaseSaveBody;
  mode: Mode;
  isChecksumValid: boolean;
  locale: Locale;
  now?: Date;
}) => {
  const phase = await findPhase({ db, rootId, id });
  const project = phase && (await findProject({ db, rootId, id: phase.projectId }));
  if (!phase || !project || !(isOwnerOf({ row: project, session }) || isTeacherOf({ row: project, session })))
    throw notFound(PHASE_NOT_FOUND);
  if (!isOwnerOf({ row: project, session })) return projectResult({ code: PROJECT_RESULT.FORBIDDEN, locale });
  if (!isChecksumValid) return projectResult({ code: PROJECT_RESULT.CHECKSUM_FAILED, locale });
  const decision = decide({ project, phase, session, now });
  if (mode === 'save' ? !decision.canSave : !decision.canSubmit)
    return refusalOf({
      code: mode === 'save' ? decision.saveCode : decision.submitCode,
      reason: mode === 'save' ? decision.saveReason : decision.submitReason,
      locale,
    });
  const { updates } = body;
  if (updates.files) {
    const owned = await ownedFiles({ db, rootId, userId: session.userId, ids: updates.files });
    const missing = updates.files.find((fileId) => !owned.has(fileId));
    if (missing !== undefined)
      return projectResult({
        code: PROJECT_RESULT.INVALID,
        locale,
        message: text({
          locale,
          vi: `updates.files: không có tệp ${missing} do bạn tải lên.`,
          en: `updates.files: there is no file ${missing} uploaded by you.`,
        }),
      });
  }
  const studentReport = updates.studentReport?.trim() ?? phase.studentReport;
  const files = updates.files ?? phase.files;
  if (mode === 'submit' && !studentReport && files.length === 0)
    return projectResult({
      code: PROJECT_RESULT.INVALID,
      locale,
      message: text({
        locale,
        vi: 'updates.studentReport: cần có báo cáo hoặc tệp đính kèm trước khi nộp.',
        en: 'updates.studentReport: a report or an attached file is needed before submitting.',
      }),
    });
  const [updated] = await db
    .update(projectPhases)
    .set({
      studentReport,
      files,
      ...(mode === 'submit' ? { status: SUBMITTED_STATUS, submittedAt: now } : {}),
      lastUpdate: sql`greatest(now(), ${projectPhases.lastUpdate} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(projectPhases.rootId, rootId),
        eq(projectPhases.id, id),
        inArray(projectPhases.status, [...EDITABLE_STATUSES]),
        sql`date_trunc('milliseconds', ${projectPhases.lastUpdate}) = ${new Date(updates.lastUpdate).toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (updated) return projectResult({ code: PROJECT_RESULT.SUCCESS, locale, data: toPhase(updated) });
  const current = await findPhase({ db, rootId, id });
  if (!current) throw notFound(PHASE_NOT_FOUND);
  if (!EDITABLE_STATUSES.includes(current.status)) {
    const again = decide({ project, phase: current, session, now });
    return refusalOf({ code: again.submitCode, reason: again.submitReason, locale });
  }
  return projectResult({
    code: PROJECT_RESULT.FAILED,
    locale,
    message: text({
      locale,
      vi: 'Giai đoạn đã được cập nhật ở nơi khác sau khi bạn mở. Thay đổi của bạn chưa được lưu: vui lòng tải lại để xem bản mới nhất.',
      en: 'The phase was changed elsewhere after you opened it. Your changes were not saved: reload to see the latest version.',
    }),
    data: toPhase(current),
  });
};
