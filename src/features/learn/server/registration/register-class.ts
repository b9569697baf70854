import { and, eq, lt, sql } from 'drizzle-orm';
import type { Institution } from '../../../../config/index';
import { refuseClassChoice } from '../../shared/class-choice';
import type { RegistrationReason } from '../../shared/registration-reasons';
import { classes } from '../class-tables';
import type { ClassRow } from '../class-tables';
import { courses } from '../course-tables';
import { courseMembers } from '../record-tables';
import { classRegistrations, courseRegistrations, registrationLog, waitlistSequence } from '../registration-tables';
import { loadCourseNames, loadStudentContext } from './registration-context';
import { lockStudent } from './student-lock';
import type { Tx } from './tx';
import { waitlistPosition } from './waitlist-position';

/** What happened to one class of a request. */
export type ClassOutcome = {
  classId: number;
  classCode: string;
  status: 'registered' | 'waitlisted' | 'refused' | 'unchanged';
  position: number | null;
  reasons: RegistrationReason[];
};

/**
 * Takes a seat in a class, or a place in its waiting list, for the student: in ONE transaction,
 * under the student's lock. The seat is taken by a conditional UPDATE (enrolled < capacity) that
 * the database evaluates atomically against concurrent requests, so capacity is never exceeded;
 * the (student, class) unique index makes a repeated request harmless.
 */
export const registerClass = async ({ tx, tenant, studentId, klass, now, isTestMode }: {
  tx: Tx; tenant: Institution; studentId: number; klass: ClassRow; now: Date; isTestMode: boolean;
}): Promise<ClassOutcome> => {
  const outcome = (status: ClassOutcome['status'], reasons: RegistrationReason[], position: number | null = null): ClassOutcome => ({ classId: klass.id, classCode: klass.classId, status, position, reasons });
  await lockStudent({ tx, studentId });
  const [existing] = await tx.select().from(classRegistrations).where(and(eq(classRegistrations.studentId, studentId), eq(classRegistrations.classId, klass.id)));
  if (existing?.status === 'registered') return outcome('unchanged', [{ code: 'already-registered', classCode: klass.classId }]);
  if (existing?.status === 'waitlisted') {
    const position = await waitlistPosition({ tx, classId: klass.id, waitSeq: existing.waitSeq as number });
    return outcome('unchanged', [{ code: 'already-waitlisted', classCode: klass.classId, position }], position);
  }
  const context = await loadStudentContext({ tx, tenant, studentId, semester: klass.semester, now, isTestMode });
  const [course] = await tx.select({ credits: courses.credits, prerequisiteIds: courses.prerequisiteIds }).from(courses).where(eq(courses.id, klass.courseId));
  const refusals = refuseClassChoice({
    student: context.student, klass, course, isSemesterOpen: context.isSemesterOpen, semester: klass.semester, window: context.window,
    held: context.held, bounds: context.bounds, passedCourseIds: context.passedCourseIds,
    courseNames: await loadCourseNames({ tx, ids: course.prerequisiteIds }),
  });
  const log = (action: string, detail: Record<string, unknown>) =>
    tx.insert(registrationLog).values({ rootId: tenant.rootId, studentId, classId: klass.id, courseId: klass.courseId, action, detail });
  if (refusals.length > 0) {
    await log('refuse', { reasons: refusals.map((r) => r.code) });
    return outcome('refused', refusals);
  }
  // Seat takers and queue joiners of this class go one at a time (row lock until commit), so the
  // queue order, the positions answered and the seat count agree across server instances.
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, klass.id)).for('update');
  const seat = await tx
    .update(classes)
    .set({ enrolled: sql`${classes.enrolled} + 1` })
    .where(and(eq(classes.id, klass.id), lt(classes.enrolled, classes.capacity)))
    .returning({ enrolled: classes.enrolled });
  const base = { rootId: tenant.rootId, studentId, classId: klass.id, courseId: klass.courseId, semester: klass.semester };
  const planCourse = () =>
    tx
      .insert(courseRegistrations)
      .values({ rootId: tenant.rootId, studentId, courseId: klass.courseId, semester: klass.semester, state: 1 })
      .onConflictDoUpdate({ target: [courseRegistrations.studentId, courseRegistrations.semester, courseRegistrations.courseId], set: { state: 1, lastUpdate: now } });
  if (seat.length > 0) {
    await tx.insert(classRegistrations).values({ ...base, status: 'registered' });
    await planCourse();
    await tx.insert(courseMembers).values({ ...base, role: 'student' }).onConflictDoNothing();
    await log('register', { enrolled: seat[0].enrolled });
    return outcome('registered', [{ code: 'registered', classCode: klass.classId }]);
  }
  if (!tenant.registration.waitlist) {
    const reasons: RegistrationReason[] = [{ code: 'full', classCode: klass.classId, capacity: klass.capacity }];
    await log('refuse', { reasons: ['full'] });
    return outcome('refused', reasons);
  }
  const [row] = await tx
    .insert(classRegistrations)
    .values({ ...base, status: 'waitlisted', waitSeq: sql`nextval('${sql.raw(waitlistSequence.seqName as string)}')` })
    .returning({ waitSeq: classRegistrations.waitSeq });
  await planCourse();
  const position = await waitlistPosition({ tx, classId: klass.id, waitSeq: row.waitSeq as number });
  await log('waitlist', { waitSeq: row.waitSeq, position });
  return outcome('waitlisted', [{ code: 'waitlisted', classCode: klass.classId, position }], position);
};
