import { and, desc, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../../server/db/is-unique-violation';
import { formatSemester, GENERIC_CODES, localDate, processStatus } from '../../../core/index';
import { badRequest } from '../../../server/http-errors';
import type { Locale } from '../../../core/index';
import type { Db } from '../../../server/db/create-db';
import { students } from '../../people/shared/tables';
import { continueStudies } from './record-tables';
import { semesters } from './tables';
import { continueStudyKindsFor } from '../shared/continue-study-kinds';
import type { ContinueStudyRow } from './record-tables';

/** The form of POST /api/v2/continue-studies/submit, as validated (defaults filled in). */
export type ContinueStudyPayload = { kind: string; semester: string } & Record<string, unknown>;

type Owner = { db: Db; rootId: number; studentId: number };

const view = (row: ContinueStudyRow) => ({
  id: row.id,
  semester: row.semester,
  payload: row.payload,
  status: row.status,
  staffNote: row.staffNote,
  statusName: processStatus.label({ value: row.status, locale: 'vi' }),
  statusNameEn: processStatus.label({ value: row.status, locale: 'en' }),
  createdAt: row.createdAt.toISOString(),
  lastUpdate: row.lastUpdate.toISOString(),
});

/** The student's study status and the phone number of their profile ('' when none). */
const profileOf = async ({ db, studentId }: Pick<Owner, 'db' | 'studentId'>) => {
  const [student] = await db
    .select({ status: students.status, phone: students.phone })
    .from(students)
    .where(eq(students.id, studentId));
  return student;
};

const statusOf = async (owner: Pick<Owner, 'db' | 'studentId'>) => (await profileOf(owner)).status;

/**
 * The student's requests, newest first, the kinds of request the student may send now, and the
 * phone number of their student profile: the form starts with it (the session's account has none).
 */
export const listContinueStudies = async ({ db, rootId, studentId }: Owner) => {
  const [rows, profile] = await Promise.all([
    db
      .select()
      .from(continueStudies)
      .where(and(eq(continueStudies.rootId, rootId), eq(continueStudies.studentId, studentId)))
      .orderBy(desc(continueStudies.createdAt)),
    profileOf({ db, studentId }),
  ]);
  return {
    data: rows.map(view),
    total: rows.length,
    allowedKinds: continueStudyKindsFor(profile.status),
    phone: profile.phone.trim(),
  };
};

const forbidden = ({ isReturn, locale }: { isReturn: boolean; locale: Locale }) => ({
  code: GENERIC_CODES.FORBIDDEN,
  message: isReturn
    ? locale === 'en'
      ? 'You are studying normally: a return request is only for deferred or suspended students.'
      : 'Bạn đang học bình thường: đơn quay lại học chỉ dành cho sinh viên đang bảo lưu hoặc tạm dừng học.'
    : locale === 'en'
      ? 'You are not studying at the moment: please submit a return request instead.'
      : 'Bạn đang tạm dừng học: vui lòng gửi đơn quay lại học thay cho đơn gia hạn.',
});

const duplicated = ({ semester, locale }: { semester: string; locale: Locale }) => ({
  code: GENERIC_CODES.DUPLICATED,
  message:
    locale === 'en'
      ? `You already have a request for ${formatSemester({ semester, locale })} that is pending or approved.`
      : `Bạn đã có đơn cho ${formatSemester({ semester, locale })} đang chờ duyệt hoặc đã được duyệt.`,
});

/**
 * Saves a request (waiting 0). One request per student and semester unless it was rejected or
 * cancelled: the unique index `continue_studies_open_unique` decides, so two requests sent at once
 * leave one row and the other gets duplicated -3.
 */
export const submitContinueStudy = async ({
  db,
  rootId,
  studentId,
  payload,
  locale,
  timeZone,
  now = new Date(),
}: Owner & { payload: ContinueStudyPayload; locale: Locale; timeZone: string; now?: Date }) => {
  await requireComingSemester({
    db,
    rootId,
    semester: payload.semester,
    today: localDate({ now, timeZone }),
  });
  const isReturn = payload.kind !== 'extend-study';
  const allowed: readonly string[] = continueStudyKindsFor(await statusOf({ db, studentId }));
  if (!allowed.includes(payload.kind)) return forbidden({ isReturn, locale });
  let saved: ContinueStudyRow;
  try {
    [saved] = await db
      .insert(continueStudies)
      .values({ rootId, studentId, semester: payload.semester, payload, status: 0 })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) return duplicated({ semester: payload.semester, locale });
    throw error;
  }
  return {
    code: GENERIC_CODES.SUCCESS,
    message:
      locale === 'en'
        ? 'Your request was submitted and is waiting for approval.'
        : 'Đã gửi đơn, đơn đang chờ phòng Đào tạo duyệt.',
    data: view(saved),
  };
};

/**
 * A request is for one of the school's semesters not over yet (the form offers only those): a
 * made-up code ('00001') or a past semester is a 400 naming the field, never saved.
 */
const requireComingSemester = async ({
  db,
  rootId,
  semester,
  today,
}: {
  db: Db;
  rootId: number;
  semester: string;
  /** 'YYYY-MM-DD' on the school's clock. */
  today: string;
}) => {
  const [known] = await db
    .select({ endDate: semesters.endDate })
    .from(semesters)
    .where(and(eq(semesters.rootId, rootId), eq(semesters.semester, semester)));
  if (!known || known.endDate < today)
    throw badRequest({
      field: 'payload.semester',
      reason: known
        ? 'Học kỳ đã kết thúc / The semester is over'
        : 'Không phải học kỳ của trường / Not a semester of the university',
    });
};
