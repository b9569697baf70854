import { sql } from 'drizzle-orm';
import type { Tx } from './tx';

/** Advisory-lock namespace of registration work per student. */
const REGISTRATION_LOCK = 74_201;

/**
 * Serialises the registration work of one student across every server instance until the
 * transaction ends, so credit totals and clash checks never race with the student's own
 * parallel requests. Other students are not blocked.
 */
export const lockStudent = async ({ tx, studentId }: { tx: Tx; studentId: number }) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK}, ${studentId}::int)`);
};
