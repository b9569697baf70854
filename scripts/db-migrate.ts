import { createDb } from '../src/server/db/create-db';
import { DirectoryLockedError } from '../src/server/db/directory-lock';
import { readSettings } from '../src/server/settings';

/** Applies migrations to the configured database (PGlite in ./data or DATABASE_URL); refused while a server holds the PGlite directory. */
const settings = readSettings();
try {
  const handle = await createDb({ databaseUrl: settings.databaseUrl, pgliteDir: settings.pgliteDir });
  console.log(`migrated (${handle.kind})`);
  await handle.close();
} catch (error) {
  // The data directory held by a running server: say so, without a stack trace.
  if (!(error instanceof DirectoryLockedError)) throw error;
  console.error(`Không chạy được / Cannot run: ${error.message}`);
  process.exit(1);
}
