import { sql } from 'drizzle-orm';
import type { Institution } from '../../../../config/index';
import type { Db } from '../../../../server/db/create-db';
import { creditBoundsFor } from '../../shared/credit-limits';
import { refuseClassChoice } from '../../shared/class-choice';
import type { RegistrationReason } from '../../shared/registration-reasons';
import { classes } from '../class-tables';
import { courseMembers } from '../record-tables';
import { classRegistrations, courseRegistrations, registrationLog, registrationVersions, waitlistSequence } from '../registration-tables';
import type { CatalogueClass } from './class-catalogue';
import { windowFor } from './registration-context';
import type { HeldEntry, RegistrationCaches } from './registration-context';
import { isRetryable } from './tx';
import { waitlistPosition } from './waitlist-position';

/** What happened to one class of a request. */
export type ClassOutcome = {
  classId: number;
  classCode: string;
  status: 'registered' | 'waitlisted' | 'refused' | 'unchanged';
  position: number | null;
  reasons: RegistrationReason[];
};

/** Times a decision is made again when the student's registrations moved under it. */
const MAX_ATTEMPTS = 8;
const WAITLIST_SEQ = sql.raw(`'${waitlistSequence.seqName as string}'`);

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** The student's registration version and seat rows in a semester (one query); version null = no row yet. */
const readState = async ({ db, caches, rootId, studentId, semester }: { db: Db; caches: RegistrationCaches; rootId: number; studentId: number; semester: string }) => {
  const rows = rowsOf(await db.execute(sql`
    select v.version, r.class_id, r.status, r.wait_seq
    from ${registrationVersions} v left join ${classRegistrations} r on r.student_id = v.student_id and r.semester = ${semester}
    where v.student_id = ${studentId}`));
  if (rows.length === 0) return { version: null, held: [] as HeldEntry[] };
  const seats = rows.filter((row) => row.class_id !== null);
  const byId = new Map((await caches.catalogue.classesOf({ db, rootId, ids: seats.map((row) => Number(row.class_id)) })).map((c) => [c.id, c]));
  const held = seats.flatMap((row): HeldEntry[] => {
    const c = byId.get(Number(row.class_id));
    return c
      ? [{ id: c.id, classId: c.classId, courseId: c.courseId, courseName: c.courseName, classType: c.classType, calendarInfo: c.calendarInfo, credits: c.credits, status: row.status as HeldEntry['status'], waitSeq: row.wait_seq === null ? null : Number(row.wait_seq) }]
      : [];
  });
  return { version: Number(rows[0].version), held };
};

/**
 * Takes a seat in a class, or a place in its waiting list, for the student. The decision is made
 * on the student's seat rows as read, then written by ONE statement that also moves the student's
 * registration version, on condition that the version is still the one read: a change by a
 * parallel request of the same student (or a drop, a promotion, a plan change) makes the write a
 * no-op and the decision is made again. The seat is taken by a conditional UPDATE
 * (enrolled < capacity) that the database evaluates atomically against concurrent requests, so
 * capacity is never exceeded; the (student, class) unique index makes a repeated request harmless.
 * No transaction spans round trips, and the same statements run on PGlite and on PostgreSQL with
 * any number of server instances.
 */
export const registerClass = async ({ db, caches, tenant, studentId, klass, now, isTestMode }: {
  db: Db; caches: RegistrationCaches; tenant: Institution; studentId: number; klass: CatalogueClass; now: Date; isTestMode: boolean;
}): Promise<ClassOutcome> => {
  const outcome = (status: ClassOutcome['status'], reasons: RegistrationReason[], position: number | null = null): ClassOutcome => ({ classId: klass.id, classCode: klass.classId, status, position, reasons });
  const { rootId } = tenant;
  const profile = await caches.profiles.profileOf({ db, rootId, studentId });
  if (!profile) throw new Error(`student ${studentId} is not in tenant ${tenant.code}`);
  const isSemesterOpen = await caches.catalogue.isSemesterOpen({ db, rootId, semester: klass.semester });
  const window = windowFor({ tenant, cohort: profile.student.cohort, now, isTestMode });
  const bounds = creditBoundsFor({ credits: tenant.registration.credits, warningLevel: profile.student.warningLevel });
  const log = (action: string, detail: Record<string, unknown>) =>
    db.insert(registrationLog).values({ rootId, studentId, classId: klass.id, courseId: klass.courseId, action, detail });
  /** The course goes into the student's plan (SPEC §4 state registered) along with a seat or a waiting place. */
  const plan = (source: 'seat' | 'entry') => sql`
    plan as (
      insert into ${courseRegistrations} (root_id, student_id, course_id, semester, state)
      select ${rootId}, ${studentId}, ${klass.courseId}, ${klass.semester}, 1 from ${sql.raw(source)}
      on conflict (student_id, semester, course_id) do update set state = 1, last_update = ${now.toISOString()}::timestamptz
    )`;
  /** Moves the version only if it is still the one the decision was made on. */
  const bump = (version: number) => sql`bump as (update ${registrationVersions} set version = version + 1 where student_id = ${studentId} and version = ${version} returning 1)`;

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const state = await readState({ db, caches, rootId, studentId, semester: klass.semester });
      if (state.version === null) {
        await db.insert(registrationVersions).values({ studentId, rootId, version: 0 }).onConflictDoNothing();
        continue;
      }
      const existing = state.held.find((item) => item.id === klass.id);
      if (existing?.status === 'registered') return outcome('unchanged', [{ code: 'already-registered', classCode: klass.classId }]);
      if (existing?.status === 'waitlisted') {
        const position = await waitlistPosition({ tx: db, classId: klass.id, waitSeq: existing.waitSeq as number });
        return outcome('unchanged', [{ code: 'already-waitlisted', classCode: klass.classId, position }], position);
      }
      const refusals = refuseClassChoice({
        student: profile.student, klass, course: klass, isSemesterOpen, semester: klass.semester, window,
        held: state.held, bounds, passedCourseIds: profile.passedCourseIds,
        courseNames: await caches.catalogue.courseNames({ db, ids: klass.prerequisiteIds }),
      });
      if (refusals.length > 0) {
        await log('refuse', { reasons: refusals.map((r) => r.code) });
        return outcome('refused', refusals);
      }
      const [seat] = rowsOf(await db.execute(sql`
        with ${bump(state.version)},
        seat as (
          update ${classes} set enrolled = enrolled + 1
          where id = ${klass.id} and enrolled < capacity and exists (select 1 from bump)
          returning enrolled
        ), entry as (
          insert into ${classRegistrations} (root_id, student_id, class_id, course_id, semester, status)
          select ${rootId}, ${studentId}, ${klass.id}, ${klass.courseId}, ${klass.semester}, 'registered' from seat
        ), ${plan('seat')}, member as (
          insert into ${courseMembers} (root_id, course_id, class_id, student_id, semester, role)
          select ${rootId}, ${klass.courseId}, ${klass.id}, ${studentId}, ${klass.semester}, 'student' from seat
          on conflict do nothing
        ), logged as (
          insert into ${registrationLog} (root_id, student_id, class_id, course_id, action, detail)
          select ${rootId}, ${studentId}, ${klass.id}, ${klass.courseId}, 'register', jsonb_build_object('enrolled', seat.enrolled) from seat
        )
        select exists (select 1 from bump) as is_current, (select enrolled from seat) as enrolled, (select capacity from ${classes} where id = ${klass.id}) as capacity`));
      if (!seat.is_current) continue;
      if (seat.enrolled !== null) return outcome('registered', [{ code: 'registered', classCode: klass.classId }]);
      if (!tenant.registration.waitlist) {
        await log('refuse', { reasons: ['full'] });
        return outcome('refused', [{ code: 'full', classCode: klass.classId, capacity: Number(seat.capacity) }]);
      }
      // Full: a place at the end of the queue (the statement above moved the version by one). The
      // class row stays locked until the statement commits, so queue joiners of the class go one
      // at a time and take increasing numbers.
      const [queued] = rowsOf(await db.execute(sql`
        with ${bump(state.version + 1)},
        full_class as (select id from ${classes} where id = ${klass.id} and enrolled >= capacity and exists (select 1 from bump) for update),
        entry as (
          insert into ${classRegistrations} (root_id, student_id, class_id, course_id, semester, status, wait_seq)
          select ${rootId}, ${studentId}, ${klass.id}, ${klass.courseId}, ${klass.semester}, 'waitlisted', nextval(${WAITLIST_SEQ}) from full_class
          returning wait_seq
        ), ${plan('entry')}, logged as (
          insert into ${registrationLog} (root_id, student_id, class_id, course_id, action, detail)
          select ${rootId}, ${studentId}, ${klass.id}, ${klass.courseId}, 'waitlist', jsonb_build_object('waitSeq', entry.wait_seq) from entry
        )
        select exists (select 1 from bump) as is_current, (select wait_seq from entry) as wait_seq`));
      // Moved meanwhile, or a seat was freed since: decide again.
      if (!queued.is_current || queued.wait_seq === null) continue;
      const position = await waitlistPosition({ tx: db, classId: klass.id, waitSeq: Number(queued.wait_seq) });
      return outcome('waitlisted', [{ code: 'waitlisted', classCode: klass.classId, position }], position);
    } catch (error) {
      // A deadlock victim (with a drop promoting this student) is decided again too.
      if (!isRetryable(error)) throw error;
    }
  }
  throw new Error(`registration of student ${studentId} in class ${klass.id} kept moving (${MAX_ATTEMPTS} attempts)`);
};
