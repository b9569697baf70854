import type { Institution } from '../../../../config/index';
import type { Db } from '../../../../server/db/create-db';
import type { RegistrationReason } from '../../shared/registration-reasons';
import type { CatalogueClass } from './class-catalogue';
import type { DropOutcome } from './drop-class';
import type { IdempotencyScope } from '../../../../server/idempotency/idempotency-plugin';
import { hotQuery } from './hot-query';
import { earlierAnswer, keepOrReplay, keyValues } from './kept-answers';
import { loadStanding } from './registration-context';
import type { RegistrationCaches } from './registration-context';
import { stateOf } from './read-state';
import { DROP_SEAT, DROP_SEAT_KEYED } from './registration-statements';
import { isRetryable } from '../../../../server/db/in-transaction';

/** Times a drop is tried again when the student's registrations moved under it. */
const MAX_ATTEMPTS = 8;

/**
 * A drop in one statement (DROP_SEAT) when nobody waits for the seat: on the student's state as
 * this instance knows it (read again when the version moved), the seat row, class membership,
 * counters and log entry change together, only if the version is unchanged. Answers the outcome,
 * or null when a waiting student must be moved into the freed seat (the caller then runs the
 * transactional `dropClass`, which promotes and notifies). Under an Idempotency-Key (`scope`) the
 * answer is kept with the change, and a repeated call answers it again (not "not registered").
 */
export const dropSeat = async ({
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
}): Promise<DropOutcome | null> => {
  const outcome = (status: DropOutcome['status'], reasons: RegistrationReason[]): DropOutcome => ({
    classId: klass.id,
    classCode: klass.classId,
    status,
    promoted: false,
    promotedStudentId: null,
    reasons,
  });
  const { rootId } = tenant;
  const hot = { db, isPostgres };
  /** The answer of a decision that changes nothing; kept under the key when there is one. */
  const answer = (decided: DropOutcome) =>
    scope ? keepOrReplay({ hot, scope, rootId, courseId: klass.courseId, answer: decided }) : decided;
  const { window } = await loadStanding({
    db,
    caches,
    tenant,
    studentId,
    semester: klass.semester,
    now,
    isTestMode,
  });
  if (!window.isOpen)
    return answer(
      outcome('refused', [
        {
          code: 'window',
          status: window.reason,
          opensAt: window.window?.opensAt,
          closesAt: window.window?.closesAt,
        },
      ]),
    );
  const at = { studentId, semester: klass.semester };
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
      if (!state.rows.some((row) => row.classId === klass.id)) {
        // "Not in this class" is answered on a fresh read only.
        if (!isFresh) {
          mustRead = true;
          continue;
        }
        return answer(outcome('refused', [{ code: 'not-registered', classCode: klass.classId }]));
      }
      const dropped = outcome('dropped', [{ code: 'dropped', classCode: klass.classId }]);
      const left = outcome('left-waitlist', [{ code: 'left-waitlist', classCode: klass.classId }]);
      const [result] = await hotQuery({
        ...hot,
        name: scope ? 'registration-drop-seat-keyed' : 'registration-drop-seat',
        text: scope ? DROP_SEAT_KEYED : DROP_SEAT,
        values: [
          studentId,
          state.version,
          klass.id,
          rootId,
          klass.courseId,
          ...(scope
            ? [...keyValues({ scope, classId: klass.id }), JSON.stringify(dropped), JSON.stringify(left)]
            : []),
        ],
      });
      const earlier = scope && earlierAnswer<DropOutcome>(result);
      if (earlier) return earlier;
      // Moved meanwhile: read again. Otherwise the statement moved the version by one.
      caches.states.forget(at);
      if (!result.is_current) continue;
      if (result.dropped !== null)
        caches.states.set(at, {
          version: state.version + 1,
          rows: state.rows.filter((row) => row.classId !== klass.id),
        });
      if (result.dropped === 'waitlisted') return left;
      if (result.dropped === 'registered') return dropped;
      // The seat row is there (the version is current) but a waiting student must be moved in.
      return null;
    } catch (error) {
      if (!isRetryable(error)) throw error;
      caches.states.forget(at);
    }
  }
  throw new Error(
    `drop of student ${studentId} from class ${klass.id} kept moving (${MAX_ATTEMPTS} attempts)`,
  );
};
