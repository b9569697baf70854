import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { students } from '../../people/shared/tables';
import { computeStanding } from '../shared/academic-standing';
import { studyResults } from './record-tables';
import type { StudyResultRow } from './record-tables';

/** A study result on the wire. */
export const toStudyResultView = (row: StudyResultRow) => {
  const { rootId: _rootId, studentId: _studentId, lastUpdate, ...rest } = row;
  return { ...rest, lastUpdate: lastUpdate.toISOString() };
};

/** Grades: per-course results, GPA/CPA aggregate, and what the transcript prints. */
export const createRecordsService = (app: FastifyInstance) => {
  const results = async ({
    rootId,
    studentId,
    semesters,
  }: {
    rootId: number;
    studentId: number;
    semesters?: string[];
  }) =>
    app.db
      .select()
      .from(studyResults)
      .where(
        and(
          eq(studyResults.rootId, rootId),
          eq(studyResults.studentId, studentId),
          semesters && semesters.length > 0 ? inArray(studyResults.semester, semesters) : undefined,
        ),
      )
      .orderBy(asc(studyResults.semester), asc(studyResults.courseCode));

  /** GPA per semester and cumulative CPA (4 and 10 scales), recomputed from the results. */
  const aggregate = async ({ rootId, studentId }: { rootId: number; studentId: number }) => {
    const standing = computeStanding(await results({ rootId, studentId }));
    const [student] = await app.db
      .select({ warningLevel: students.warningLevel })
      .from(students)
      .where(eq(students.id, studentId));
    const last = standing[standing.length - 1];
    return {
      semesters: standing.map(({ ranking, ...rest }) => ({
        ...rest,
        ranking: ranking.vi,
        rankingEn: ranking.en,
      })),
      cpa: last?.cpa ?? 0,
      cpa10: last?.cpa10 ?? 0,
      accumulatedCredits: last?.accumulatedCredits ?? 0,
      ranking: last?.ranking.vi ?? '',
      rankingEn: last?.ranking.en ?? '',
      warningLevel: student?.warningLevel ?? 0,
    };
  };

  return { results, aggregate };
};
