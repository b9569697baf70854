import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { students } from '../../../people/shared/tables';
import type { Db } from '../../../../server/db/create-db';
import { courseMembers, studyResults } from '../record-tables';
import type { StudiedCourse } from '../../shared/prerequisites';
import type { Tx } from '../../../../server/db/in-transaction';
import { spreadExpiry } from '../../../../server/cache/spread-expiry';
import { createBatchedReader, groupKeys } from '../../../../server/db/batched-reader';
import { hotQuery } from './hot-query';

/**
 * What registration rules read of a student that does not change during registration: standing,
 * passed courses, and the courses being studied (a class held in a semester with no result yet).
 */
export type StudentProfile = {
  student: { id: number; cohort: number; status: number; warningLevel: number };
  passedCourseIds: ReadonlySet<number>;
  studying: readonly StudiedCourse[];
};

/** How long an instance keeps a student's profile (grades and standing are not edited on registration day). */
export const PROFILE_TTL_MS = 120_000;
/** Profiles kept at most per instance (the oldest go first). */
const MAX_PROFILES = 100_000;

/** Courses being studied, as 'semester:courseId' texts: a class held as a student, no result for it in that semester yet. */
const studyingOf = (studentId: SQL) =>
  sql<
    string[]
  >`array(select distinct m.semester || ':' || m.course_id from ${courseMembers} m where m.student_id = ${studentId} and m.role = 'student' and not exists (select 1 from ${studyResults} r where r.student_id = m.student_id and r.semester = m.semester and r.course_id = m.course_id))`;

/** One round trip: the standing, the passed courses and those being studied ($studentId, $rootId). */
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
      studying: studyingOf(sql`${sql.placeholder('studentId')}`),
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

type ProfileRow = {
  id: number;
  cohort: number;
  status: number;
  warningLevel: number;
  passed: (string | number)[];
  studying: string[];
};

/** The profiles of many students of a tenant in one statement ($1 ids, $2 root). */
const PROFILES = `
  select s.id, s.cohort, s.status, s.warning_level as "warningLevel",
    array(select distinct r.course_id from ${getTableName(studyResults)} r where r.student_id = s.id and r.is_passed) as passed,
    array(select distinct m.semester || ':' || m.course_id from ${getTableName(courseMembers)} m where m.student_id = s.id and m.role = 'student'
      and not exists (select 1 from ${getTableName(studyResults)} r where r.student_id = m.student_id and r.semester = m.semester and r.course_id = m.course_id)) as studying
  from ${getTableName(students)} s where s.id = any($1::bigint[]) and s.root_id = $2`;

/** Each instance's short-lived copy of student profiles, so a registration reads only its seat rows. */
export const createStudentProfiles = ({
  ttlMs = PROFILE_TTL_MS,
  isPostgres = false,
}: { ttlMs?: number; isPostgres?: boolean } = {}) => {
  const cache = new Map<string, { value: StudentProfile; until: number }>();
  // Reads outside a transaction are made together per turn of the event loop (a crowd's first calls), per database handle.
  const batchedReaders = new WeakMap<Db, ReturnType<typeof createBatchedReader<ProfileRow>>>();
  const batchedReader = (db: Db) => {
    const known = batchedReaders.get(db);
    if (known) return known;
    const reader = createBatchedReader<ProfileRow>({
      load: async (keys) => {
        const found = new Map<string, ProfileRow>();
        for (const [rootId, ids] of groupKeys(keys)) {
          const rows = await hotQuery({
            db,
            isPostgres,
            name: 'student_profiles',
            text: PROFILES,
            values: [ids, Number(rootId)],
          });
          for (const row of rows as unknown as ProfileRow[])
            found.set(`${rootId}:${Number(row.id)}`, { ...row, id: Number(row.id) });
        }
        return found;
      },
    });
    batchedReaders.set(db, reader);
    return reader;
  };

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
    // Inside a transaction the read goes on the transaction's own connection; outside, with the crowd's.
    const row =
      db instanceof PgTransaction
        ? (await profileQuery(db).execute({ studentId, rootId }))[0]
        : await batchedReader(db as Db).read(key);
    if (!row) return null;
    const { passed, studying, ...student } = row;
    const value = {
      student,
      passedCourseIds: new Set(passed.map(Number)),
      studying: studying.map((text) => {
        const [semester, courseId] = text.split(':');
        return { semester, courseId: Number(courseId) };
      }),
    };
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
