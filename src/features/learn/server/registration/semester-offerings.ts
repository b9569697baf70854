import { and, asc, eq, sql } from 'drizzle-orm';
import { students } from '../../../people/shared/tables';
import type { Db } from '../../../../server/db/create-db';
import { spreadExpiry } from '../../../../server/cache/spread-expiry';
import type { BrowsableClass } from '../../shared/class-offering-filter';
import { normaliseSearchText } from '../../../../core/search-text';
import { calendarEntriesOf, classTypeNames } from '../class-views';
import { classes } from '../class-tables';
import { courses, programModuleCourses } from '../course-tables';
import { CATALOGUE_TTL_MS } from './class-catalogue';

/** A class of a semester as the class list shows it (seats and the student's status are added per request). */
export type OfferingEntry = BrowsableClass & {
  courseName: string;
  courseNameEn: string;
  credits: number;
  classTypeName: string;
  classTypeNameEn: string;
  teacherName: string;
  calendarInfo: string;
  calendarEntries: ReturnType<typeof calendarEntriesOf>;
  status: number;
  studentYears: number[];
  examDate: string;
  semester: string;
};

/** How long the "seats left" snapshot of a semester is shared by the requests of an instance. */
export const SEATS_SNAPSHOT_MS = 1000;
/** Students whose programme an instance remembers at most (the oldest go first). */
const MAX_PROGRAMS = 100_000;

type Timed<T> = { value: T; until: number };

/** A map of values kept for a time, where parallel requests missing the same key share one load. */
const timedLoads = <K, V>() => {
  const kept = new Map<K, Timed<V>>();
  const loading = new Map<K, Promise<V>>();
  const get = async ({ key, ttlMs, load }: { key: K; ttlMs: number; load: () => Promise<V> }) => {
    const hit = kept.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const pending = loading.get(key);
    if (pending) return pending;
    const started = load()
      .then((value) => {
        kept.delete(key);
        if (kept.size >= MAX_PROGRAMS) kept.delete(kept.keys().next().value as K);
        kept.set(key, { value, until: Date.now() + ttlMs });
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, started);
    return started;
  };
  return { get, clear: () => kept.clear() };
};

/**
 * Each instance's copy of what the class list browses: the classes of a semester with course
 * names (vi, en) and credits and their normalised search texts, the courses of each programme and
 * each student's programme (for CATALOGUE_TTL_MS, like the registration catalogue), and a
 * semester-wide "seats left" snapshot for SEATS_SNAPSHOT_MS. Filtering and paging then cost no
 * query; the rows shown get live seat counts (live-seats.ts).
 */
export const createSemesterOfferings = ({ db, ttlMs = CATALOGUE_TTL_MS }: { db: Db; ttlMs?: number }) => {
  const semesterClasses = timedLoads<string, OfferingEntry[]>();
  const programCourses = timedLoads<number, ReadonlySet<number>>();
  const programs = timedLoads<number, number | null>();
  const seatSnapshots = timedLoads<string, ReadonlySet<number>>();

  const withSeats = db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.rootId, sql.placeholder('rootId')),
        eq(classes.semester, sql.placeholder('semester')),
        sql`${classes.enrolled} < ${classes.capacity}`,
      ),
    )
    .prepare('semester_classes_with_seats');

  const loadClasses = async ({ rootId, semester }: { rootId: number; semester: string }) => {
    const rows = await db
      .select({ c: classes, credits: courses.credits, courseNameEn: courses.nameEn })
      .from(classes)
      .innerJoin(courses, eq(courses.id, classes.courseId))
      .where(and(eq(classes.rootId, rootId), eq(classes.semester, semester)))
      .orderBy(asc(classes.courseCode), asc(classes.classId));
    return rows.map(({ c, credits, courseNameEn }): OfferingEntry => {
      const calendarEntries = calendarEntriesOf(c.calendarInfo);
      return {
        id: c.id,
        classId: c.classId,
        courseId: c.courseId,
        courseCode: c.courseCode,
        courseName: c.courseName,
        courseNameEn,
        credits,
        classType: c.classType,
        ...classTypeNames(c.classType),
        teacherName: c.teacherName,
        calendarInfo: c.calendarInfo,
        calendarEntries,
        status: c.status,
        studentYears: c.studentYears,
        examDate: c.examDate,
        semester: c.semester,
        searchText: normaliseSearchText(
          [c.classId, c.courseCode, c.courseName, courseNameEn, c.teacherName].join(' '),
        ),
        teacherText: normaliseSearchText(c.teacherName),
        meetings: calendarEntries.map(({ day, from, to }) => ({ day, from, to })),
      };
    });
  };

  /** The classes of a semester of a tenant, by course code and class code. */
  const classesOf = ({ rootId, semester }: { rootId: number; semester: string }) =>
    semesterClasses.get({
      key: `${rootId}:${semester}`,
      ttlMs: spreadExpiry(ttlMs),
      load: () => loadClasses({ rootId, semester }),
    });

  /** The student's programme's courses, or null for a student without a programme. */
  const programCoursesOf = async ({ rootId, studentId }: { rootId: number; studentId: number }) => {
    const programId = await programs.get({
      key: studentId,
      ttlMs: spreadExpiry(ttlMs),
      load: async () => {
        const [row] = await db
          .select({ programId: students.eduProgramId })
          .from(students)
          .where(and(eq(students.id, studentId), eq(students.rootId, rootId)));
        return row && row.programId > 0 ? row.programId : null;
      },
    });
    if (programId === null) return null;
    return programCourses.get({
      key: programId,
      ttlMs: spreadExpiry(ttlMs),
      load: async () =>
        new Set(
          (
            await db
              .select({ courseId: programModuleCourses.courseId })
              .from(programModuleCourses)
              .where(eq(programModuleCourses.programId, programId))
          ).map((row) => row.courseId),
        ),
    });
  };

  /** Ids of the semester's classes with a seat left, as read at most SEATS_SNAPSHOT_MS ago. */
  const withSeatsOf = ({ rootId, semester }: { rootId: number; semester: string }) =>
    seatSnapshots.get({
      key: `${rootId}:${semester}`,
      ttlMs: SEATS_SNAPSHOT_MS,
      load: async () => new Set((await withSeats.execute({ rootId, semester })).map((row) => row.id)),
    });

  const forget = () => {
    semesterClasses.clear();
    programCourses.clear();
    programs.clear();
    seatSnapshots.clear();
  };

  return { classesOf, programCoursesOf, withSeatsOf, forget };
};

export type SemesterOfferings = ReturnType<typeof createSemesterOfferings>;
