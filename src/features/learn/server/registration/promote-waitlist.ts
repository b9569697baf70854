import { and, asc, eq, sql } from 'drizzle-orm';
import type { Institution } from '../../../../config/index';
import { refuseClassChoice } from '../../shared/class-choice';
import type { RegistrationReason } from '../../shared/registration-reasons';
import { classes } from '../class-tables';
import { courseMembers } from '../record-tables';
import { classRegistrations, registrationLog } from '../registration-tables';
import { notifyStudent } from './notify-student';
import type { CatalogueClass } from './class-catalogue';
import { loadStudentContext } from './registration-context';
import type { RegistrationCaches } from './registration-context';
import { lockStudent } from './student-lock';
import type { Tx } from '../../../../server/db/in-transaction';

/** Reasons that stop a waiting student from taking a freed seat (their week or credits changed since). */
const PROMOTION_BLOCKERS = new Set(['conflict', 'credit-max', 'same-course']);

/** One student fewer in a class's waiting list (promoted or removed). */
const leaveQueue = async ({ tx, classId }: { tx: Tx; classId: number }) => {
  await tx
    .update(classes)
    .set({ waiting: sql`${classes.waiting} - 1` })
    .where(eq(classes.id, classId));
};

/**
 * Gives a freed seat to the first waiting student who can still take it (arrival order), and
 * notifies them; waiting students who no longer can are removed from the queue with the reason.
 * The caller holds the class row lock, so concurrent drops hand out seats one by one; each waiting
 * student's own lock is taken before their week is checked, so a registration of theirs running at
 * the same moment cannot slip a clashing class in (lock waits that form a cycle are broken by
 * PostgreSQL and the transaction is retried by `inTransaction`).
 * Returns the promoted student id, or null when the seat stays free.
 */
export const promoteFromWaitlist = async ({
  tx,
  caches,
  tenant,
  klass,
  now,
}: {
  tx: Tx;
  caches: RegistrationCaches;
  tenant: Institution;
  klass: CatalogueClass;
  now: Date;
}) => {
  const timeZone = tenant.registration.timezone;
  for (;;) {
    const [candidate] = await tx
      .select({ id: classRegistrations.id })
      .from(classRegistrations)
      .where(and(eq(classRegistrations.classId, klass.id), eq(classRegistrations.status, 'waitlisted')))
      .orderBy(asc(classRegistrations.waitSeq))
      .limit(1);
    if (!candidate) return null;
    // Lock the entry itself; if its student left the queue meanwhile, look again.
    const [waiter] = await tx
      .select()
      .from(classRegistrations)
      .where(and(eq(classRegistrations.id, candidate.id), eq(classRegistrations.status, 'waitlisted')))
      .for('update');
    if (!waiter) continue;
    await lockStudent({ tx, rootId: tenant.rootId, studentId: waiter.studentId });
    const context = await loadStudentContext({
      tx,
      caches,
      tenant,
      studentId: waiter.studentId,
      semester: klass.semester,
      now,
      isTestMode: true,
    });
    const blockers = refuseClassChoice({
      student: context.student,
      klass,
      course: klass,
      isSemesterOpen: true,
      semester: klass.semester,
      window: context.window,
      held: context.held,
      bounds: context.bounds,
      metCourseIds: context.metCourseIds,
      courseNames: new Map(),
    }).filter((reason) => PROMOTION_BLOCKERS.has(reason.code));
    await leaveQueue({ tx, classId: klass.id });
    if (blockers.length > 0) {
      await tx.delete(classRegistrations).where(eq(classRegistrations.id, waiter.id));
      await tx.insert(registrationLog).values({
        rootId: tenant.rootId,
        studentId: waiter.studentId,
        classId: klass.id,
        courseId: klass.courseId,
        action: 'skip-promotion',
        detail: { reasons: blockers.map((r) => r.code) },
      });
      await notifyStudent({
        tx,
        rootId: tenant.rootId,
        studentId: waiter.studentId,
        timeZone,
        reason: blockers[0],
        title: {
          vi: `Không thể chuyển bạn vào lớp ${klass.classId}`,
          en: `Could not move you into class ${klass.classId}`,
        },
      });
      continue;
    }
    await tx
      .update(classRegistrations)
      .set({ status: 'registered', waitSeq: null, lastUpdate: now })
      .where(eq(classRegistrations.id, waiter.id));
    await tx
      .insert(courseMembers)
      .values({
        rootId: tenant.rootId,
        courseId: klass.courseId,
        classId: klass.id,
        studentId: waiter.studentId,
        semester: klass.semester,
        role: 'student',
      })
      .onConflictDoNothing();
    await tx.insert(registrationLog).values({
      rootId: tenant.rootId,
      studentId: waiter.studentId,
      classId: klass.id,
      courseId: klass.courseId,
      action: 'promote',
      detail: { waitSeq: waiter.waitSeq },
    });
    const reason: RegistrationReason = { code: 'promoted', classCode: klass.classId };
    await notifyStudent({
      tx,
      rootId: tenant.rootId,
      studentId: waiter.studentId,
      timeZone,
      reason,
      title: {
        vi: `Bạn đã có chỗ trong lớp ${klass.classId}`,
        en: `You got a seat in class ${klass.classId}`,
      },
    });
    return waiter.studentId;
  }
};

/**
 * Frees one seat of a class (no waiting student could take it). The caller holds the class row
 * lock and found the queue empty, so `waiting` is 0 whatever it said before.
 */
export const releaseSeat = async ({ tx, classId }: { tx: Tx; classId: number }) => {
  await tx
    .update(classes)
    .set({ enrolled: sql`${classes.enrolled} - 1`, waiting: 0 })
    .where(eq(classes.id, classId));
};
