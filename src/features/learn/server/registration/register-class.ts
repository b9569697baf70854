import type { Institution } from '../../../../config/index';
import type { Db } from '../../../../server/db/create-db';
import { refuseClassChoice } from '../../shared/class-choice';
import type { RegistrationReason } from '../../shared/registration-reasons';
import type { CatalogueClass } from './class-catalogue';
import { heldFromRows, loadStanding } from './registration-context';
import type { HeldEntry, RegistrationCaches } from './registration-context';
import { hotQuery } from './hot-query';
import { CREATE_VERSION, JOIN_QUEUE, LOG_DECISION, READ_STATE, TAKE_SEAT } from './registration-statements';
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

type Hot = { db: Db; isPostgres: boolean };

/** The student's registration version and seat rows in a semester (one query); version null = no row yet. */
const readState = async ({ hot, caches, rootId, studentId, semester }: { hot: Hot; caches: RegistrationCaches; rootId: number; studentId: number; semester: string }) => {
  const rows = await hotQuery({ ...hot, name: 'registration-read-state', text: READ_STATE, values: [studentId, semester] });
  if (rows.length === 0) return { version: null, held: [] as HeldEntry[] };
  const seats = rows
    .filter((row) => row.class_id !== null)
    .map((row) => ({ classId: Number(row.class_id), status: row.status as HeldEntry['status'], waitSeq: row.wait_seq === null ? null : Number(row.wait_seq) }));
  return { version: Number(rows[0].version), held: await heldFromRows({ db: hot.db, caches, rootId, rows: seats }) };
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
export const registerClass = async ({ db, isPostgres, caches, tenant, studentId, klass, now, isTestMode }: {
  db: Db; isPostgres: boolean; caches: RegistrationCaches; tenant: Institution; studentId: number; klass: CatalogueClass; now: Date; isTestMode: boolean;
}): Promise<ClassOutcome> => {
  const outcome = (status: ClassOutcome['status'], reasons: RegistrationReason[], position: number | null = null): ClassOutcome => ({ classId: klass.id, classCode: klass.classId, status, position, reasons });
  const { rootId } = tenant;
  const hot = { db, isPostgres };
  const standing = await loadStanding({ db, caches, tenant, studentId, semester: klass.semester, now, isTestMode });
  const log = (action: string, detail: Record<string, unknown>) =>
    hotQuery({ ...hot, name: 'registration-log', text: LOG_DECISION, values: [rootId, studentId, klass.id, klass.courseId, action, JSON.stringify(detail)] });

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const state = await readState({ hot, caches, rootId, studentId, semester: klass.semester });
      if (state.version === null) {
        await hotQuery({ ...hot, name: 'registration-create-version', text: CREATE_VERSION, values: [studentId, rootId] });
        continue;
      }
      const existing = state.held.find((item) => item.id === klass.id);
      if (existing?.status === 'registered') return outcome('unchanged', [{ code: 'already-registered', classCode: klass.classId }]);
      if (existing?.status === 'waitlisted') {
        const position = await waitlistPosition({ tx: db, classId: klass.id, waitSeq: existing.waitSeq as number });
        return outcome('unchanged', [{ code: 'already-waitlisted', classCode: klass.classId, position }], position);
      }
      const refusals = refuseClassChoice({
        ...standing, klass, course: klass, semester: klass.semester, held: state.held,
        courseNames: await caches.catalogue.courseNames({ db, ids: klass.prerequisiteIds }),
      });
      if (refusals.length > 0) {
        await log('refuse', { reasons: refusals.map((r) => r.code) });
        return outcome('refused', refusals);
      }
      const values = (version: number) => [studentId, version, klass.id, rootId, klass.courseId, klass.semester, now.toISOString()];
      const [seat] = await hotQuery({ ...hot, name: 'registration-take-seat', text: TAKE_SEAT, values: values(state.version) });
      if (!seat.is_current) continue;
      if (seat.enrolled !== null) return outcome('registered', [{ code: 'registered', classCode: klass.classId }]);
      if (!tenant.registration.waitlist) {
        await log('refuse', { reasons: ['full'] });
        return outcome('refused', [{ code: 'full', classCode: klass.classId, capacity: Number(seat.capacity) }]);
      }
      // Full: a place at the end of the queue (the statement above moved the version by one).
      const [queued] = await hotQuery({ ...hot, name: 'registration-join-queue', text: JOIN_QUEUE, values: values(state.version + 1) });
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
