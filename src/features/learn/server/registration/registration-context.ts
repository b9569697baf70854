import { and, eq, inArray } from 'drizzle-orm';
import type { Institution } from '../../../../config/index';
import { students } from '../../../people/server/tables';
import { creditBoundsFor } from '../../shared/credit-limits';
import { decideWindow } from '../../shared/registration-window';
import type { WindowDecision } from '../../shared/registration-window';
import type { HeldClass } from '../../shared/class-choice';
import { classes } from '../class-tables';
import { courses } from '../course-tables';
import { studyResults } from '../record-tables';
import { classRegistrations } from '../registration-tables';
import { semesters } from '../tables';
import type { Tx } from './tx';

/** What registration decisions need to know about a student in a semester (read inside the lock). */
export type StudentContext = Awaited<ReturnType<typeof loadStudentContext>>;

/** The window that applies: config windows per cohort; TEST_MODE keeps registration open. */
export const windowFor = ({ tenant, cohort, now, isTestMode }: { tenant: Institution; cohort: number; now: Date; isTestMode: boolean }): WindowDecision =>
  isTestMode ? { isOpen: true, window: { cohorts: [cohort], opensAt: now.toISOString(), closesAt: now.toISOString() } } : decideWindow({ windows: tenant.registration.windows, cohort, now });

/** Classes a student holds (registered or waitlisted) in a semester, with their course credits. */
export const loadHeld = async ({ tx, studentId, semester }: { tx: Tx; studentId: number; semester: string }): Promise<HeldClass[]> =>
  tx
    .select({
      id: classes.id, classId: classes.classId, courseId: classes.courseId, courseName: classes.courseName, classType: classes.classType,
      calendarInfo: classes.calendarInfo, credits: courses.credits, status: classRegistrations.status,
    })
    .from(classRegistrations)
    .innerJoin(classes, eq(classes.id, classRegistrations.classId))
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .where(and(eq(classRegistrations.studentId, studentId), eq(classRegistrations.semester, semester)));

/** Student, held classes, passed courses, credit bounds, window and whether the semester takes enrolments. */
export const loadStudentContext = async ({ tx, tenant, studentId, semester, now, isTestMode }: { tx: Tx; tenant: Institution; studentId: number; semester: string; now: Date; isTestMode: boolean }) => {
  const [student] = await tx
    .select({ id: students.id, cohort: students.cohort, status: students.status, warningLevel: students.warningLevel })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.rootId, tenant.rootId)));
  if (!student) throw new Error(`student ${studentId} is not in tenant ${tenant.code}`);
  // One connection per transaction: queries run one after the other.
  const held = await loadHeld({ tx, studentId, semester });
  const passed = await tx.selectDistinct({ courseId: studyResults.courseId }).from(studyResults).where(and(eq(studyResults.studentId, studentId), eq(studyResults.isPassed, true)));
  const semesterRows = await tx.select({ canEnrol: semesters.canEnrol }).from(semesters).where(and(eq(semesters.rootId, tenant.rootId), eq(semesters.semester, semester)));
  return {
    student,
    held,
    passedCourseIds: new Set(passed.map((row) => row.courseId)),
    bounds: creditBoundsFor({ credits: tenant.registration.credits, warningLevel: student.warningLevel }),
    window: windowFor({ tenant, cohort: student.cohort, now, isTestMode }),
    isSemesterOpen: semesterRows[0]?.canEnrol === true,
  };
};

/** Code and name of some courses (prerequisite explanations). */
export const loadCourseNames = async ({ tx, ids }: { tx: Tx; ids: number[] }) => {
  if (ids.length === 0) return new Map<number, { code: string; name: string }>();
  const rows = await tx.select({ id: courses.id, code: courses.code, name: courses.name }).from(courses).where(inArray(courses.id, ids));
  return new Map(rows.map((row) => [row.id, { code: row.code, name: row.name }]));
};
