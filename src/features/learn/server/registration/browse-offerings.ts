import type { Institution } from '../../../../config/index';
import type { Db } from '../../../../server/db/create-db';
import { selectOfferings } from '../../shared/class-offering-filter';
import type { OfferingFilter } from '../../shared/class-offering-filter';
import type { createLiveSeats } from './live-seats';
import { readState } from './read-state';
import type { RegistrationCaches } from './registration-context';
import { createSemesterOfferings } from './semester-offerings';
import type { OfferingEntry } from './semester-offerings';
import { waitlistPosition } from './waitlist-position';

/** Filters and page of the class list. */
export type OfferingQuery = OfferingFilter & { semester: string; page: number; pageSize: number };

/** A course with classes in a semester (the class list's course filter). */
export type OfferedCourse = {
  courseId: number;
  courseCode: string;
  courseName: string;
  courseNameEn: string;
  credits: number;
  classCount: number;
  inProgram: boolean;
};

/**
 * The class list a student browses: filters and paging over the instance's copy of the semester
 * (semester-offerings.ts), then live seats of the rows shown and the student's own seats and
 * waiting places, read fresh (one statement each, shared with the students asking at the same
 * moment).
 */
export const createOfferingBrowser = ({
  db,
  isPostgres,
  caches,
  seats,
}: {
  db: Db;
  isPostgres: boolean;
  caches: RegistrationCaches;
  seats: ReturnType<typeof createLiveSeats>;
}) => {
  const semesterOfferings = createSemesterOfferings({ db });

  const row = ({
    entry,
    live,
    mine,
    position,
    programCourseIds,
  }: {
    entry: OfferingEntry;
    live: { capacity: number; studentNum: number; waitlistCount: number } | undefined;
    mine: string | undefined;
    position: number | null;
    programCourseIds: ReadonlySet<number> | null;
  }) => {
    const { searchText: _searchText, teacherText: _teacherText, meetings: _meetings, ...shown } = entry;
    const capacity = live?.capacity ?? 0;
    const studentNum = live?.studentNum ?? 0;
    return {
      ...shown,
      capacity,
      studentNum,
      waitlistCount: live?.waitlistCount ?? 0,
      seatsLeft: Math.max(0, capacity - studentNum),
      inProgram: programCourseIds?.has(entry.courseId) ?? false,
      myStatus: mine ?? 'none',
      myPosition: position,
    };
  };

  /** A page of the classes passing the filters, the student's programme first, and how many pass. */
  const offerings = async ({
    tenant,
    studentId,
    query,
  }: {
    tenant: Institution;
    studentId: number;
    query: OfferingQuery;
  }) => {
    const at = { rootId: tenant.rootId, semester: query.semester };
    const [all, programCourseIds, withSeats] = await Promise.all([
      semesterOfferings.classesOf(at),
      semesterOfferings.programCoursesOf({ rootId: tenant.rootId, studentId }),
      query.hasSeats ? semesterOfferings.withSeatsOf(at) : null,
    ]);
    const selected = selectOfferings({
      classes: all,
      filter: query,
      programCourseIds,
      hasSeat: (id) => withSeats?.has(id) ?? true,
    });
    const shown = selected.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    const [live, state] = await Promise.all([
      seats({ tenant, ids: shown.map((c) => c.id) }),
      readState({ hot: { db, isPostgres }, caches, studentId, semester: query.semester }),
    ]);
    const liveById = new Map(live.map((seat) => [seat.id, seat]));
    const mineById = new Map(state.rows.map((seat) => [seat.classId, seat]));
    const data = await Promise.all(
      shown.map(async (entry) => {
        const mine = mineById.get(entry.id);
        const position =
          mine?.status === 'waitlisted' && mine.waitSeq !== null
            ? await waitlistPosition({ tx: db, classId: entry.id, waitSeq: mine.waitSeq })
            : null;
        return row({ entry, live: liveById.get(entry.id), mine: mine?.status, position, programCourseIds });
      }),
    );
    return { data, total: selected.length };
  };

  /** The courses with classes in a semester, the student's programme first, then by code. */
  const courses = async ({
    tenant,
    studentId,
    semester,
    inProgram,
  }: {
    tenant: Institution;
    studentId: number;
    semester: string;
    inProgram?: boolean;
  }) => {
    const [all, programCourseIds] = await Promise.all([
      semesterOfferings.classesOf({ rootId: tenant.rootId, semester }),
      semesterOfferings.programCoursesOf({ rootId: tenant.rootId, studentId }),
    ]);
    const byCourse = new Map<number, OfferedCourse>();
    for (const entry of all) {
      const known = byCourse.get(entry.courseId);
      if (known) known.classCount += 1;
      else
        byCourse.set(entry.courseId, {
          courseId: entry.courseId,
          courseCode: entry.courseCode,
          courseName: entry.courseName,
          courseNameEn: entry.courseNameEn,
          credits: entry.credits,
          classCount: 1,
          inProgram: programCourseIds?.has(entry.courseId) ?? false,
        });
    }
    const list = [...byCourse.values()].filter(
      (course) => !inProgram || programCourseIds === null || course.inProgram,
    );
    return [...list.filter((c) => c.inProgram), ...list.filter((c) => !c.inProgram)];
  };

  return { offerings, courses, forget: semesterOfferings.forget };
};
