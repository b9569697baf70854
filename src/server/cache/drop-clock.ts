/**
 * Counts drops of keys, so that a copy read before the last drop of its key is not kept. A
 * per-instance cache in front of the database takes `now()` before it reads, drops keys when they
 * change (locally and on every broadcast), and keeps what it read only if `droppedSince` is false:
 * a read that started before a change was committed and finished after its broadcast arrived would
 * otherwise be kept, and served, after the change.
 */
export const createDropClock = ({ maxKeys = 50_000 }: { maxKeys?: number } = {}) => {
  const droppedAt = new Map<string, number>();
  let drops = 0;
  // When the map was last emptied (to bound it): reads that started before count as dropped.
  let clearedAt = 0;
  return {
    /** The clock now: take it before reading. */
    now: () => drops,
    drop: (key: string) => {
      if (droppedAt.size >= maxKeys) {
        droppedAt.clear();
        clearedAt = drops;
      }
      droppedAt.set(key, ++drops);
    },
    /** Whether `key` was dropped after `since` (a `now()`), or may have been. */
    droppedSince: (key: string, since: number) => since < clearedAt || (droppedAt.get(key) ?? 0) > since,
  };
};

export type DropClock = ReturnType<typeof createDropClock>;
