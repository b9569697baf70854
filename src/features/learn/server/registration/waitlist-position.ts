import { and, count, eq, lte } from 'drizzle-orm';
import { classRegistrations } from '../registration-tables';
import type { Db } from '../../../../server/db/create-db';
import type { Tx } from '../../../../server/db/in-transaction';

/** 1-based place of a waiting entry in its class queue (arrival order by the waitlist sequence). */
export const waitlistPosition = async ({
  tx,
  classId,
  waitSeq,
}: {
  tx: Db | Tx;
  classId: number;
  waitSeq: number;
}) => {
  const [row] = await tx
    .select({ n: count() })
    .from(classRegistrations)
    .where(
      and(
        eq(classRegistrations.classId, classId),
        eq(classRegistrations.status, 'waitlisted'),
        lte(classRegistrations.waitSeq, waitSeq),
      ),
    );
  return row.n;
};
