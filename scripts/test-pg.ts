import { spawnSync } from 'node:child_process';

/**
 * The server suite against PostgreSQL: every test file creates its own database on the server of
 * DATABASE_URL (default postgres://root@127.0.0.1:5432/postgres) and drops it afterwards. The fuzz
 * suite (tests/server/fuzz) runs fuller here: FUZZ_VARIANTS per operation (default 120, `npm test`
 * runs 50), every variant signed in and anonymous.
 */
const url = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
const result = spawnSync('npx', ['vitest', 'run', '--project', 'node', 'tests/server', 'tests/features'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url,
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    FUZZ_VARIANTS: process.env.FUZZ_VARIANTS || '120',
  },
});
process.exit(result.status ?? 1);
