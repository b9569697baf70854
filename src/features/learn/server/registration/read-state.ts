import type { Db } from '../../../../server/db/create-db';
import { hotQuery } from './hot-query';
import type { RegistrationCaches, SeatRow } from './registration-context';
import { READ_STATES } from './registration-statements';
import { createBatchedReader, groupKeys } from '../../../../server/db/batched-reader';
import type { StudentState } from './student-states';

type StateRow = Record<string, unknown>;

/** State reads made together per turn of the event loop (a crowd's first calls), per database handle. */
const readers = new WeakMap<Db, ReturnType<typeof createBatchedReader<StateRow[]>>>();
const readerOf = ({ db, isPostgres }: { db: Db; isPostgres: boolean }) => {
  const known = readers.get(db);
  if (known) return known;
  const reader = createBatchedReader<StateRow[]>({
    load: async (keys) => {
      const found = new Map<string, StateRow[]>();
      for (const [semester, ids] of groupKeys(keys)) {
        const rows = await hotQuery({
          db,
          isPostgres,
          name: 'registration-read-states',
          text: READ_STATES,
          values: [ids, semester],
        });
        for (const row of rows) {
          const key = `${semester}:${Number(row.student_id)}`;
          const list = found.get(key) ?? [];
          list.push(row);
          found.set(key, list);
        }
      }
      return found;
    },
  });
  readers.set(db, reader);
  return reader;
};

/**
 * The student's registration version and seat rows in a semester (one query, shared with the
 * students asking at the same moment), remembered in the instance's state cache.
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
  const rows = (await readerOf(hot).read(`${semester}:${studentId}`)) ?? [];
  const state = {
    version: Number(rows[0]?.version ?? 0),
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
