import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/create-db';
import { authSecrets } from './tables';

/**
 * A secret the server made for itself, by name: generated on first use and kept in the database,
 * so every instance (and the next start) uses the same one without any configuration. Read once
 * per process.
 */
export const createServerSecret = ({ db, name }: { db: Db; name: string }) => {
  let secret: Promise<Buffer> | null = null;
  const load = async () => {
    // Two instances starting together: the first insert wins, both read the winner's value.
    await db
      .insert(authSecrets)
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(authSecrets).where(eq(authSecrets.name, name)).limit(1);
    if (!row) throw new Error(`server secret ${name} could not be stored`);
    return Buffer.from(row.value, 'base64url');
  };
  return () => {
    secret ??= load().catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
};
