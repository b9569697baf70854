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
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
