import { and, eq, sql } from 'drizzle-orm';
import type { Institution } from '../../../config/index';
import type { Db } from '../../../server/db/create-db';
import { tuitionFees } from '../shared/tuition-fees';
import type { FeeClass, SemesterFees } from '../shared/tuition-fees';
import { policyBeneficiaries } from './tables';

type RawClass = {
  class_id: string | number;
  class_code: string;
  course_code: string;
  course_name: string;
  course_name_en: string;
  credits: string | number;
  tuition: string | number;
};

/**
 * The classes a student holds a seat in (registered, not waitlisted) in one semester: the learn
 * feature's `class_registrations`, `classes` and `courses` tables, read by name.
 */
const registeredClasses = async ({
  db,
  rootId,
  studentId,
  semester,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  semester: string;
}): Promise<FeeClass[]> => {
  const result = (await db.execute(
    sql`select c.id as class_id, c.class_id as class_code, co.code as course_code, co.name as course_name,
          co.name_en as course_name_en, co.credits, c.tuition
        from class_registrations r
        join classes c on c.id = r.class_id
        join courses co on co.id = c.course_id
        where r.root_id = ${rootId} and r.student_id = ${studentId} and r.semester = ${semester}
          and r.status = 'registered'
        order by co.code, c.class_id`,
  )) as unknown as { rows: RawClass[] };
  return result.rows.map((raw) => ({
    classId: Number(raw.class_id),
    classCode: raw.class_code,
    courseCode: raw.course_code,
    courseName: raw.course_name,
    courseNameEn: raw.course_name_en,
    credits: Number(raw.credits),
    tuition: Number(raw.tuition),
  }));
};

/** The policy-beneficiary categories a student is recognised under. */
export const policyCategoriesOf = async ({
  db,
  rootId,
  studentId,
}: {
  db: Db;
  rootId: number;
  studentId: number;
}) =>
  (
    await db
      .select({ category: policyBeneficiaries.category })
      .from(policyBeneficiaries)
      .where(and(eq(policyBeneficiaries.rootId, rootId), eq(policyBeneficiaries.studentId, studentId)))
  ).map((row) => row.category);

/** A student's fees of one semester under the tenant's rules (shared/tuition-fees.ts). */
export const semesterFees = async ({
  db,
  tenant,
  studentId,
  semester,
}: {
  db: Db;
  tenant: Institution;
  studentId: number;
  semester: string;
}): Promise<SemesterFees> => {
  const [held, policyCategories] = await Promise.all([
    registeredClasses({ db, rootId: tenant.rootId, studentId, semester }),
    policyCategoriesOf({ db, rootId: tenant.rootId, studentId }),
  ]);
  return tuitionFees({ classes: held, config: tenant.tuition, semester, policyCategories });
};
