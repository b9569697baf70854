import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { notFound } from '../../../server/http-errors';
import { eduPrograms } from '../../learn/shared/program-table';
import { students } from '../../people/shared/tables';
import type { StudentStanding } from '../shared/request-round-eligibility';

/**
 * The session's student record (code, name, department, programme) and their standing (the
 * programme's degree and length, the admission year) for the request round rules, in one query;
 * undefined when the tenant has no such student.
 */
export const studentRecordOf = async ({
  db,
  rootId,
  studentId,
}: {
  db: Db;
  rootId: number;
  studentId: number;
}) => {
  const [row] = await db
    .select({
      ...getTableColumns(students),
      degree: eduPrograms.degree,
      semesterCount: eduPrograms.semesterCount,
    })
    .from(students)
    .leftJoin(
      eduPrograms,
      and(eq(eduPrograms.id, students.eduProgramId), eq(eduPrograms.rootId, students.rootId)),
    )
    .where(and(eq(students.rootId, rootId), eq(students.id, studentId)));
  if (!row) return undefined;
  const { degree, semesterCount, ...student } = row;
  const standing: StudentStanding = {
    degree: degree ?? '',
    semesterCount: Number(semesterCount ?? 0),
    cohort: student.cohort,
  };
  return { ...student, standing };
};

/** The session's student record with their standing, or a 404. */
export const requireStudentRecord = async (scope: { db: Db; rootId: number; studentId: number }) => {
  const record = await studentRecordOf(scope);
  if (!record) throw notFound();
  return record;
};

/**
 * The courses the student studies or studied up to `semester`: a class seat (not a waiting place)
 * or a result in that semester or before. A course-project round for one course is for them
 * (request-round-eligibility.ts). The learn feature's tables are read by name, as shared SQL.
 */
export const studiedCourseIdsOf = async ({
  db,
  rootId,
  studentId,
  semester,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  semester: string;
}): Promise<ReadonlySet<number>> => {
  const result = (await db.execute(sql`
    select course_id from class_registrations
      where root_id = ${rootId} and student_id = ${studentId} and status = 'registered' and semester <= ${semester}
    union
    select course_id from study_results
      where root_id = ${rootId} and student_id = ${studentId} and semester <= ${semester}`)) as unknown as {
    rows: { course_id: number | string }[];
  };
  return new Set(result.rows.map((row) => Number(row.course_id)));
};
