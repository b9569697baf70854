import { and, asc, count, eq, ne } from 'drizzle-orm';
import { formatInstant, GENERIC_CODES } from '../../../core/index';
import type { Locale } from '../../../core/index';
import type { Institution } from '../../../config/index';
import type { Db } from '../../../server/db/create-db';
import { publicIdsOf } from '../../../server/public-ids';
import { inTransaction } from '../../../server/db/in-transaction';
import { badRequest } from '../../../server/http-errors';
import { students } from '../../people/shared/tables';
import { APPLICATION_STATUS_LABELS, isAwardOpen, nextApplicationStatus } from '../shared/award-status';
import type { ApplicationStatus } from '../shared/award-status';
import { toApplication } from './application-service';
import { reviewMessage } from './review-messages';
import type { ReviewAction } from './review-messages';
import { awardApplications, awards } from './tables';
import { foldedSearch } from '../../../server/db/folded-search';

/** Every call of the tenant with its non-draft application counts by status (staff). */
export const callsWithCounts = async ({ db, tenant }: { db: Db; tenant: Institution }) => {
  const rootId = tenant.rootId;
  const now = new Date();
  const [rows, counts] = await Promise.all([
    db.select().from(awards).where(eq(awards.rootId, rootId)).orderBy(asc(awards.endDate)),
    db
      .select({ awardId: awardApplications.awardId, status: awardApplications.status, total: count() })
      .from(awardApplications)
      .where(and(eq(awardApplications.rootId, rootId), ne(awardApplications.status, 'draft')))
      .groupBy(awardApplications.awardId, awardApplications.status),
  ]);
  return rows.map((row) => {
    const byStatus = Object.fromEntries(
      counts.filter((entry) => entry.awardId === row.id).map((entry) => [entry.status, Number(entry.total)]),
    );
    return {
      id: row.id,
      publicId: publicIdsOf(tenant).encode(row.id),
      isOpen: isAwardOpen({ startDate: row.startDate, endDate: row.endDate, now }),
      code: row.code,
      name: row.name,
      nameEn: row.nameEn,
      category: row.category,
      amount: row.amount,
      quota: row.quota,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      counts: {
        submitted: byStatus.submitted ?? 0,
        reviewing: byStatus.reviewing ?? 0,
        approved: byStatus.approved ?? 0,
        rejected: byStatus.rejected ?? 0,
      },
    };
  });
};

/** Filters of a call's application list. */
export type ApplicationQuery = { status?: string; search?: string; page: number; pageSize: number };

/** The submitted (non-draft) applications of one call, with the students' printed details. */
export const applicationsOf = async ({
  db,
  rootId,
  awardId,
  query,
}: {
  db: Db;
  rootId: number;
  awardId: number;
  query: ApplicationQuery;
}) => {
  const where = and(
    eq(awardApplications.rootId, rootId),
    eq(awardApplications.awardId, awardId),
    query.status ? eq(awardApplications.status, query.status) : ne(awardApplications.status, 'draft'),
    foldedSearch({ columns: [students.studentCode, students.fullName], search: query.search }),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ application: awardApplications, student: students })
      .from(awardApplications)
      .innerJoin(students, eq(students.id, awardApplications.studentId))
      .where(where)
      .orderBy(asc(students.studentCode))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(awardApplications)
      .innerJoin(students, eq(students.id, awardApplications.studentId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => toApplication({ row: row.application, student: row.student })),
    total: Number(total),
  };
};

/**
 * A staff decision on one application: take into review, approve, or reject with a reason. A
 * stale `lastUpdate` answers 0 with the stored application; a move the life of an application
 * does not allow answers -4. Every answer carries a message in the caller's language.
 */
export const reviewApplication = async ({
  db,
  rootId,
  userId,
  id,
  action,
  note,
  lastUpdate,
  locale,
}: {
  db: Db;
  rootId: number;
  userId: number;
  id: number;
  action: ReviewAction;
  note: string;
  lastUpdate: string;
  locale: Locale;
}) => {
  if (action === 'reject' && note.trim().length < 3)
    throw badRequest({
      field: 'note',
      reason: 'Từ chối cần nêu lý do (ít nhất 3 ký tự) / A rejection needs a reason (at least 3 characters)',
    });
  const answer = await inTransaction({
    db,
    work: async (tx) => {
      // The application locked, with its student (every answer carries the student's details).
      const [found] = await tx
        .select({ application: awardApplications, student: students })
        .from(awardApplications)
        .innerJoin(students, eq(students.id, awardApplications.studentId))
        .where(and(eq(awardApplications.id, id), eq(awardApplications.rootId, rootId)))
        .for('update', { of: awardApplications });
      const current = found?.application;
      if (!current || current.status === 'draft') return { code: GENERIC_CODES.NOT_FOUND, data: null };
      const { student } = found;
      if (new Date(lastUpdate).getTime() !== current.lastUpdate.getTime())
        return { code: GENERIC_CODES.FAILED, data: toApplication({ row: current, student }) };
      const next = nextApplicationStatus({ from: current.status as ApplicationStatus, action });
      if (!next) return { code: GENERIC_CODES.FORBIDDEN, data: toApplication({ row: current, student }) };
      const [saved] = await tx
        .update(awardApplications)
        .set({
          status: next,
          reviewNote: note.trim(),
          reviewedBy: userId,
          reviewedAt: new Date(),
          lastUpdate: new Date(Math.max(Date.now(), current.lastUpdate.getTime() + 1)),
        })
        .where(eq(awardApplications.id, id))
        .returning();
      return { code: GENERIC_CODES.SUCCESS, data: toApplication({ row: saved, student }) };
    },
  });
  const status = answer.data?.status as ApplicationStatus | undefined;
  return { ...answer, message: reviewMessage({ code: answer.code, locale, action, status }) };
};

const csvCell = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The call's submitted applications as CSV (UTF-8 with BOM so spreadsheet apps read Vietnamese). */
/**
 * The applications of a call as CSV for a spreadsheet (BOM, CRLF), filtered as the staff list
 * is (status, search): statuses in words, submission times on the school's clock.
 */
export const applicationsCsv = async ({
  db,
  rootId,
  awardId,
  filters,
  timeZone,
}: {
  db: Db;
  rootId: number;
  awardId: number;
  filters: Pick<ApplicationQuery, 'status' | 'search'>;
  timeZone: string;
}) => {
  const { data } = await applicationsOf({
    db,
    rootId,
    awardId,
    query: { ...filters, page: 1, pageSize: 100_000 },
  });
  const header = [
    'Mã SV',
    'Họ và tên',
    'Lớp',
    'Trạng thái',
    'Ngân hàng',
    'Số tài khoản',
    'Chủ tài khoản',
    'Điểm TB năm trước',
    'Điểm TB thang 4',
    'Ngày nộp',
    'Ghi chú xét duyệt',
  ];
  const lines = data.map((row) =>
    [
      row.studentCode,
      row.studentName,
      row.className,
      APPLICATION_STATUS_LABELS[row.status as ApplicationStatus]?.vi ?? row.status,
      row.data.bankName,
      row.data.bankAccountNumber,
      row.data.bankAccountHolder,
      row.academic.gpaPrevYear,
      row.academic.gpa4s,
      row.submittedAt ? formatInstant({ value: row.submittedAt, timeZone, locale: 'vi' }) : '',
      row.reviewNote,
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
};
