import { and, eq } from 'drizzle-orm';
import type { Institution } from '../../../../config/index';
import { windowFor } from './registration-context';
import type { RegistrationReason } from '../../shared/registration-reasons';
import { students } from '../../../people/server/tables';
import { classes } from '../class-tables';
import type { ClassRow } from '../class-tables';
import { courseMembers } from '../record-tables';
import { classRegistrations, registrationLog } from '../registration-tables';
import { promoteFromWaitlist, releaseSeat } from './promote-waitlist';
import { lockStudent } from './student-lock';
import type { Tx } from './tx';

/** What a drop did. */
export type DropOutcome = { classId: number; classCode: string; status: 'dropped' | 'left-waitlist' | 'refused'; promoted: boolean; promotedStudentId: number | null; reasons: RegistrationReason[] };

/**
 * Drops a seat (or leaves a waiting list) while the student's registration window is open. A freed
 * seat goes to the first waiting student in the same transaction, so no newcomer can jump the queue.
 */
export const dropClass = async ({ tx, tenant, studentId, klass, now, isTestMode }: { tx: Tx; tenant: Institution; studentId: number; klass: ClassRow; now: Date; isTestMode: boolean }): Promise<DropOutcome> => {
  const outcome = (status: DropOutcome['status'], reasons: RegistrationReason[], promotedStudentId: number | null = null): DropOutcome => ({ classId: klass.id, classCode: klass.classId, status, promoted: promotedStudentId !== null, promotedStudentId, reasons });
  await lockStudent({ tx, studentId });
  const [student] = await tx.select({ cohort: students.cohort }).from(students).where(eq(students.id, studentId));
  const window = windowFor({ tenant, cohort: student.cohort, now, isTestMode });
  if (!window.isOpen) return outcome('refused', [{ code: 'window', status: window.reason, opensAt: window.window?.opensAt, closesAt: window.window?.closesAt }]);
  const [row] = await tx.select().from(classRegistrations).where(and(eq(classRegistrations.studentId, studentId), eq(classRegistrations.classId, klass.id)));
  if (!row) return outcome('refused', [{ code: 'not-registered', classCode: klass.classId }]);
  await tx.delete(classRegistrations).where(eq(classRegistrations.id, row.id));
  const log = (action: string, detail: Record<string, unknown> = {}) =>
    tx.insert(registrationLog).values({ rootId: tenant.rootId, studentId, classId: klass.id, courseId: klass.courseId, action, detail });
  if (row.status === 'waitlisted') {
    await log('leave-waitlist', { waitSeq: row.waitSeq });
    return outcome('left-waitlist', [{ code: 'left-waitlist', classCode: klass.classId }]);
  }
  await tx.delete(courseMembers).where(and(eq(courseMembers.classId, klass.id), eq(courseMembers.studentId, studentId), eq(courseMembers.role, 'student')));
  // The class row lock orders concurrent drops and seat-taking on this class.
  const [locked] = await tx.select().from(classes).where(eq(classes.id, klass.id)).for('update');
  const promoted = await promoteFromWaitlist({ tx, tenant, klass: locked, now });
  if (promoted === null) await releaseSeat({ tx, classId: klass.id });
  await log('drop', { promotedStudentId: promoted });
  return outcome('dropped', [{ code: 'dropped', classCode: klass.classId }], promoted);
};
