import { defineConfig } from 'drizzle-kit';

/** One schema and one set of migrations for PGlite and PostgreSQL. */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/features/*/server/tables.ts',
    './src/features/*/shared/tables.ts',
    './src/server/idempotency/idempotent-answers-table.ts',
    './src/server/jobs/jobs-table.ts',
  ],
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
