import type { Faker } from '@faker-js/faker';
import type { Institution } from '../../../config/index';
import type { Db } from '../create-db';

/** What every feature seed receives; all randomness comes from `faker`, seeded per tenant. */
export type SeedContext = {
  db: Db;
  tenant: Institution;
  faker: Faker;
  scale: { students: number; teachers: number };
  /** The demo password shared by seeded accounts, and its scrypt hash (computed once). */
  demo: { password: string; passwordHash: string };
};

/** A feature's seed module: `src/features/<domain>/server/seed.ts`. */
export type SeedModule = { seedOrder: number; seed: (context: SeedContext) => Promise<void> };

/** Inserts rows in chunks (large multi-row inserts exceed parameter limits). */
export const insertChunked = async <T>({
  rows,
  size = 500,
  insert,
}: {
  rows: T[];
  size?: number;
  insert: (chunk: T[]) => Promise<unknown>;
}) => {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
};
