import { sql } from 'drizzle-orm';
import { registrationVersions } from '../registration-tables';
import type { Tx } from '../../../../server/db/in-transaction';

/**
 * Locks the student's registration-version row until the transaction ends and moves its version,
 * on every engine and across server instances: the student's other transactions wait, and fast
 * registration writes decided on the old version are refused and decided again. Other students
 * are not blocked.
 */
export const lockStudent = async ({
  tx,
  rootId,
  studentId,
}: {
  tx: Tx;
  rootId: number;
  studentId: number;
}) => {
  await tx.execute(sql`
    insert into ${registrationVersions} (student_id, root_id, version) values (${studentId}, ${rootId}, 1)
    on conflict (student_id) do update set version = ${registrationVersions}.version + 1`);
};
