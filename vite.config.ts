import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The student app is served under /students by the same Fastify server. */
export default defineConfig({
  root: 'src/client',
  base: '/students/',
  publicDir: '../../public',
  plugins: [react()],
  resolve: {
    alias: [
      // rjsf's markdown descriptions are not used: a plain-text stand-in (see the file).
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('./src/client/engine/form/plain-markdown.tsx', import.meta.url)),
      },
      // react-router 7's exports resolve to its development build in every mode (dev warnings
      // on, larger; remix-run/react-router#14102): the build takes its production files.
      ...(['dom', ''] as const).map((entry) => ({
        find: new RegExp(`^react-router${entry ? `/${entry}` : ''}$`),
        replacement: fileURLToPath(
          new URL(
            `./node_modules/react-router/dist/production/${entry ? 'dom-export' : 'index'}.mjs`,
            import.meta.url,
          ),
        ),
      })),
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // The `app` group's chunks are named after every page sharing them (hundreds of characters).
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('app~') ? 'assets/app-[hash].js' : 'assets/[name]-[hash].js',
        // Fewer, larger chunks for the UI kit: by default every Fluent component is its own small
        // file, and a page asked for 50–90 of them (Lighthouse's slow-4G phone waits on each).
        // What the first screen needs is one chunk (`$initial`); Fluent and its
        // helpers used by ten pages or more go in one `ui` chunk, loaded with the first page that
        // needs it; our own modules shared by pages go in `app` chunks, one per set of pages that
        // share them, the small ones merged into their neighbour (a signed-in page asked for 30
        // files, 20 of them under 2 KB; now 16); the rest stay with the pages that use them.
        // Figures: docs/accessibility.md.
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'], priority: 20 },
            {
              name: 'ui',
              priority: 10,
              test: /node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|@swc[\\/]helpers)/,
              minShareCount: 10,
            },
            {
              // The reads a page starts while its code downloads (app/prefetch-page-sources.ts),
              // in a chunk of their own that waits for no UI code.
              name: 'prefetch-sources',
              priority: 7,
              test: /[\\/]src[\\/](features[\\/](learn[\\/]client[\\/]prefetch-sources|dashboard[\\/]client[\\/]sources)|client[\\/]engine[\\/](prefetch-source|source-registry))\.ts$/,
            },
            {
              name: 'app-core',
              priority: 6,
              test: /[\\/]src[\\/]/,
              minShareCount: 8,
            },
            {
              name: 'app',
              priority: 5,
              test: /[\\/]src[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 8_000,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
