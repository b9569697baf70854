import type { Db } from '../../../../server/db/create-db';
import { hotQuery } from './hot-query';
import type { RegistrationCaches, SeatRow } from './registration-context';
import { READ_STATE } from './registration-statements';
import type { StudentState } from './student-states';

/**
 * The student's registration version and seat rows in a semester (one query), remembered in the
 * instance's state cache.
 */
export const readState = async ({
  hot,
  caches,
  studentId,
  semester,
}: {
  hot: { db: Db; isPostgres: boolean };
  caches: RegistrationCaches;
  studentId: number;
  semester: string;
}): Promise<StudentState> => {
  const rows = await hotQuery({
    ...hot,
    name: 'registration-read-state',
    text: READ_STATE,
    values: [studentId, semester],
  });
  const state = {
    version: Number(rows[0].version),
    rows: rows
      .filter((row) => row.class_id !== null)
      .map((row) => ({
        classId: Number(row.class_id),
        status: row.status as SeatRow['status'],
        waitSeq: row.wait_seq === null ? null : Number(row.wait_seq),
      })),
  };
  caches.states.set({ studentId, semester }, state);
  return state;
};

/**
 * The student's state as this instance knows it, unless `mustRead`, else read; `isFresh` says
 * which (answers that refuse or say "already" are only given on a fresh one).
 */
export const stateOf = async ({
  hot,
  caches,
  studentId,
  semester,
  mustRead,
}: {
  hot: { db: Db; isPostgres: boolean };
  caches: RegistrationCaches;
  studentId: number;
  semester: string;
  mustRead: boolean;
}) => {
  const cached = mustRead ? null : caches.states.get({ studentId, semester });
  return cached
    ? { state: cached, isFresh: false }
    : { state: await readState({ hot, caches, studentId, semester }), isFresh: true };
};
