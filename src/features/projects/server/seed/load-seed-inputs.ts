import { and, asc, eq, inArray } from 'drizzle-orm';
import { courses, semesters } from '../../../learn/server/tables';
import { eduUnits } from '../../../org/shared/tables';
import { students, teachers } from '../../../people/shared/tables';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { fieldOf } from './field-vocabulary';
import type { Field } from './field-vocabulary';

/** A department's canonical course for each kind of project (-1 when the catalogue has none). */
export type ProjectCourses = {
  project: number;
  intern: number;
  graduationIntern: number;
  graduation: number;
};

/** What the projects seed reads from the seeds before it (org, learn, people). */
export const loadSeedInputs = async ({ db, tenant }: Pick<SeedContext, 'db' | 'tenant'>) => {
  const rootId = tenant.rootId;
  const departmentRows = await db
    .select({ id: eduUnits.id, name: eduUnits.name })
    .from(eduUnits)
    .where(and(eq(eduUnits.rootId, rootId), eq(eduUnits.type, 3)))
    .orderBy(asc(eduUnits.id));
  const courseRows = await db
    .select({
      id: courses.id,
      code: courses.code,
      name: courses.name,
      type: courses.courseType,
      departmentId: courses.departmentId,
    })
    .from(courses)
    .where(and(eq(courses.rootId, rootId), inArray(courses.courseType, [1, 2, 3])))
    .orderBy(asc(courses.id));
  const departments = departmentRows.map((department) => {
    const own = courseRows.filter((course) => course.departmentId === department.id);
    const first = (test: (course: (typeof own)[number]) => boolean) => own.find(test)?.id ?? -1;
    const projectCourses: ProjectCourses = {
      project: first((course) => course.type === 1),
      intern: first((course) => course.type === 3 && course.name.startsWith('Thực tập kỹ thuật')),
      graduationIntern: first((course) => course.type === 3 && course.name.startsWith('Thực tập tốt nghiệp')),
      graduation: first((course) => course.type === 2),
    };
    return {
      ...department,
      field: fieldOf({ tenantCode: tenant.code, name: department.name }) as Field,
      projectCourses,
    };
  });
  const teacherRows = await db
    .select({
      id: teachers.id,
      code: teachers.code,
      fullName: teachers.fullName,
      email: teachers.email,
      title: teachers.title,
      departmentId: teachers.departmentId,
    })
    .from(teachers)
    .where(eq(teachers.rootId, rootId))
    .orderBy(asc(teachers.id));
  const studentRows = await db
    .select({
      id: students.id,
      code: students.studentCode,
      fullName: students.fullName,
      cohort: students.cohort,
      status: students.status,
      departmentId: students.departmentId,
      majorId: students.majorId,
      programId: students.eduProgramId,
    })
    .from(students)
    .where(eq(students.rootId, rootId))
    .orderBy(asc(students.id));
  const semesterRows = await db
    .select({
      semester: semesters.semester,
      startDate: semesters.startDate,
      endDate: semesters.endDate,
      isCurrent: semesters.isCurrentForClass,
    })
    .from(semesters)
    .where(eq(semesters.rootId, rootId))
    .orderBy(asc(semesters.semester));
  const current = semesterRows.find((row) => row.isCurrent) ?? semesterRows.at(-1);
  if (!current) throw new Error(`projects seed: tenant ${tenant.code} has no semesters`);
  const courseNames = new Map(
    courseRows.map((course) => [course.id, { code: course.code, name: course.name }]),
  );
  return {
    departments,
    teachers: teacherRows,
    students: studentRows,
    semesters: semesterRows,
    current,
    courseNames,
  };
};

/** The projects seed's inputs. */
export type SeedInputs = Awaited<ReturnType<typeof loadSeedInputs>>;
