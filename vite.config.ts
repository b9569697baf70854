import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The student app is served under /students by the same Fastify server. */
export default defineConfig({
  root: 'src/client',
  base: '/students/',
  publicDir: '../../public',
  plugins: [react()],
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
