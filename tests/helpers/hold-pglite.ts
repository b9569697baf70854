import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createDb } from '../../src/server/db/create-db';

/**
 * A process that opens the PGlite directory PGLITE_DIR (from the dump PGLITE_TEMPLATE when the
 * directory is new, which is faster than initdb), says "open" and holds it until killed.
 */
const template = process.env.PGLITE_TEMPLATE;
const handle = await createDb({
  databaseUrl: null,
  pgliteDir: process.env.PGLITE_DIR as string,
  loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
});
const { rows } = (await handle.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
  rows: { n: number }[];
};
console.log(`open (${rows[0].n} users)`);
setInterval(() => {}, 60_000);
