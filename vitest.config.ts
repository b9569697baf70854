import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { rjsfLazyFields } from './scripts/build/rjsf-lazy-fields';

/** Unit, server (in-memory PGlite) and component tests; `npm test` needs nothing but npm install. */
export default defineConfig({
  // rjsf's fields as the build has them (some load on demand): scripts/build/rjsf-lazy-fields.ts.
  plugins: [react(), rjsfLazyFields()],
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    // Seeding hooks of the heavier server tests can take minutes on a busy 2-core machine.
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          include: [
            'tests/core/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/config/**/*.test.ts',
            'tests/features/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          // As in the browser build (vite.config.ts): rjsf resolves $ref with the URL stand-in.
          alias: [
            {
              find: /^fast-uri$/,
              replacement: fileURLToPath(
                new URL('./src/client/engine/form/uri-resolver.ts', import.meta.url),
              ),
            },
          ],
          // rjsf's core through Vite's pipeline, so that its registry gets the build's fields.
          server: { deps: { inline: [/[\\/]@rjsf[\\/]core[\\/]/] } },
          include: ['tests/client/**/*.test.tsx', 'tests/client/**/*.test.ts'],
          setupFiles: ['tests/client/setup.ts'],
        },
      },
    ],
  },
});
