import type { Institution } from '../../../../config/index';
import type { Db } from '../../../../server/db/create-db';
import type { RegistrationReason } from '../../shared/registration-reasons';
import type { CatalogueClass } from './class-catalogue';
import type { DropOutcome } from './drop-class';
import { hotQuery } from './hot-query';
import { loadStanding } from './registration-context';
import type { RegistrationCaches } from './registration-context';
import { CREATE_VERSION, DROP_SEAT, READ_STATE } from './registration-statements';
import { isRetryable } from './tx';

/** Times a drop is tried again when the student's registrations moved under it. */
const MAX_ATTEMPTS = 8;

/**
 * A drop in one statement (DROP_SEAT) when nobody waits for the seat: the student's version is
 * read, and the seat row, class membership, counters and log entry change together only if it is
 * unchanged. Answers the outcome, or null when a waiting student must be moved into the freed seat
 * (the caller then runs the transactional `dropClass`, which promotes and notifies).
 */
export const dropSeat = async ({ db, isPostgres, caches, tenant, studentId, klass, now, isTestMode }: {
  db: Db; isPostgres: boolean; caches: RegistrationCaches; tenant: Institution; studentId: number; klass: CatalogueClass; now: Date; isTestMode: boolean;
}): Promise<DropOutcome | null> => {
  const outcome = (status: DropOutcome['status'], reasons: RegistrationReason[]): DropOutcome => ({ classId: klass.id, classCode: klass.classId, status, promoted: false, promotedStudentId: null, reasons });
  const { rootId } = tenant;
  const hot = { db, isPostgres };
  const { window } = await loadStanding({ db, caches, tenant, studentId, semester: klass.semester, now, isTestMode });
  if (!window.isOpen) return outcome('refused', [{ code: 'window', status: window.reason, opensAt: window.window?.opensAt, closesAt: window.window?.closesAt }]);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const rows = await hotQuery({ ...hot, name: 'registration-read-state', text: READ_STATE, values: [studentId, klass.semester] });
      if (rows.length === 0) {
        await hotQuery({ ...hot, name: 'registration-create-version', text: CREATE_VERSION, values: [studentId, rootId] });
        continue;
      }
      if (!rows.some((row) => row.class_id !== null && Number(row.class_id) === klass.id)) return outcome('refused', [{ code: 'not-registered', classCode: klass.classId }]);
      const [result] = await hotQuery({ ...hot, name: 'registration-drop-seat', text: DROP_SEAT, values: [studentId, Number(rows[0].version), klass.id, rootId, klass.courseId] });
      if (!result.is_current) continue;
      if (result.held === null) return outcome('refused', [{ code: 'not-registered', classCode: klass.classId }]);
      if (result.dropped === 'waitlisted') return outcome('left-waitlist', [{ code: 'left-waitlist', classCode: klass.classId }]);
      if (result.dropped === 'registered') return outcome('dropped', [{ code: 'dropped', classCode: klass.classId }]);
      return null;
    } catch (error) {
      if (!isRetryable(error)) throw error;
    }
  }
  throw new Error(`drop of student ${studentId} from class ${klass.id} kept moving (${MAX_ATTEMPTS} attempts)`);
};
