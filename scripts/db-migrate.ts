import { createDb } from '../src/server/db/create-db';
import { readSettings } from '../src/server/settings';

/** Applies migrations to the configured database (PGlite in ./data or DATABASE_URL). Do not run while the server is up on PGlite. */
const settings = readSettings();
const handle = await createDb({ databaseUrl: settings.databaseUrl, pgliteDir: settings.pgliteDir });
console.log(`migrated (${handle.kind})`);
await handle.close();
