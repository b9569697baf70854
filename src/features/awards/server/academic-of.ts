import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { academicFigures } from '../shared/academic-figures';

type Rows<T> = { rows: T[] };

/**
 * The student's scholarship figures, computed from their study results (the learn feature's
 * `study_results` and `semesters` tables, read by name: a feature reaches another's data through
 * its tables, never its code).
 */
export const academicOf = async ({
  db,
  rootId,
  studentId,
  scale4,
}: {
  db: Db;
  rootId: number;
  studentId: number;
  scale4: boolean;
}) => {
  const [results, current] = await Promise.all([
    db.execute(
      sql`select semester, credits, total_mark, mark4, is_retake, grade_type from study_results
          where root_id = ${rootId} and student_id = ${studentId}`,
    ) as unknown as Promise<
      Rows<{
        semester: string;
        credits: number | string;
        total_mark: number | string;
        mark4: number | string;
        is_retake: boolean;
        grade_type: number | string;
      }>
    >,
    db.execute(
      sql`select semester from semesters where root_id = ${rootId}
          order by is_current_for_class desc, semester desc limit 1`,
    ) as unknown as Promise<Rows<{ semester: string }>>,
  ]);
  return academicFigures({
    scale4,
    currentSemester: current.rows[0]?.semester ?? '99999',
    results: results.rows.map((row) => ({
      semester: row.semester,
      credits: Number(row.credits),
      totalMark: Number(row.total_mark),
      mark4: Number(row.mark4),
      isRetake: row.is_retake,
      gradeType: Number(row.grade_type),
    })),
  });
};
