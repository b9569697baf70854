import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';

/** A semester as payments need it (the learn feature's `semesters` table, read by name). */
export type SemesterRow = {
  semester: string;
  name: string;
  nameEn: string;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
};

type Raw = { semester: string; name: string; name_en: string; start_date: string; end_date: string };

const toRow = (raw: Raw): SemesterRow => ({
  semester: raw.semester,
  name: raw.name,
  nameEn: raw.name_en,
  startDate: raw.start_date,
  endDate: raw.end_date,
});

const COLUMNS = sql`semester, name, name_en, start_date, end_date`;

/** Some semesters of the tenant by code (a feature reaches another's data through its tables, never its code). */
export const semestersOf = async ({ db, rootId, codes }: { db: Db; rootId: number; codes: string[] }) => {
  if (codes.length === 0) return new Map<string, SemesterRow>();
  const list = sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select ${COLUMNS} from semesters where root_id = ${rootId} and semester in (${list})`,
  )) as unknown as { rows: Raw[] };
  return new Map(result.rows.map((raw) => [raw.semester, toRow(raw)]));
};

/** One semester of the tenant, or null when it does not exist. */
export const semesterOf = async ({ db, rootId, semester }: { db: Db; rootId: number; semester: string }) =>
  (await semestersOf({ db, rootId, codes: [semester] })).get(semester) ?? null;

/**
 * The semester whose tuition is being paid: the one marked current for classes, else the one
 * running today, else the latest started; null when the tenant has none.
 */
export const currentSemester = async ({ db, rootId, today }: { db: Db; rootId: number; today: string }) => {
  const result = (await db.execute(
    sql`select ${COLUMNS} from semesters where root_id = ${rootId}
        order by is_current_for_class desc,
          (start_date <= ${today} and end_date >= ${today}) desc,
          (start_date <= ${today}) desc,
          start_date desc
        limit 1`,
  )) as unknown as { rows: Raw[] };
  return result.rows[0] ? toRow(result.rows[0]) : null;
};

/** The semester that started last before `before` ('YYYY-MM-DD'), or null. */
export const semesterBefore = async ({ db, rootId, before }: { db: Db; rootId: number; before: string }) => {
  const result = (await db.execute(
    sql`select ${COLUMNS} from semesters where root_id = ${rootId} and start_date < ${before}
        order by start_date desc limit 1`,
  )) as unknown as { rows: Raw[] };
  return result.rows[0] ? toRow(result.rows[0]) : null;
};
