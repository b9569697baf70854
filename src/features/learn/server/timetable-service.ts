import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../../config/index';
import { localDate, periodRangeTime, pickCurrentSemester, weekdayIndex } from '../../../core/index';
import { teachingWeekOf } from '../shared/teaching-week';
import { courses } from './course-tables';
import { classes, timetableSlots } from './class-tables';
import { courseMembers } from './record-tables';
import { classRegistrations } from './registration-tables';
import { semesters } from './tables';
import { notFound } from '../../../server/http-errors';
import { timetableCacheKey } from './timetable-cache-keys';
import type { Role } from './timetable-cache-keys';

/** The rows that make a class the student's in a semester: a seat (student) or an assistant membership. */
const holdsWhere = ({ role, studentId, semester }: { role: Role; studentId: number; semester: string }) =>
  role === 'student'
    ? and(
        eq(classRegistrations.studentId, studentId),
        eq(classRegistrations.semester, semester),
        eq(classRegistrations.status, 'registered'),
      )
    : and(
        eq(courseMembers.studentId, studentId),
        eq(courseMembers.semester, semester),
        eq(courseMembers.role, 'assistant'),
      );

/** How long a timetable answer may be served from the cache (other instances without Redis see changes this late at most). */
const TIMETABLE_TTL_SECONDS = 30;

/** Timetables (own and as assistant), class lists, exam schedule and calendar export. */
export const createTimetableService = (app: FastifyInstance) => {
  // Semesters change a few times a year: each instance keeps them a minute.
  const semesterCache = new Map<number, { rows: (typeof semesters.$inferSelect)[]; until: number }>();
  const semestersOf = async (rootId: number) => {
    const hit = semesterCache.get(rootId);
    if (hit && hit.until > Date.now()) return hit.rows;
    const rows = await app.db.select().from(semesters).where(eq(semesters.rootId, rootId));
    semesterCache.set(rootId, { rows, until: Date.now() + 60_000 });
    return rows;
  };

  /** The asked semester, else the current one (SPEC §4 rule). */
  const semesterOf = async ({ tenant, semester }: { tenant: Institution; semester?: string }) => {
    const rows = await semestersOf(tenant.rootId);
    const found = semester ? rows.find((row) => row.semester === semester) : pickCurrentSemester(rows);
    if (!found) throw notFound(`Không có học kỳ ${semester ?? ''} / No such semester`);
    return found;
  };

  /** Ids of the classes a student sits in (registered) or assists, in a semester. */
  const classIdsOf = async ({
    studentId,
    semester,
    role,
  }: {
    studentId: number;
    semester: string;
    role: Role;
  }) => {
    if (role === 'student') {
      const rows = await app.db
        .select({ id: classRegistrations.classId })
        .from(classRegistrations)
        .where(holdsWhere({ role, studentId, semester }));
      return rows.map((row) => row.id);
    }
    const rows = await app.db
      .select({ id: courseMembers.classId })
      .from(courseMembers)
      .where(holdsWhere({ role, studentId, semester }));
    return rows.map((row) => row.id);
  };

  const loadClasses = async ({ ids }: { ids: number[] }) =>
    ids.length === 0
      ? []
      : app.db
          .select({ c: classes, credits: courses.credits })
          .from(classes)
          .innerJoin(courses, eq(courses.id, classes.courseId))
          .where(inArray(classes.id, ids))
          .orderBy(asc(classes.courseCode));

  /**
   * SPEC §7 student-timetable / student-assistant-timetable: the weekly slots with class names and
   * times, as the JSON text the route sends. The text is kept in the shared cache (TIMETABLE_TTL_SECONDS),
   * so a repeated read costs one cache lookup; registration changes drop the entry.
   */
  const timetableJson = async ({
    tenant,
    studentId,
    semester,
    role,
    serialize,
  }: {
    tenant: Institution;
    studentId: number;
    semester?: string;
    role: Role;
    serialize: (answer: unknown) => string;
  }) => {
    const term = await semesterOf({ tenant, semester });
    const key = timetableCacheKey({ rootId: tenant.rootId, studentId, role, semester: term.semester });
    // The teaching week is counted from the tenant's own today.
    const timeZone = tenant.registration.timezone;
    const build = async () => serialize(await readTimetable({ term, studentId, role, timeZone }));
    return cachedJson({ key, build });
  };

  /** The JSON text under `key` (this instance's copy, else the shared cache's), else built and kept TIMETABLE_TTL_SECONDS. */
  const cachedJson = ({ key, build }: { key: string; build: () => Promise<string> }) =>
    app.nearCache.get({ key, ttlSeconds: TIMETABLE_TTL_SECONDS, build });

  const readTimetable = async ({
    term,
    studentId,
    role,
    timeZone,
  }: {
    term: typeof semesters.$inferSelect;
    studentId: number;
    role: Role;
    timeZone: string;
  }) => {
    // One query: the slots of the classes held (or assisted) with their class names.
    const holds = holdsWhere({ role, studentId, semester: term.semester });
    const base = app.db
      .select({
        slot: timetableSlots,
        classCode: classes.classId,
        courseCode: classes.courseCode,
        courseName: classes.courseName,
        courseNameEn: classes.courseNameEn,
      })
      .from(timetableSlots)
      .innerJoin(classes, eq(classes.id, timetableSlots.classId));
    const rows = await (
      role === 'student'
        ? base.innerJoin(classRegistrations, eq(classRegistrations.classId, classes.id))
        : base.innerJoin(courseMembers, eq(courseMembers.classId, classes.id))
    )
      .where(holds)
      .orderBy(asc(timetableSlots.day), asc(timetableSlots.from));
    const data = rows.map(({ slot, classCode, courseCode, courseName, courseNameEn }) => ({
      ...slot,
      classCode,
      courseCode,
      courseName,
      courseNameEn,
      dayIndex: weekdayIndex(slot.day),
      ...periodRangeTime({ from: slot.from, to: slot.to }),
      role,
    }));
    const today = localDate({ now: new Date(), timeZone });
    return {
      data,
      total: data.length,
      semester: {
        semester: term.semester,
        name: term.name,
        nameEn: term.nameEn,
        startDate: term.startDate,
        endDate: term.endDate,
      },
      currentWeek: Math.max(1, teachingWeekOf({ semesterStart: term.startDate, date: today })),
    };
  };

  /** SPEC §7 student-classes: the student's classes of a semester (SPEC §3 Class). */
  const studentClasses = async ({
    tenant,
    studentId,
    semester,
  }: {
    tenant: Institution;
    studentId: number;
    semester?: string;
  }) => {
    const term = await semesterOf({ tenant, semester });
    return loadClasses({ ids: await classIdsOf({ studentId, semester: term.semester, role: 'student' }) });
  };

  /** The classes a student sits in (registered) or assists in a semester, with only what the exam schedule shows. */
  const infoRows = async ({
    studentId,
    semester,
    role,
  }: {
    studentId: number;
    semester: string;
    role: Role;
  }) => {
    const columns = {
      c: {
        id: classes.id,
        classId: classes.classId,
        courseId: classes.courseId,
        courseCode: classes.courseCode,
        courseName: classes.courseName,
        courseNameEn: classes.courseNameEn,
        classType: classes.classType,
        teacherName: classes.teacherName,
        semester: classes.semester,
        enrolled: classes.enrolled,
        capacity: classes.capacity,
        examDate: classes.examDate,
        examType: classes.examType,
        examNotes: classes.examNotes,
        examInfos: classes.examInfos,
      },
      credits: courses.credits,
    };
    const holds = holdsWhere({ role, studentId, semester });
    const query =
      role === 'student'
        ? app.db
            .select(columns)
            .from(classRegistrations)
            .innerJoin(classes, eq(classes.id, classRegistrations.classId))
            .where(holds)
        : app.db
            .select(columns)
            .from(courseMembers)
            .innerJoin(classes, eq(classes.id, courseMembers.classId))
            .where(holds);
    return query.innerJoin(courses, eq(courses.id, classes.courseId)).orderBy(asc(classes.courseCode));
  };

  /**
   * SPEC §7 student-class-info-list: each class (own and assisted) with role, seats and exam
   * sittings, as the JSON text the route sends (cached like the timetable, dropped on registration).
   */
  const classInfoJson = async ({
    tenant,
    studentId,
    semester,
    serialize,
  }: {
    tenant: Institution;
    studentId: number;
    semester?: string;
    serialize: (answer: unknown) => string;
  }) => {
    const term = await semesterOf({ tenant, semester });
    const key = timetableCacheKey({
      rootId: tenant.rootId,
      studentId,
      role: 'class-info',
      semester: term.semester,
    });
    return cachedJson({
      key,
      build: async () => {
        const rows = [];
        for (const role of ['student', 'assistant'] as const) {
          for (const { c, credits } of await infoRows({ studentId, semester: term.semester, role })) {
            rows.push({
              classId: c.id,
              classCode: c.classId,
              courseId: c.courseId,
              courseCode: c.courseCode,
              courseName: c.courseName,
              courseNameEn: c.courseNameEn,
              credits,
              classType: c.classType,
              teacherName: c.teacherName,
              role,
              semester: c.semester,
              studentNum: c.enrolled,
              capacity: c.capacity,
              examDate: c.examDate,
              examType: c.examType,
              examNotes: c.examNotes,
              examInfos: c.examInfos.map((exam) => ({
                ...exam,
                ...periodRangeTime({ from: exam.from, to: exam.to }),
              })),
            });
          }
        }
        return serialize({ data: rows, total: rows.length });
      },
    });
  };

  return {
    timetableJson,
    studentClasses,
    classInfoJson,
    semesterOf,
    semestersOf,
    classIdsOf,
    loadClasses,
  };
};

export type TimetableService = ReturnType<typeof createTimetableService>;
