import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../../server/db/create-db';
import { matchesWords, normaliseSearchText, searchWords } from '../../../../core/search-text';
import { courses } from '../course-tables';

/**
 * The condition "matches the student's search" on courses: every word in the code or a name,
 * without diacritics and in any case ("giai tich" finds "Giải tích"), compared on the server as
 * the class list does (search-text.ts), among the courses `scope` allows. Undefined for no search.
 */
export const coursesMatching = async ({
  db,
  rootId,
  scope,
  search,
}: {
  db: Db;
  rootId: number;
  scope: SQL;
  search: string | undefined;
}): Promise<SQL | undefined> => {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const candidates = await db
    .select({ id: courses.id, code: courses.code, name: courses.name, nameEn: courses.nameEn })
    .from(courses)
    .where(and(eq(courses.rootId, rootId), scope));
  const ids = candidates
    .filter((course) =>
      matchesWords({ text: normaliseSearchText(`${course.code} ${course.name} ${course.nameEn}`), words }),
    )
    .map((course) => course.id);
  return ids.length === 0 ? sql`false` : inArray(courses.id, ids);
};
