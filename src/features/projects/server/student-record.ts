import { and, eq, getTableColumns } from 'drizzle-orm';
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
