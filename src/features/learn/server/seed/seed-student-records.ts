import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { parseCalendarInfo } from '../../../../core/index';
import type { CalendarEntry } from '../../../../core/index';
import { students } from '../../../people/shared/tables';
import type { SeedContext } from '../../../../server/db/seed/seed-context';
import { computeStanding } from '../../shared/academic-standing';
import { entriesClash } from '../../shared/schedule-conflicts';
import { classes } from '../class-tables';
import { courses, eduPrograms, programModuleCourses } from '../course-tables';
import { academicResults, courseMembers, studyResults } from '../record-tables';
import { classRegistrations, courseRegistrations } from '../registration-tables';
import { bulkInsert } from './bulk-insert';
import { gradeAttempt, semesterOfTerm, termOfSemester } from './student-marks';
import type { ProgramCourse } from './student-marks';

/** The demo account's student code in every tenant. */
const DEMO_CODE = '20230001';
const CURRENT = '20261';
const NEXT = '20262';

type OpenClass = {
  id: number;
  classId: string;
  courseId: number;
  capacity: number;
  taken: number;
  entries: CalendarEntry[];
  studentYears: number[];
};

/** Picks a class of a course that fits the student's week and still has a seat. */
const pickClass = ({ options, held }: { options: OpenClass[]; held: CalendarEntry[] }) =>
  options.find(
    (option) =>
      option.taken < option.capacity &&
      option.entries.every((entry) => held.every((other) => !entriesClash(entry, other))),
  );

/**
 * Per-student learning records (runs after people and auth): programme of every student, and for
 * the demo student plus a few hundred others a full grade history, academic results, a current
 * timetable (20261) with course memberships, one assistant role, and two full 20262 classes.
 */
export const seedStudentRecords = async ({
  db,
  tenant,
  faker,
  scale,
}: Pick<SeedContext, 'db' | 'tenant' | 'faker' | 'scale'>) => {
  const rootId = tenant.rootId;
  await db.execute(sql`update students s set edu_program_id = p.id from edu_programs p
    where s.root_id = ${rootId} and p.root_id = s.root_id and p.department_id = s.department_id and p.major_name = s.major_name`);
  const subsetSize = Math.min(scale.students, 200);
  const cohortRows = await db
    .select({
      id: students.id,
      code: students.studentCode,
      name: students.fullName,
      cohort: students.cohort,
      programId: students.eduProgramId,
    })
    .from(students)
    .where(eq(students.rootId, rootId))
    .orderBy(asc(students.id))
    .limit(subsetSize);
  const demo =
    cohortRows.find((s) => s.code === DEMO_CODE) ??
    (
      await db
        .select({
          id: students.id,
          code: students.studentCode,
          name: students.fullName,
          cohort: students.cohort,
          programId: students.eduProgramId,
        })
        .from(students)
        .where(and(eq(students.rootId, rootId), eq(students.studentCode, DEMO_CODE)))
    )[0];
  const subset = demo && !cohortRows.some((s) => s.id === demo.id) ? [demo, ...cohortRows] : cohortRows;

  const programCourses = await db
    .select({
      programId: programModuleCourses.programId,
      courseId: courses.id,
      code: courses.code,
      name: courses.name,
      nameEn: courses.nameEn,
      credits: courses.credits,
      processWeight: courses.processWeight,
      term: programModuleCourses.suggestedTerm,
      semesterCount: eduPrograms.semesterCount,
    })
    .from(programModuleCourses)
    .innerJoin(courses, eq(courses.id, programModuleCourses.courseId))
    .innerJoin(eduPrograms, eq(eduPrograms.id, programModuleCourses.programId))
    .where(eq(programModuleCourses.rootId, rootId));
  const byProgram = new Map<number, ProgramCourse[]>();
  for (const row of programCourses)
    byProgram.set(row.programId, [...(byProgram.get(row.programId) ?? []), row]);

  const classRows = await db
    .select({
      id: classes.id,
      classId: classes.classId,
      courseId: classes.courseId,
      capacity: classes.capacity,
      calendarInfo: classes.calendarInfo,
      semester: classes.semester,
      studentYears: classes.studentYears,
    })
    .from(classes)
    .where(and(eq(classes.rootId, rootId), inArray(classes.semester, [CURRENT, NEXT])))
    .orderBy(asc(classes.id));
  const openBySemester = new Map<string, Map<number, OpenClass[]>>([
    [CURRENT, new Map()],
    [NEXT, new Map()],
  ]);
  for (const row of classRows) {
    const map = openBySemester.get(row.semester) as Map<number, OpenClass[]>;
    map.set(row.courseId, [
      ...(map.get(row.courseId) ?? []),
      { ...row, taken: 0, entries: parseCalendarInfo(row.calendarInfo).entries },
    ]);
  }
  const current = openBySemester.get(CURRENT) as Map<number, OpenClass[]>;

  const resultRows: (ReturnType<typeof gradeAttempt> & { rootId: number; studentId: number })[] = [];
  const standingRows: (typeof academicResults.$inferInsert)[] = [];
  const registrationRows: (typeof classRegistrations.$inferInsert)[] = [];
  const planRows: (typeof courseRegistrations.$inferInsert)[] = [];
  const memberRows: (typeof courseMembers.$inferInsert)[] = [];
  /** A registered seat: the seat row, the course in the student's plan, the class membership. */
  const seat = (at: { studentId: number; classId: number; courseId: number; semester: string }) => {
    registrationRows.push({ rootId, ...at, status: 'registered' });
    planRows.push({
      rootId,
      studentId: at.studentId,
      courseId: at.courseId,
      semester: at.semester,
      state: 1,
    });
    memberRows.push({ rootId, ...at, role: 'student' });
  };
  const heldOf = new Map<number, CalendarEntry[]>();

  for (const student of subset) {
    const plan = byProgram.get(student.programId) ?? [];
    const currentTerm = termOfSemester({ cohort: student.cohort, semester: CURRENT });
    const ability =
      student.id === demo?.id
        ? 8.1
        : Math.min(9.4, Math.max(4.2, faker.number.float({ min: 4.6, max: 9.2 })));
    const own: ReturnType<typeof gradeAttempt>[] = [];
    for (let term = 1; term < currentTerm; term += 1) {
      const semester = semesterOfTerm({ cohort: student.cohort, term });
      for (const course of plan.filter((c) => c.term === term))
        own.push(gradeAttempt({ faker, course, semester, ability, isRetake: false }));
      const failed = own.filter(
        (r) =>
          !r.isPassed &&
          !r.isRetake &&
          termOfSemester({ cohort: student.cohort, semester: r.semester }) === term - 2,
      );
      for (const attempt of failed) {
        const course = plan.find((c) => c.courseId === attempt.courseId) as ProgramCourse;
        own.push(gradeAttempt({ faker, course, semester, ability, isRetake: true }));
      }
    }
    resultRows.push(...own.map((r) => ({ ...r, rootId, studentId: student.id })));
    for (const standing of computeStanding(own)) {
      const { ranking: _ranking, ...values } = standing;
      standingRows.push({ rootId, studentId: student.id, ...values, warningLevel: standing.gpa < 1 ? 1 : 0 });
    }
    const held: CalendarEntry[] = [];
    const passedIds = new Set(own.filter((r) => r.isPassed).map((r) => r.courseId));
    const wanted = [
      ...plan.filter((c) => c.term === currentTerm),
      ...plan.filter((c) => c.term < currentTerm && !passedIds.has(c.courseId)),
      ...plan.filter((c) => c.term > currentTerm).sort((a, b) => a.term - b.term),
    ];
    let credits = 0;
    for (const course of wanted) {
      if (credits >= 16 || held.length >= 12) break;
      const klass = pickClass({
        options: (current.get(course.courseId) ?? []).filter(
          (o) => o.studentYears.length === 0 || o.studentYears.includes(student.cohort),
        ),
        held,
      });
      if (!klass) continue;
      klass.taken += 1;
      credits += course.credits;
      held.push(...klass.entries);
      seat({ studentId: student.id, classId: klass.id, courseId: course.courseId, semester: CURRENT });
    }
    heldOf.set(student.id, held);
  }

  // Student assistants: the demo student assists one class that fits their week; others a few more.
  const assistants = demo
    ? [demo, ...subset.filter((s) => s.cohort <= 2023 && s.id !== demo.id).slice(0, 30)]
    : [];
  const assisted = new Set<number>();
  const assistantOf = new Map<number, { id: number; name: string }>();
  for (const assistant of assistants) {
    const held = heldOf.get(assistant.id) ?? [];
    const passed = new Set(
      resultRows.filter((r) => r.studentId === assistant.id && r.isPassed).map((r) => r.courseId),
    );
    const klass = [...current.values()]
      .flat()
      .find(
        (o) =>
          passed.has(o.courseId) &&
          !assisted.has(o.id) &&
          o.entries.length > 0 &&
          o.entries.every((e) => held.every((h) => !entriesClash(e, h))),
      );
    if (!klass) continue;
    assisted.add(klass.id);
    assistantOf.set(klass.id, { id: assistant.id, name: assistant.name });
    memberRows.push({
      rootId,
      courseId: klass.courseId,
      classId: klass.id,
      studentId: assistant.id,
      semester: CURRENT,
      role: 'assistant',
      contact: `${assistant.code}@sv.${tenant.code}.edu.vn`,
      officeHours: 'Thứ 4, 17:00-18:00',
    });
  }

  if (assistantOf.size > 0) {
    const updates = JSON.stringify(
      [...assistantOf].map(([classId, a]) => ({ class_id: classId, ids: [a.id], names: [a.name] })),
    );
    await db.execute(sql`update classes c set assistant_ids = u.ids, assistant_names = u.names
      from jsonb_to_recordset(${updates}::jsonb) as u(class_id bigint, ids jsonb, names jsonb) where c.id = u.class_id`);
  }

  // Two classes of the demo student's next-term courses are already full (waiting-list demo).
  if (demo) {
    const nextTerm = termOfSemester({ cohort: demo.cohort, semester: NEXT });
    const next = openBySemester.get(NEXT) as Map<number, OpenClass[]>;
    // Students past their first year (the demo accounts of other cohorts first, so a browser test
    // can sign in as a holder): a first-year must not be seated in a later-year class whose
    // prerequisites it lacks.
    const firstYearCohort = Number(CURRENT.slice(0, 4));
    const fillers = subset.filter((s) => s.id !== demo.id && s.cohort < firstYearCohort);
    const full = (byProgram.get(demo.programId) ?? [])
      .filter(
        (c) =>
          c.term === nextTerm &&
          !registrationRows.some((r) => r.studentId === demo.id && r.courseId === c.courseId),
      )
      .map((c) => next.get(c.courseId)?.[0])
      .filter((k): k is OpenClass => Boolean(k))
      .slice(0, 2);
    for (const [index, klass] of full.entries()) {
      await db.update(classes).set({ capacity: 2 }).where(eq(classes.id, klass.id));
      for (const filler of fillers.slice(index * 2, index * 2 + 2))
        seat({ studentId: filler.id, classId: klass.id, courseId: klass.courseId, semester: NEXT });
    }
  }

  await bulkInsert({ db, table: studyResults, rows: resultRows });
  await bulkInsert({ db, table: academicResults, rows: standingRows });
  await bulkInsert({ db, table: classRegistrations, rows: registrationRows });
  await bulkInsert({ db, table: courseRegistrations, rows: planRows });
  await bulkInsert({ db, table: courseMembers, rows: memberRows });
  await db.execute(
    sql`update classes c set enrolled = r.n from (select class_id, count(*)::int as n from class_registrations where root_id = ${rootId} and status = 'registered' group by class_id) r where c.id = r.class_id`,
  );
};
