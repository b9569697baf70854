import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../../server/db/is-unique-violation';
import { lockForTransaction } from '../../../server/db/lock-for-transaction';
import { GENERIC_CODES, resultMessage } from '../../../core/index';
import type { Locale } from '../../../core/index';
import type { Db } from '../../../server/db/create-db';
import { badRequest, notFound } from '../../../server/http-errors';
import type { AddressCatalog } from '../../addresses/shared/address-catalog';
import { SINGLE_RELATIONSHIPS, relationship as relationshipEnum } from '../shared/relationship';
import { relatives } from './tables';
import { clean, toValues } from './relative-values';
import type { RelativeFormData } from './relative-values';

type Row = typeof relatives.$inferSelect;

/** Most relatives one student may keep on file. */
export const MAX_RELATIVES = 20;

/** Who is saving: the session's student in the request's tenant. */
type Owner = { db: Db; rootId: number; studentId: number };

/** The Relative wire shape (schemas/entities/relative.json). */
export const toRelative = ({
  rootId: _rootId,
  studentId: _studentId,
  createdAt: _createdAt,
  lastUpdate,
  extra,
  ...row
}: Row) => ({
  ...extra,
  ...row,
  relationshipName: relationshipEnum.label({ value: row.relationship, locale: 'vi' }),
  relationshipNameEn: relationshipEnum.label({ value: row.relationship, locale: 'en' }),
  legacyAddress: row.legacyAddress ?? null,
  lastUpdate: lastUpdate.toISOString(),
});

/** The student's relatives, in the order they were added. */
export const listRelatives = async ({ db, rootId, studentId }: Owner) => {
  const rows = await db
    .select()
    .from(relatives)
    .where(and(eq(relatives.rootId, rootId), eq(relatives.studentId, studentId)))
    .orderBy(asc(relatives.id));
  return rows.map(toRelative);
};

/**
 * The answer to a unique violation: a second father, mother or spouse, or (any relationship) the
 * same person again, with the same name in any case and the same birth year.
 */
const duplicated = ({ data, locale }: { data: RelativeFormData; locale: Locale }) => {
  const label = relationshipEnum.label({ value: data.relationship, locale });
  const name = clean(data.fullName);
  const message = SINGLE_RELATIONSHIPS.includes(data.relationship)
    ? locale === 'en'
      ? `A relative with the relationship "${label}" is already on file.`
      : `Đã có người thân với quan hệ "${label}" trong hồ sơ.`
    : locale === 'en'
      ? `${name} (${label}) is already on file.`
      : `${name} (${label}) đã có trong hồ sơ.`;
  return { code: GENERIC_CODES.DUPLICATED, message };
};

/** The row with this id in the tenant; another student's answers exactly as an unknown one (404). */
const ownRow = async ({ db, rootId, studentId, id }: Owner & { id: number }) => {
  const [row] = await db
    .select()
    .from(relatives)
    .where(and(eq(relatives.rootId, rootId), eq(relatives.id, id)))
    .limit(1);
  if (!row || row.studentId !== studentId) throw notFound('Không tìm thấy người thân / Relative not found');
  return row;
};

/** One of the student's relatives (404 for another student's, as for one unknown in the tenant). */
export const getRelative = async (owner: Owner & { id: number }) => toRelative(await ownRow(owner));

const staleAnswer = ({ row, locale }: { row: Row; locale: Locale }) => ({
  code: GENERIC_CODES.FAILED,
  message:
    locale === 'en'
      ? 'This relative was changed elsewhere after you opened it. Your changes were not saved: reload to see the latest version.'
      : 'Thông tin người thân đã được cập nhật ở nơi khác sau khi bạn mở. Thay đổi của bạn chưa được lưu: vui lòng tải lại để xem bản mới nhất.',
  data: toRelative(row),
});

/**
 * Creates (no id) or updates (id + the lastUpdate last read) one relative of the student. A stale
 * lastUpdate answers FAILED with the current record; the update is one conditional UPDATE, so
 * two concurrent saves of the same version cannot both win.
 */
export const saveRelative = async ({
  db,
  rootId,
  studentId,
  data,
  catalog,
  locale,
}: Owner & { data: RelativeFormData; catalog: AddressCatalog; locale: Locale }) => {
  const values = toValues({ data, catalog, locale });
  const now = new Date();
  try {
    if (data.id === undefined) {
      const row = await db.transaction(async (tx) => {
        // One new relative of a student at a time, so a burst of submits cannot pass the cap.
        await lockForTransaction({ tx, key: `relatives:${rootId}:${studentId}` });
        const [{ total }] = await tx
          .select({ total: count() })
          .from(relatives)
          .where(and(eq(relatives.rootId, rootId), eq(relatives.studentId, studentId)));
        if (total >= MAX_RELATIVES) return null;
        const [inserted] = await tx
          .insert(relatives)
          .values({ ...values, rootId, studentId, createdAt: now, lastUpdate: now })
          .returning();
        return inserted;
      });
      if (!row) {
        return {
          code: GENERIC_CODES.FAILED,
          message:
            locale === 'en'
              ? `At most ${MAX_RELATIVES} relatives can be kept on file.`
              : `Chỉ lưu được tối đa ${MAX_RELATIVES} người thân.`,
        };
      }
      return {
        code: GENERIC_CODES.SUCCESS,
        message: resultMessage({ set: 'generic', code: GENERIC_CODES.SUCCESS, locale }),
        data: toRelative(row),
      };
    }
    if (!data.lastUpdate) {
      throw badRequest({
        field: 'data.lastUpdate',
        reason:
          locale === 'en' ? 'is required to update a relative' : 'là bắt buộc khi sửa thông tin người thân',
      });
    }
    await ownRow({ db, rootId, studentId, id: data.id });
    const [row] = await db
      .update(relatives)
      .set({ ...values, lastUpdate: now })
      .where(
        and(
          eq(relatives.rootId, rootId),
          eq(relatives.studentId, studentId),
          eq(relatives.id, data.id),
          sql`date_trunc('milliseconds', ${relatives.lastUpdate}) = ${new Date(data.lastUpdate).toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!row) return staleAnswer({ row: await ownRow({ db, rootId, studentId, id: data.id }), locale });
    return {
      code: GENERIC_CODES.SUCCESS,
      message: resultMessage({ set: 'generic', code: GENERIC_CODES.SUCCESS, locale }),
      data: toRelative(row),
    };
  } catch (error) {
    if (isUniqueViolation(error)) return duplicated({ data, locale });
    throw error;
  }
};

/** Deletes one relative of the student if it is still the version the student saw. */
export const deleteRelative = async ({
  db,
  rootId,
  studentId,
  id,
  lastUpdate,
  locale,
}: Owner & { id: number; lastUpdate: string; locale: Locale }) => {
  await ownRow({ db, rootId, studentId, id });
  const deleted = await db
    .delete(relatives)
    .where(
      and(
        eq(relatives.rootId, rootId),
        eq(relatives.studentId, studentId),
        eq(relatives.id, id),
        sql`date_trunc('milliseconds', ${relatives.lastUpdate}) = ${new Date(lastUpdate).toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: relatives.id });
  if (deleted.length === 0) return staleAnswer({ row: await ownRow({ db, rootId, studentId, id }), locale });
  return {
    code: GENERIC_CODES.SUCCESS,
    message: resultMessage({ set: 'generic', code: GENERIC_CODES.SUCCESS, locale }),
    data: { id },
  };
};
