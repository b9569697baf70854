import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { DirectoryLockedError } from '../src/server/db/directory-lock';
import { DEFAULT_SCALE } from '../src/server/db/seed/run-seed';
import { seedIfEmpty } from '../src/server/db/seed/seed-if-empty';

/**
 * Seeds every tenant that has no data yet: `npm run db:seed -- --students 5000 [--teachers 300]`.
 * To reseed from scratch, delete ./data/pglite (or use a fresh DATABASE_URL) first.
 */
const { values } = parseArgs({ options: { students: { type: 'string' }, teachers: { type: 'string' } } });
const scale = {
  students: Number(values.students ?? DEFAULT_SCALE.students),
  teachers: Number(values.teachers ?? DEFAULT_SCALE.teachers),
};
for (const [name, value] of Object.entries(scale)) {
  if (!Number.isInteger(value) || value < 1 || value > 200_000) {
    console.error(`--${name} must be a whole number between 1 and 200000`);
    process.exit(1);
  }
}
const app = await buildApp({ logger: false, settings: { serveClient: false } }).catch((error: unknown) => {
  // The data directory held by a running server: say so, without a stack trace.
  if (!(error instanceof DirectoryLockedError)) throw error;
  console.error(`Không chạy được / Cannot run: ${error.message}`);
  process.exit(1);
});
await seedIfEmpty({ app, scale });
console.log(
  `seeded (${app.dbKind}) with ${scale.students} students and ${scale.teachers} teachers per new tenant`,
);
await app.close();
