import type { CourseName } from '../../shared/registration-reasons';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../server/db/create-db';
import { classes } from '../class-tables';
import { courses } from '../course-tables';
import { semesters } from '../tables';
import type { Tx } from '../../../../server/db/in-transaction';
import { spreadExpiry } from '../../../../server/cache/spread-expiry';

/** What registration decisions read of a class and its course (seat counts are not here: they live in the database). */
export type CatalogueClass = {
  id: number;
  rootId: number;
  classId: string;
  courseId: number;
  courseCode: string;
  courseName: string;
  courseNameEn: string;
  classType: string;
  calendarInfo: string;
  status: number;
  studentYears: number[];
  semester: string;
  capacity: number;
  credits: number;
  prerequisiteIds: number[];
};

type Reader = Db | Tx;
type Timed<T> = { value: T; until: number };

/** How long an instance trusts its copy of the class catalogue (class times, types, credits change between terms, not during registration). */
export const CATALOGUE_TTL_MS = 60_000;

/**
 * Each instance's copy of the registration catalogue: classes with their course credits and
 * prerequisites, course names, and whether a semester takes enrolments. Registration-day requests
 * then read only the student's own rows and the seat counter from the database. Entries expire
 * after CATALOGUE_TTL_MS; `forget` drops them at once (e.g. after an edit on this instance).
 */
export const createClassCatalogue = ({ ttlMs = CATALOGUE_TTL_MS }: { ttlMs?: number } = {}) => {
  const byId = new Map<number, Timed<CatalogueClass>>();
  const names = new Map<number, Timed<CourseName>>();
  const open = new Map<string, Timed<boolean>>();
  const fresh = <T>(entry: Timed<T> | undefined, now: number) =>
    entry && entry.until > now ? entry.value : undefined;

  /** Loads under way, per class id: parallel requests missing the same class share one query. */
  const loading = new Map<number, Promise<void>>();
  const load = async ({ db, ids }: { db: Reader; ids: number[] }) => {
    const now = Date.now();
    const rows = await db
      .select({
        id: classes.id,
        rootId: classes.rootId,
        classId: classes.classId,
        courseId: classes.courseId,
        courseCode: classes.courseCode,
        courseName: classes.courseName,
        courseNameEn: classes.courseNameEn,
        classType: classes.classType,
        calendarInfo: classes.calendarInfo,
        status: classes.status,
        studentYears: classes.studentYears,
        semester: classes.semester,
        capacity: classes.capacity,
        credits: courses.credits,
        prerequisiteIds: courses.prerequisiteIds,
      })
      .from(classes)
      .innerJoin(courses, eq(courses.id, classes.courseId))
      .where(inArray(classes.id, ids));
    for (const row of rows) byId.set(row.id, { value: row, until: now + spreadExpiry(ttlMs) });
  };

  /** The classes of `ids` in the tenant, in the order asked; ids not found are left out. */
  const classesOf = async ({
    db,
    rootId,
    ids,
  }: {
    db: Reader;
    rootId: number;
    ids: readonly number[];
  }): Promise<CatalogueClass[]> => {
    const now = Date.now();
    const misses = [...new Set(ids.filter((id) => fresh(byId.get(id), now) === undefined))];
    if (misses.length > 0) {
      const toLoad = misses.filter((id) => !loading.has(id));
      if (toLoad.length > 0) {
        const pending = load({ db, ids: toLoad }).finally(() => {
          for (const id of toLoad) loading.delete(id);
        });
        for (const id of toLoad) loading.set(id, pending);
      }
      // A shared load that failed (e.g. its request's transaction ended) is not this request's answer: load what is still missing.
      await Promise.all(misses.map((id) => loading.get(id)?.catch(() => undefined)));
      const stillMissing = misses.filter((id) => fresh(byId.get(id), Date.now()) === undefined);
      if (stillMissing.length > 0) await load({ db, ids: stillMissing });
    }
    return ids
      .map((id) => byId.get(id)?.value)
      .filter((row): row is CatalogueClass => row !== undefined && row.rootId === rootId);
  };

  /** Code and name of courses (prerequisite explanations). */
  const courseNames = async ({ db, ids }: { db: Reader; ids: readonly number[] }) => {
    const now = Date.now();
    const misses = ids.filter((id) => fresh(names.get(id), now) === undefined);
    if (misses.length > 0) {
      const rows = await db
        .select({ id: courses.id, code: courses.code, name: courses.name, nameEn: courses.nameEn })
        .from(courses)
        .where(inArray(courses.id, [...new Set(misses)]));
      for (const row of rows)
        names.set(row.id, {
          value: { code: row.code, name: row.name, nameEn: row.nameEn },
          until: now + spreadExpiry(ttlMs),
        });
    }
    return new Map(
      ids.flatMap((id) => {
        const entry = names.get(id);
        return entry ? [[id, entry.value] as const] : [];
      }),
    );
  };

  /** Whether the semester takes enrolments (SPEC §3 canEnrol). */
  const isSemesterOpen = async ({
    db,
    rootId,
    semester,
  }: {
    db: Reader;
    rootId: number;
    semester: string;
  }) => {
    const key = `${rootId}:${semester}`;
    const now = Date.now();
    const hit = fresh(open.get(key), now);
    if (hit !== undefined) return hit;
    const [row] = await db
      .select({ canEnrol: semesters.canEnrol })
      .from(semesters)
      .where(and(eq(semesters.rootId, rootId), eq(semesters.semester, semester)));
    const value = row?.canEnrol === true;
    open.set(key, { value, until: now + ttlMs });
    return value;
  };

  const forget = () => {
    byId.clear();
    names.clear();
    open.clear();
  };

  return { classesOf, courseNames, isSemesterOpen, forget };
};

export type ClassCatalogue = ReturnType<typeof createClassCatalogue>;
