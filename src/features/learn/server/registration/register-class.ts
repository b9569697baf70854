import { and, eq, lt, sql } from 'drizzle-orm';
import type { Institution } from '../../../../config/index';
import { refuseClassChoice } from '../../shared/class-choice';
import type { RegistrationReason } from '../../shared/registration-reasons';
import { classes } from '../class-tables';
import { courseMembers } from '../record-tables';
import { classRegistrations, courseRegistrations, registrationLog, waitlistSequence } from '../registration-tables';
import type { CatalogueClass } from './class-catalogue';
import { loadStudentContext } from './registration-context';
import type { RegistrationCaches } from './registration-context';
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

const WAITLIST_SEQ = sql.raw(`'${waitlistSequence.seqName as string}'`);

/**
 * Takes a seat in a class, or a place in its waiting list, for the student: in ONE transaction,
 * under the student's lock (`lockStudent`: PostgreSQL only, PGlite runs transactions one at a
 * time). The seat is taken by a conditional UPDATE (enrolled < capacity) that the database
 * evaluates atomically against concurrent requests, so capacity is never exceeded; the
 * (student, class) unique index makes a repeated request harmless. Decisions read the student's
 * seat rows from the database and everything else from the instance's catalogue.
 */
export const registerClass = async ({ tx, caches, tenant, studentId, klass, now, isTestMode, needsLock }: {
  tx: Tx; caches: RegistrationCaches; tenant: Institution; studentId: number; klass: CatalogueClass; now: Date; isTestMode: boolean; needsLock: boolean;
}): Promise<ClassOutcome> => {
  const outcome = (status: ClassOutcome['status'], reasons: RegistrationReason[], position: number | null = null): ClassOutcome => ({ classId: klass.id, classCode: klass.classId, status, position, reasons });
  if (needsLock) await lockStudent({ tx, studentId });
  const context = await loadStudentContext({ tx, caches, tenant, studentId, semester: klass.semester, now, isTestMode });
  const existing = context.held.find((item) => item.id === klass.id);
  if (existing?.status === 'registered') return outcome('unchanged', [{ code: 'already-registered', classCode: klass.classId }]);
  if (existing?.status === 'waitlisted') {
    const position = await waitlistPosition({ tx, classId: klass.id, waitSeq: existing.waitSeq as number });
    return outcome('unchanged', [{ code: 'already-waitlisted', classCode: klass.classId, position }], position);
  }
  const refusals = refuseClassChoice({
    student: context.student, klass, course: klass, isSemesterOpen: context.isSemesterOpen, semester: klass.semester, window: context.window,
    held: context.held, bounds: context.bounds, passedCourseIds: context.passedCourseIds,
    courseNames: await caches.catalogue.courseNames({ db: tx, ids: klass.prerequisiteIds }),
  });
  const base = { rootId: tenant.rootId, studentId, classId: klass.id, courseId: klass.courseId };
  if (refusals.length > 0) {
    await tx.insert(registrationLog).values({ ...base, action: 'refuse', detail: { reasons: refusals.map((r) => r.code) } });
    return outcome('refused', refusals);
  }
  // A seat, if one is free; otherwise the class row stays locked until commit, so queue joiners of
  // this class go one at a time and the positions answered agree across server instances.
  for (;;) {
    const [seat] = await tx
      .update(classes)
      .set({ enrolled: sql`${classes.enrolled} + 1` })
      .where(and(eq(classes.id, klass.id), lt(classes.enrolled, classes.capacity)))
      .returning({ enrolled: classes.enrolled });
    if (seat) {
      await tx.execute(sql`
        with seat as (
          insert into ${classRegistrations} (root_id, student_id, class_id, course_id, semester, status)
          values (${tenant.rootId}, ${studentId}, ${klass.id}, ${klass.courseId}, ${klass.semester}, 'registered')
        ), plan as (
          insert into ${courseRegistrations} (root_id, student_id, course_id, semester, state)
          values (${tenant.rootId}, ${studentId}, ${klass.courseId}, ${klass.semester}, 1)
          on conflict (student_id, semester, course_id) do update set state = 1, last_update = ${now.toISOString()}::timestamptz
        ), member as (
          insert into ${courseMembers} (root_id, course_id, class_id, student_id, semester, role)
          values (${tenant.rootId}, ${klass.courseId}, ${klass.id}, ${studentId}, ${klass.semester}, 'student')
          on conflict do nothing
        )
        insert into ${registrationLog} (root_id, student_id, class_id, course_id, action, detail)
        values (${tenant.rootId}, ${studentId}, ${klass.id}, ${klass.courseId}, 'register', ${JSON.stringify({ enrolled: seat.enrolled })}::jsonb)`);
      return outcome('registered', [{ code: 'registered', classCode: klass.classId }]);
    }
    const [row] = await tx.select({ enrolled: classes.enrolled, capacity: classes.capacity }).from(classes).where(eq(classes.id, klass.id)).for('update');
    // A seat freed between the two statements: take it.
    if (row.enrolled < row.capacity) continue;
    if (!tenant.registration.waitlist) {
      await tx.insert(registrationLog).values({ ...base, action: 'refuse', detail: { reasons: ['full'] } });
      return outcome('refused', [{ code: 'full', classCode: klass.classId, capacity: row.capacity }]);
    }
    break;
  }
  // Every earlier waiting entry of this class committed under the same row lock, so the new entry is last.
  const result = await tx.execute(sql`
    with entry as (
      insert into ${classRegistrations} (root_id, student_id, class_id, course_id, semester, status, wait_seq)
      values (${tenant.rootId}, ${studentId}, ${klass.id}, ${klass.courseId}, ${klass.semester}, 'waitlisted', nextval(${WAITLIST_SEQ}))
      returning wait_seq
    ), plan as (
      insert into ${courseRegistrations} (root_id, student_id, course_id, semester, state)
      values (${tenant.rootId}, ${studentId}, ${klass.courseId}, ${klass.semester}, 1)
      on conflict (student_id, semester, course_id) do update set state = 1, last_update = ${now.toISOString()}::timestamptz
    ), log as (
      insert into ${registrationLog} (root_id, student_id, class_id, course_id, action, detail)
      select ${tenant.rootId}, ${studentId}, ${klass.id}, ${klass.courseId}, 'waitlist', jsonb_build_object('waitSeq', entry.wait_seq) from entry
    )
    select entry.wait_seq, (select count(*)::int from ${classRegistrations} w where w.class_id = ${klass.id} and w.status = 'waitlisted') as ahead from entry`);
  const [entry] = (result as unknown as { rows: { wait_seq: string; ahead: number }[] }).rows;
  const position = Number(entry.ahead) + 1;
  return outcome('waitlisted', [{ code: 'waitlisted', classCode: klass.classId, position }], position);
};
