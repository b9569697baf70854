import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { foldedSearch } from '../../../server/db/folded-search';
import { students } from '../../people/shared/tables';

/** The most students one look-up answers. */
export const STUDENT_LOOKUP_LIMIT = 20;

/** What a look-up asks: students by code or name (any case, with or without diacritics), or by id. */
export type StudentLookupQuery = { search?: string; ids?: number[] };

/**
 * Students of the tenant for staff naming them in a decision: those matching `search` (code or
 * name), or those with the given ids (to show who a decision names). At most STUDENT_LOOKUP_LIMIT
 * per search, by code; every id asked for that exists.
 */
export const lookUpStudents = async ({
  db,
  rootId,
  query,
}: {
  db: Db;
  rootId: number;
  query: StudentLookupQuery;
}) => {
  const matching = foldedSearch({ columns: [students.studentCode, students.fullName], search: query.search });
  const ids = query.ids ?? [];
  if (!matching && ids.length === 0) return [];
  return db
    .select({
      id: students.id,
      studentCode: students.studentCode,
      fullName: students.fullName,
      className: students.className,
    })
    .from(students)
    .where(and(eq(students.rootId, rootId), ids.length > 0 ? inArray(students.id, ids) : matching))
    .orderBy(asc(students.studentCode))
    .limit(ids.length > 0 ? ids.length : STUDENT_LOOKUP_LIMIT);
};
