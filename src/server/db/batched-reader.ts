import DataLoader from 'dataloader';

/** Keys read together at most in one statement. */
const MAX_BATCH = 500;

/**
 * Reads that many requests make at once (a crowd's first calls: sessions, profiles, states, seats)
 * go to the database together: the keys asked for in one turn of the event loop are read in one
 * statement, and each caller gets its own answer. On the embedded database, which runs one
 * statement at a time, a statement's fixed cost is most of a small read, so 200 cold calls cost a
 * few statements instead of 200. Nothing is kept: every call reads the database (fresh).
 *
 * `load` answers the keys it finds; a key it does not answer resolves to null.
 */
export const createBatchedReader = <V>({
  load,
}: {
  load: (keys: readonly string[]) => Promise<Map<string, V>>;
}) => {
  const loader = new DataLoader<string, V | null>(
    async (keys) => {
      const found = await load(keys);
      return keys.map((key) => found.get(key) ?? null);
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) },
  );
  return { read: (key: string) => loader.load(key) };
};

/** Keys of the form `<group>:<id>` split by group (a tenant, a semester): one statement per group. */
export const groupKeys = (keys: readonly string[]) => {
  const groups = new Map<string, number[]>();
  for (const key of keys) {
    const at = key.lastIndexOf(':');
    const group = key.slice(0, at);
    const ids = groups.get(group) ?? [];
    ids.push(Number(key.slice(at + 1)));
    groups.set(group, ids);
  }
  return groups;
};
