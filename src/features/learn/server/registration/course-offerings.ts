import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Institution } from '../../../../config/index';
import type { Db } from '../../../../server/db/create-db';
import { foldedSearch } from '../../../../server/db/folded-search';
import type { Tx } from '../../../../server/db/in-transaction';
import { students } from '../../../people/shared/tables';
import { classes } from '../class-tables';
import { courses, programModuleCourses } from '../course-tables';
import { courseRegistrations } from '../registration-tables';
import { loadStudentContext } from './registration-context';
import type { RegistrationCaches } from './registration-context';

/** What the course list of course registration is asked. */
export type CourseOfferingsInput = {
  db: Db;
  caches: RegistrationCaches;
  isTestMode: boolean;
  tenant: Institution;
  studentId: number;
  query: {
    semester: string;
    search?: string;
    inProgram?: boolean;
    passed?: boolean;
    page: number;
    pageSize: number;
  };
};

/**
 * Courses with classes in a semester, with seats, prerequisites and my state; `passed` false
 * leaves out the courses I already passed, true lists only those.
 */
export const courseOfferings = async ({
  db,
  caches,
  isTestMode,
  tenant,
  studentId,
  query,
}: CourseOfferingsInput) => {
  const context = await db.transaction((tx: Tx) =>
    loadStudentContext({
      tx,
      caches,
      tenant,
      studentId,
      semester: query.semester,
      now: new Date(),
      isTestMode,
      freshProfile: true,
    }),
  );
  const passedIds = [...context.passedCourseIds];
  const byPassed =
    query.passed === undefined
      ? undefined
      : query.passed
        ? passedIds.length === 0
          ? sql`false`
          : inArray(courses.id, passedIds)
        : passedIds.length === 0
          ? undefined
          : notInArray(courses.id, passedIds);
  const [student] = await db
    .select({ programId: students.eduProgramId })
    .from(students)
    .where(eq(students.id, studentId));
  const offered = sql`exists (select 1 from ${classes} k where k.course_id = ${courses.id} and k.semester = ${query.semester})`;
  const inProgram = sql`exists (select 1 from ${programModuleCourses} p where p.course_id = ${courses.id} and p.program_id = ${student?.programId ?? -1})`;
  const matching = foldedSearch({
    columns: [courses.code, courses.name, courses.nameEn],
    search: query.search,
  });
  const where = and(
    eq(courses.rootId, tenant.rootId),
    offered,
    matching,
    query.inProgram ? inProgram : undefined,
    byPassed,
  );
  const [{ total }] = await db.select({ total: count() }).from(courses).where(where);
  const rows = await db
    .select({
      c: courses,
      classCount: sql<number>`(select count(*)::int from ${classes} k where k.course_id = ${courses.id} and k.semester = ${query.semester})`,
      seatsLeft: sql<number>`(select coalesce(sum(k.capacity - k.enrolled), 0)::int from ${classes} k where k.course_id = ${courses.id} and k.semester = ${query.semester})`,
      state: courseRegistrations.state,
      isInProgram: sql<boolean>`${inProgram}`,
      suggestedTerm: sql<number>`coalesce((select min(p.suggested_term) from ${programModuleCourses} p where p.course_id = ${courses.id} and p.program_id = ${student?.programId ?? -1}), -1)`,
    })
    .from(courses)
    .leftJoin(
      courseRegistrations,
      and(
        eq(courseRegistrations.courseId, courses.id),
        eq(courseRegistrations.studentId, studentId),
        eq(courseRegistrations.semester, query.semester),
      ),
    )
    .where(where)
    .orderBy(asc(courses.code))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const names = await caches.catalogue.courseNames({
    db: db,
    ids: rows.flatMap((r) => r.c.prerequisiteIds),
  });
  const data = rows.map(({ c, classCount, seatsLeft, state, isInProgram, suggestedTerm }) => ({
    id: c.id,
    code: c.code,
    name: c.name,
    nameEn: c.nameEn,
    credits: c.credits,
    creditInfo: c.creditInfo,
    courseType: c.courseType,
    departmentName: c.departmentName,
    prerequisites: c.prerequisiteIds.map((id) => ({
      id,
      code: names.get(id)?.code ?? '',
      name: names.get(id)?.name ?? '',
      isPassed: context.passedCourseIds.has(id),
      isStudying: !context.passedCourseIds.has(id) && context.studiedIds.has(id),
    })),
    classCount,
    seatsLeft,
    state: state ?? 0,
    isPassed: context.passedCourseIds.has(c.id),
    isStudying: !context.passedCourseIds.has(c.id) && context.studiedIds.has(c.id),
    inProgram: isInProgram === true,
    suggestedTerm,
  }));
  return { data, total };
};
