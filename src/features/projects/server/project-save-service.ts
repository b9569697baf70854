import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../core/index';
import type { ProjectSaveBody } from '../../../generated/index';
import type { Db } from '../../../server/db/create-db';
import { notFound } from '../../../server/http-errors';
import type { RequestSession } from '../../../server/types';
import { PROJECT_RESULT, projectResult } from '../shared/project-result-codes';
import { EDITABLE_STATUSES, SUBMITTED_STATUS } from '../shared/project-submit-rule';
import type { SubmitDecision } from '../shared/project-submit-rule';
import { ownedFiles } from '../../files/shared/owned-files';
import { decideProject, findProject } from './project-service';
import { projects } from './project-tables';
import type { ProjectRow } from './project-tables';
import { isOwnerOf, isTeacherOf, toProject } from './project-wire';

const TEXT_FIELDS = [
  'projectName',
  'projectTitle',
  'projectTitle2',
  'projectDescription',
  'projectDescription2',
  'keyWord',
  'language',
] as const;

/** Each file field of the body and the size column it fills. */
const FILE_FIELDS = {
  introduceFileId: 'introduceSize',
  thesisFileId: 'thesisSize',
  sourceFileId: 'sourceSize',
  slidesFileId: 'slidesSize',
  proposalFileId: 'proposalSize',
} as const;

const text = ({ locale, vi, en }: { locale: Locale; vi: string; en: string }) => (locale === 'en' ? en : vi);

const refusal = ({ decision, mode, locale }: { decision: SubmitDecision; mode: Mode; locale: Locale }) => {
  const code = mode === 'save' ? decision.saveCode : decision.submitCode;
  const reason = mode === 'save' ? decision.saveReason : decision.submitReason;
  if (reason === 'frozen')
    return projectResult({
      code,
      locale,
      message: text({
        locale,
        vi: 'Đồ án đang được nhà trường xử lý hoặc đã kết thúc, không thể sửa.',
        en: 'The project is being processed by the school or is closed; it can no longer be changed.',
      }),
    });
  return projectResult({ code, locale });
};

/** save keeps the status; submit hands the work in (status submitted). */
export type Mode = 'save' | 'submit';

/** The column values of a save, after the file ids were checked to be the student's own. */
const valuesOf = async ({
  db,
  row,
  session,
  body,
  locale,
}: {
  db: Db;
  row: ProjectRow;
  session: RequestSession;
  body: ProjectSaveBody;
  locale: Locale;
}) => {
  const values: Partial<Record<keyof ProjectRow, unknown>> = {};
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value !== undefined) values[field] = value.replace(/[^\S\n]+/g, ' ').trim();
  }
  const wanted = Object.keys(FILE_FIELDS)
    .map((field) => body[field as keyof typeof FILE_FIELDS])
    .filter((fileId): fileId is number => typeof fileId === 'number');
  const owned = await ownedFiles({ db, rootId: row.rootId, userId: session.userId, ids: wanted });
  for (const [field, sizeColumn] of Object.entries(FILE_FIELDS) as [keyof typeof FILE_FIELDS, string][]) {
    const fileId = body[field];
    if (fileId === undefined) continue;
    if (fileId === null) {
      Object.assign(values, { [field]: null, [sizeColumn]: 0 });
      continue;
    }
    const file = owned.get(fileId);
    if (!file)
      return {
        problem: projectResult({
          code: PROJECT_RESULT.INVALID,
          locale,
          message: text({
            locale,
            vi: `${field}: không có tệp ${fileId} do bạn tải lên.`,
            en: `${field}: there is no file ${fileId} uploaded by you.`,
          }),
        }),
      };
    Object.assign(values, { [field]: fileId, [sizeColumn]: file.size });
  }
  if (body._feedback !== undefined) values.notes1 = body._feedback.trim();
  return { values };
};

/**
 * POST /api/v1/projects/student-projects/{id}/save and /submit. Another student's project answers
 * 404 (as an unknown one); its teachers get forbidden -2; then checksum -5, the deadline window
 * (-3 not yet, -4 expired) and the status decide. The update is one conditional UPDATE on the
 * lastUpdate the student read and an editable status, so a stale copy (failed 0, with the current
 * record) or a concurrent teacher decision never gets overwritten.
 */
export const saveProject = async ({
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
  body: ProjectSaveBody;
  mode: Mode;
  isChecksumValid: boolean;
  locale: Locale;
  now?: Date;
}) => {
  const row = await findProject({ db, rootId, id });
  if (!row || !(isOwnerOf({ row, session }) || isTeacherOf({ row, session })))
    throw notFound('Không tìm thấy đồ án / Project not found');
  if (!isOwnerOf({ row, session })) return projectResult({ code: PROJECT_RESULT.FORBIDDEN, locale });
  if (!isChecksumValid) return projectResult({ code: PROJECT_RESULT.CHECKSUM_FAILED, locale });
  const decision = await decideProject({ db, row, session, now });
  if (!(mode === 'save' ? decision.canSave : decision.canSubmit)) return refusal({ decision, mode, locale });
  const built = await valuesOf({ db, row, session, body, locale });
  if (built.problem) return built.problem;
  const { values } = built;
  if (mode === 'submit' && !String(values.projectTitle ?? row.projectTitle).trim())
    return projectResult({
      code: PROJECT_RESULT.INVALID,
      locale,
      message: text({
        locale,
        vi: 'projectTitle: cần có tên đề tài trước khi nộp.',
        en: 'projectTitle: the project needs a title before it is submitted.',
      }),
    });
  const [updated] = await db
    .update(projects)
    .set({
      ...(values as Partial<ProjectRow>),
      ...(mode === 'submit' ? { status: SUBMITTED_STATUS } : {}),
      lastUpdate: sql`greatest(now(), ${projects.lastUpdate} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(projects.rootId, rootId),
        eq(projects.id, id),
        eq(projects.studentId, session.studentId),
        inArray(projects.status, [...EDITABLE_STATUSES]),
        sql`date_trunc('milliseconds', ${projects.lastUpdate}) = ${new Date(body.lastUpdate).toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (updated) return projectResult({ code: PROJECT_RESULT.SUCCESS, locale, data: toProject(updated) });
  const current = await findProject({ db, rootId, id });
  if (!current) throw notFound('Không tìm thấy đồ án / Project not found');
  if (!EDITABLE_STATUSES.includes(current.status))
    return refusal({ decision: await decideProject({ db, row: current, session, now }), mode, locale });
  return projectResult({
    code: PROJECT_RESULT.FAILED,
    locale,
    message: text({
      locale,
      vi: 'Đồ án đã được cập nhật ở nơi khác sau khi bạn mở. Thay đổi của bạn chưa được lưu: vui lòng tải lại để xem bản mới nhất.',
      en: 'The project was changed elsewhere after you opened it. Your changes were not saved: reload to see the latest version.',
    }),
    data: toProject(current),
  });
};
