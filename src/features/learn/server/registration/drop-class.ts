import { and, eq, sql } from 'drizzle-orm';
import type { Institution } from '../../../../config/index';
import type { RegistrationReason } from '../../shared/registration-reasons';
import { classes } from '../class-tables';
import { courseMembers } from '../record-tables';
import { classRegistrations, courseRegistrations, registrationLog } from '../registration-tables';
import type { IdempotencyScope } from '../../../../server/idempotency/idempotency-plugin';
import type { CatalogueClass } from './class-catalogue';
import { earlierAnswerIn, keepIn } from './kept-answers';
import { promoteFromWaitlist, releaseSeat } from './promote-waitlist';
import { loadStanding } from './registration-context';
import type { RegistrationCaches } from './registration-context';
import { lockStudent } from './student-lock';
import type { Tx } from '../../../../server/db/in-transaction';

/** What a drop did. */
export type DropOutcome = {
  classId: number;
  classCode: string;
  status: 'dropped' | 'left-waitlist' | 'refused';
  promoted: boolean;
  promotedStudentId: number | null;
  reasons: RegistrationReason[];
};

/**
 * Drops a seat (or leaves a waiting list) while the student's registration window is open. A freed
 * seat goes to the first waiting student in the same transaction, so no newcomer can jump the queue.
 * Under an Idempotency-Key (`scope`) the answer is kept in the same transaction, and a repeated call
 * answers it again.
 */
export const dropClass = async ({
  tx,
  caches,
  tenant,
  studentId,
  klass,
  now,
  isTestMode,
  scope = null,
}: {
  tx: Tx;
  caches: RegistrationCaches;
  tenant: Institution;
  studentId: number;
  klass: CatalogueClass;
  now: Date;
  isTestMode: boolean;
  scope?: IdempotencyScope | null;
}): Promise<DropOutcome> => {
  const outcome = async (
    status: DropOutcome['status'],
    reasons: RegistrationReason[],
    promotedStudentId: number | null = null,
  ): Promise<DropOutcome> => {
    const answer = {
      classId: klass.id,
      classCode: klass.classId,
      status,
      promoted: promotedStudentId !== null,
      promotedStudentId,
      reasons,
    };
    return scope ? keepIn({ tx, scope, rootId: tenant.rootId, answer }) : answer;
  };
  await lockStudent({ tx, rootId: tenant.rootId, studentId });
  // The student's lock is held: a call answered before under the key is answered again, unchanged.
  const earlier = scope && (await earlierAnswerIn<DropOutcome>({ tx, scope, classId: klass.id }));
  if (earlier) return earlier;
  const { window } = await loadStanding({
    db: tx,
    caches,
    tenant,
    studentId,
    semester: klass.semester,
    now,
    isTestMode,
  });
  if (!window.isOpen)
    return outcome('refused', [
      {
        code: 'window',
        status: window.reason,
        opensAt: window.window?.opensAt,
        closesAt: window.window?.closesAt,
      },
    ]);
  const [row] = await tx
    .delete(classRegistrations)
    .where(and(eq(classRegistrations.studentId, studentId), eq(classRegistrations.classId, klass.id)))
    .returning();
  if (!row) return outcome('refused', [{ code: 'not-registered', classCode: klass.classId }]);
  await unplanWithoutSeat({ tx, studentId, courseId: klass.courseId, semester: klass.semester });
  const log = (action: string, detail: Record<string, unknown> = {}) =>
    tx.insert(registrationLog).values({
      rootId: tenant.rootId,
      studentId,
      classId: klass.id,
      courseId: klass.courseId,
      action,
      detail,
    });
  if (row.status === 'waitlisted') {
    await tx
      .update(classes)
      .set({ waiting: sql`${classes.waiting} - 1` })
      .where(eq(classes.id, klass.id));
    await log('leave-waitlist', { waitSeq: row.waitSeq });
    return outcome('left-waitlist', [{ code: 'left-waitlist', classCode: klass.classId }]);
  }
  await tx
    .delete(courseMembers)
    .where(
      and(
        eq(courseMembers.classId, klass.id),
        eq(courseMembers.studentId, studentId),
        eq(courseMembers.role, 'student'),
      ),
    );
  // The class row lock orders concurrent drops and seat-taking on this class.
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, klass.id)).for('update');
  const promoted = await promoteFromWaitlist({ tx, caches, tenant, klass, now });
  if (promoted === null) await releaseSeat({ tx, classId: klass.id });
  await log('drop', { promotedStudentId: promoted });
  return outcome('dropped', [{ code: 'dropped', classCode: klass.classId }], promoted);
};

/**
 * The course leaves the student's plan with its last seat or waiting place of the semester: taking
 * one put it there (registration-statements.ts `plan`), so a dropped class never leaves a course
 * behind that the student could only remove by reaching the credit minimum.
 */
const unplanWithoutSeat = async ({
  tx,
  studentId,
  courseId,
  semester,
}: {
  tx: Tx;
  studentId: number;
  courseId: number;
  semester: string;
}) => {
  const [other] = await tx
    .select({ id: classRegistrations.id })
    .from(classRegistrations)
    .where(
      and(
        eq(classRegistrations.studentId, studentId),
        eq(classRegistrations.courseId, courseId),
        eq(classRegistrations.semester, semester),
      ),
    )
    .limit(1);
  if (other) return;
  await tx
    .delete(courseRegistrations)
    .where(
      and(
        eq(courseRegistrations.studentId, studentId),
        eq(courseRegistrations.courseId, courseId),
        eq(courseRegistrations.semester, semester),
      ),
    );
};
