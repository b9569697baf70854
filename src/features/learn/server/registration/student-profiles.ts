import { and, eq, sql } from 'drizzle-orm';
import { students } from '../../../people/shared/tables';
import type { Db } from '../../../../server/db/create-db';
import { studyResults } from '../record-tables';
import type { Tx } from './tx';
import { spreadExpiry } from '../../../../server/cache/spread-expiry';

/** What registration rules read of a student that does not change during registration: standing and passed courses. */
export type StudentProfile = {
  student: { id: number; cohort: number; status: number; warningLevel: number };
  passedCourseIds: ReadonlySet<number>;
};

/** How long an instance keeps a student's profile (grades and standing are not edited on registration day). */
export const PROFILE_TTL_MS = 120_000;
/** Profiles kept at most per instance (the oldest go first). */
const MAX_PROFILES = 100_000;

/** One round trip: the standing and the passed courses ($studentId, $rootId). */
const buildProfileQuery = (db: Db | Tx) =>
  db
    .select({
      id: students.id,
      cohort: students.cohort,
      status: students.status,
      warningLevel: students.warningLevel,
      passed: sql<
        (string | number)[]
      >`array(select distinct ${studyResults.courseId} from ${studyResults} where ${studyResults.studentId} = ${sql.placeholder('studentId')} and ${studyResults.isPassed})`,
    })
    .from(students)
    .where(and(eq(students.id, sql.placeholder('studentId')), eq(students.rootId, sql.placeholder('rootId'))))
    .prepare('student_profile');
/** The profile query built once per database handle (a transaction gets its own, on its connection). */
const profileQueries = new WeakMap<Db | Tx, ReturnType<typeof buildProfileQuery>>();
const profileQuery = (db: Db | Tx) => {
  const known = profileQueries.get(db);
  if (known) return known;
  const built = buildProfileQuery(db);
  profileQueries.set(db, built);
  return built;
};

/** Each instance's short-lived copy of student profiles, so a registration reads only its seat rows. */
export const createStudentProfiles = ({ ttlMs = PROFILE_TTL_MS }: { ttlMs?: number } = {}) => {
  const cache = new Map<string, { value: StudentProfile; until: number }>();

  /** The student's profile in the tenant, or null when the student is not one of the tenant's; `fresh` reads the database whatever the cache holds. */
  const profileOf = async ({
    db,
    rootId,
    studentId,
    fresh = false,
  }: {
    db: Db | Tx;
    rootId: number;
    studentId: number;
    fresh?: boolean;
  }): Promise<StudentProfile | null> => {
    const key = `${rootId}:${studentId}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (!fresh && hit && hit.until > now) return hit.value;
    const [row] = await profileQuery(db).execute({ studentId, rootId });
    if (!row) return null;
    const { passed, ...student } = row;
    const value = { student, passedCourseIds: new Set(passed.map(Number)) };
    cache.delete(key);
    if (cache.size >= MAX_PROFILES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { value, until: now + spreadExpiry(ttlMs) });
    return value;
  };

  const forget = ({ rootId, studentId }: { rootId: number; studentId: number }) =>
    cache.delete(`${rootId}:${studentId}`);

  return { profileOf, forget };
};

export type StudentProfiles = ReturnType<typeof createStudentProfiles>;
