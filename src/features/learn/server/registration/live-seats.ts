import { and, eq, sql } from 'drizzle-orm';
import type { Institution } from '../../../../config/index';
import { createBatchedReader, groupKeys } from '../../../../server/db/batched-reader';
import type { Db } from '../../../../server/db/create-db';
import { classes } from '../class-tables';

/**
 * Live seat counts of classes, read from the class rows every time (never from a copy). Every open
 * registration page polls them and every basket check reads them, so the query is built once and
 * prepared, and the classes that requests of one turn of the event loop ask for are read in one
 * statement per tenant.
 */
export const createLiveSeats = ({ db }: { db: Db }) => {
  const liveSeats = db
    .select({
      id: classes.id,
      capacity: classes.capacity,
      studentNum: classes.enrolled,
      waitlistCount: classes.waiting,
    })
    .from(classes)
    .where(
      and(eq(classes.rootId, sql.placeholder('rootId')), sql`${classes.id} = any(${sql.placeholder('ids')})`),
    )
    .prepare('live_seats');
  type SeatCount = Awaited<ReturnType<typeof liveSeats.execute>>[number];
  const reader = createBatchedReader<SeatCount>({
    load: async (keys) => {
      const found = new Map<string, SeatCount>();
      for (const [rootId, ids] of groupKeys(keys))
        for (const row of await liveSeats.execute({ rootId: Number(rootId), ids: [...new Set(ids)] }))
          found.set(`${rootId}:${row.id}`, row);
      return found;
    },
  });
  return async ({ tenant, ids }: { tenant: Institution; ids: number[] }) => {
    const rows = await Promise.all([...new Set(ids)].map((id) => reader.read(`${tenant.rootId}:${id}`)));
    return rows.filter((row): row is SeatCount => row !== null);
  };
};
