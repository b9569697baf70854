import type { Institution } from '../../../../config/index';
import type { Db } from '../../../../server/db/create-db';
import { refuseClassChoice } from '../../shared/class-choice';
import type { RegistrationReason } from '../../shared/registration-reasons';
import type { CatalogueClass } from './class-catalogue';
import { heldFromRows, loadStanding } from './registration-context';
import type { RegistrationCaches } from './registration-context';
import type { IdempotencyScope } from '../../../../server/idempotency/idempotency-plugin';
import { hotQuery } from './hot-query';
import { earlierAnswer, keepOrReplay, keyValues } from './kept-answers';
import { stateOf } from './read-state';
import {
  JOIN_QUEUE,
  JOIN_QUEUE_KEYED,
  LOG_DECISION,
  TAKE_SEAT,
  TAKE_SEAT_KEYED,
} from './registration-statements';
import { isRetryable } from '../../../../server/db/in-transaction';
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

/**
 * Takes a seat in a class, or a place in its waiting list, for the student. The decision is made
 * on the student's seat rows as this instance last knew them (or read them), then written by ONE statement that also moves the student's
 * registration version, on condition that the version is still the one read: a change by a
 * parallel request of the same student (or a drop, a promotion, a plan change) makes the write a
 * no-op and the decision is made again. The seat is taken by a conditional UPDATE
 * (enrolled < capacity) that the database evaluates atomically against concurrent requests, so
 * capacity is never exceeded; the (student, class) unique index makes a repeated request harmless.
 * No transaction spans round trips, and the same statements run on PGlite and on PostgreSQL with
 * any number of server instances. Under an Idempotency-Key (`scope`) the answer is kept with the
 * change (or, when nothing changes, by one statement), and a repeated call answers it again.
 */
export const registerClass = async ({
  db,
  isPostgres,
  caches,
  tenant,
  studentId,
  klass,
  now,
  isTestMode,
  scope = null,
}: {
  db: Db;
  isPostgres: boolean;
  caches: RegistrationCaches;
  tenant: Institution;
  studentId: number;
  klass: CatalogueClass;
  now: Date;
  isTestMode: boolean;
  scope?: IdempotencyScope | null;
}): Promise<ClassOutcome> => {
  const outcome = (
    status: ClassOutcome['status'],
    reasons: RegistrationReason[],
    position: number | null = null,
  ): ClassOutcome => ({ classId: klass.id, classCode: klass.classId, status, position, reasons });
  const { rootId } = tenant;
  const hot = { db, isPostgres };
  const standing = await loadStanding({
    db,
    caches,
    tenant,
    studentId,
    semester: klass.semester,
    now,
    isTestMode,
  });
  /** The answer of a decision that changes no seat, with its log entry; kept under the key when there is one. */
  const answer = async (decided: ClassOutcome, log?: { action: string; detail: Record<string, unknown> }) => {
    if (scope)
      return keepOrReplay({
        hot,
        scope,
        rootId,
        courseId: klass.courseId,
        answer: decided,
        log: log && { studentId, ...log },
      });
    if (log)
      await hotQuery({
        ...hot,
        name: 'registration-log',
        text: LOG_DECISION,
        values: [rootId, studentId, klass.id, klass.courseId, log.action, JSON.stringify(log.detail)],
      });
    return decided;
  };
  /** The keyed statements' extra parameters (none without a key). */
  const keyed = (answered: ClassOutcome) =>
    scope ? [...keyValues({ scope, classId: klass.id }), JSON.stringify(answered)] : [];

  const at = { studentId, semester: klass.semester };
  // The instance's copy of the student's state first: the write's version check catches a stale
  // one, and a refusal is only answered after a fresh read.
  let mustRead = false;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const { state, isFresh } = await stateOf({
        hot,
        caches,
        studentId,
        semester: klass.semester,
        mustRead,
      });
      const held = await heldFromRows({ db, caches, rootId, rows: state.rows });
      const existing = held.find((item) => item.id === klass.id);
      const refusals = existing
        ? []
        : refuseClassChoice({
            ...standing,
            klass,
            course: klass,
            semester: klass.semester,
            held,
            courseNames: await caches.catalogue.courseNames({ db, ids: klass.prerequisiteIds }),
          });
      if (!isFresh && (existing || refusals.length > 0)) {
        mustRead = true;
        continue;
      }
      if (existing?.status === 'registered')
        return answer(outcome('unchanged', [{ code: 'already-registered', classCode: klass.classId }]));
      if (existing?.status === 'waitlisted') {
        const position = await waitlistPosition({
          tx: db,
          classId: klass.id,
          waitSeq: existing.waitSeq as number,
        });
        return answer(
          outcome(
            'unchanged',
            [{ code: 'already-waitlisted', classCode: klass.classId, position }],
            position,
          ),
        );
      }
      if (refusals.length > 0)
        return answer(outcome('refused', refusals), {
          action: 'refuse',
          detail: { reasons: refusals.map((r) => r.code) },
        });
      const { version } = state;
      const values = (current: number) => [
        studentId,
        current,
        klass.id,
        rootId,
        klass.courseId,
        klass.semester,
        now.toISOString(),
      ];
      const registered = outcome('registered', [{ code: 'registered', classCode: klass.classId }]);
      const [seat] = await hotQuery({
        ...hot,
        name: scope ? 'registration-take-seat-keyed' : 'registration-take-seat',
        text: scope ? TAKE_SEAT_KEYED : TAKE_SEAT,
        values: [...values(version), ...keyed(registered)],
      });
      const earlier = scope && earlierAnswer<ClassOutcome>(seat);
      if (earlier) return earlier;
      if (!seat.is_current) {
        caches.states.forget(at);
        continue;
      }
      if (seat.enrolled !== null) {
        caches.states.set(at, {
          version: version + 1,
          rows: [...state.rows, { classId: klass.id, status: 'registered', waitSeq: null }],
        });
        return registered;
      }
      // Full: the statement moved the version by one and changed nothing else.
      caches.states.set(at, { version: version + 1, rows: state.rows });
      if (!tenant.registration.waitlist)
        return answer(
          outcome('refused', [{ code: 'full', classCode: klass.classId, capacity: Number(seat.capacity) }]),
          { action: 'refuse', detail: { reasons: ['full'] } },
        );
      // The place in the queue is filled in by the statement (kept with the answer under a key).
      const waitlisted = (position: number) =>
        outcome('waitlisted', [{ code: 'waitlisted', classCode: klass.classId, position }], position);
      const [queued] = await hotQuery({
        ...hot,
        name: scope ? 'registration-join-queue-keyed' : 'registration-join-queue',
        text: scope ? JOIN_QUEUE_KEYED : JOIN_QUEUE,
        values: [...values(version + 1), ...keyed(waitlisted(0))],
      });
      const earlierPlace = scope && earlierAnswer<ClassOutcome>(queued);
      if (earlierPlace) return earlierPlace;
      // Moved meanwhile, or a seat was freed since: decide again on a fresh read.
      if (!queued.is_current || queued.wait_seq === null) {
        caches.states.forget(at);
        continue;
      }
      caches.states.set(at, {
        version: version + 2,
        rows: [...state.rows, { classId: klass.id, status: 'waitlisted', waitSeq: Number(queued.wait_seq) }],
      });
      return waitlisted(Number(queued.position));
    } catch (error) {
      // A deadlock victim (with a drop promoting this student) is decided again too.
      if (!isRetryable(error)) throw error;
      caches.states.forget(at);
    }
  }
  throw new Error(
    `registration of student ${studentId} in class ${klass.id} kept moving (${MAX_ATTEMPTS} attempts)`,
  );
};
