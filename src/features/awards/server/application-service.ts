import { and, eq } from 'drizzle-orm';
import { GENERIC_CODES, resultMessage } from '../../../core/index';
import type { Locale } from '../../../core/index';
import type { Db } from '../../../server/db/create-db';
import { inTransaction } from '../../../server/db/in-transaction';
import { badRequest } from '../../../server/http-errors';
import type { AwardApplication } from '../../../generated';
import { isAwardOpen, nextApplicationStatus } from '../shared/award-status';
import type { ApplicationStatus } from '../shared/award-status';
import { ACADEMIC_FIELDS } from '../shared/scholarship-form';
import { ownedFiles } from '../../files/shared/owned-files';
import { fileIdsOf, withDownloadPaths, withStoredFiles } from './application-files';
import type { AwardRow, Viewer } from './award-service';
import { awardApplications } from './tables';

/** An application row as stored. */
export type ApplicationRow = typeof awardApplications.$inferSelect;

/** The wire form of an application, with the student's printed details when known. */
export const toApplication = ({
  row,
  student,
}: {
  row: ApplicationRow;
  student?: { studentCode: string; fullName: string; className: string };
}): AwardApplication => ({
  id: row.id,
  awardId: row.awardId,
  studentId: row.studentId,
  studentCode: student?.studentCode ?? '',
  studentName: student?.fullName ?? '',
  className: student?.className ?? '',
  status: row.status as AwardApplication['status'],
  data: { ...withDownloadPaths(row.data), lastUpdate: row.lastUpdate.toISOString() },
  academic: row.academic,
  reviewNote: row.reviewNote,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  lastUpdate: row.lastUpdate.toISOString(),
});

/** The viewer's application to a call, or null. */
export const ownApplication = async ({
  db,
  awardId,
  studentId,
}: {
  db: Db;
  awardId: number;
  studentId: number;
}) => {
  const [row] = await db
    .select()
    .from(awardApplications)
    .where(and(eq(awardApplications.awardId, awardId), eq(awardApplications.studentId, studentId)))
    .limit(1);
  return row ?? null;
};

/** What a student's save or submit answered (SPEC §8 generic codes). */
export type ApplyResult = { code: number; message: string; data: AwardApplication | null };

/**
 * SPEC §7 POST /api/v1/awards/{id}/apply: keeps the student's draft (`submit` false) or submits
 * it. One application per call and student (a unique index, so two tabs never make two); a
 * submitted one cannot be changed (-3 duplicated); a closed call refuses (-4); a stale
 * `lastUpdate` answers 0 with the stored application, never overwriting it. The academic figures
 * come from the server; the student's own values are kept only where the tenant lets them edit.
 * Evidence files must be the student's own uploads; each is stored as the database describes it
 * (name, size, type, the portal's download path), never as the client sent it.
 */
export const applyToAward = async ({
  db,
  award,
  viewer,
  userId,
  data,
  submit,
  academic,
  isAcademicEditable,
  formFields,
  locale,
  now = new Date(),
}: {
  db: Db;
  award: AwardRow;
  viewer: Viewer;
  userId: number;
  data: Record<string, unknown>;
  submit: boolean;
  academic: Record<string, number>;
  isAcademicEditable: boolean;
  /** The fields of the tenant's form for this call: computed figures go only where the form has them. */
  formFields: string[];
  locale: Locale;
  now?: Date;
}): Promise<ApplyResult> => {
  const fail = (code: number, key: keyof typeof GENERIC_CODES, current: ApplicationRow | null = null) => ({
    code,
    message: resultMessage({ set: 'generic', code, locale }) || key,
    // The stored application as the success answer carries it: the student's printed details too.
    data: current ? toApplication({ row: current, student: viewer }) : null,
  });
  if (!isAwardOpen({ startDate: award.startDate, endDate: award.endDate, now }))
    return fail(GENERIC_CODES.FORBIDDEN, 'FORBIDDEN');
  const notYours = (id: number) =>
    badRequest({
      field: 'data.achievements',
      reason:
        locale === 'en' ? `file ${id} is not one of your uploads` : `tệp ${id} không phải tệp bạn đã tải lên`,
    });
  const evidence = fileIdsOf(data);
  const owned = await ownedFiles({ db, rootId: award.rootId, userId, ids: evidence });
  const foreign = evidence.find((id) => !owned.has(id));
  if (foreign !== undefined) throw notYours(foreign);
  const described = await withStoredFiles({ db, rootId: award.rootId, data });
  if (described.missing.length > 0) throw notYours(described.missing[0]);
  const { lastUpdate: sentLastUpdate, ...fields } = described.data;
  const stored: Record<string, unknown> = { ...fields };
  for (const name of ACADEMIC_FIELDS) {
    if (!formFields.includes(name) || (isAcademicEditable && typeof fields[name] === 'number')) continue;
    if (academic[name] === undefined) delete stored[name];
    else stored[name] = academic[name];
  }

  return inTransaction({
    db,
    work: async (tx) => {
      const created = await tx
        .insert(awardApplications)
        .values({
          rootId: award.rootId,
          awardId: award.id,
          studentId: viewer.id,
          status: 'draft',
          lastUpdate: now,
        })
        .onConflictDoNothing()
        .returning({ id: awardApplications.id });
      const [current] = await tx
        .select()
        .from(awardApplications)
        .where(and(eq(awardApplications.awardId, award.id), eq(awardApplications.studentId, viewer.id)))
        .for('update');
      const next = nextApplicationStatus({
        from: current.status as ApplicationStatus,
        action: submit ? 'submit' : 'save',
      });
      if (!next) return fail(GENERIC_CODES.DUPLICATED, 'DUPLICATED', current);
      // Another tab or device saved since this one read the application: hand back what is stored.
      const isStale =
        created.length === 0 &&
        (typeof sentLastUpdate !== 'string' ||
          new Date(sentLastUpdate).getTime() !== current.lastUpdate.getTime());
      if (isStale) return fail(GENERIC_CODES.FAILED, 'FAILED', current);
      const [saved] = await tx
        .update(awardApplications)
        .set({
          data: stored,
          academic,
          status: next,
          submittedAt: next === 'submitted' ? now : null,
          lastUpdate: new Date(Math.max(now.getTime(), current.lastUpdate.getTime() + 1)),
        })
        .where(eq(awardApplications.id, current.id))
        .returning();
      return {
        code: GENERIC_CODES.SUCCESS,
        message: resultMessage({ set: 'generic', code: GENERIC_CODES.SUCCESS, locale }),
        data: toApplication({ row: saved, student: viewer }),
      };
    },
  });
};
