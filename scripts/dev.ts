import { spawn } from 'node:child_process';

/**
 * Development: the API server (restarted by tsx watch) and Vite's dev server with hot reload
 * (http://localhost:5173/students, proxying /api to :3000).
 */
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

const server = run('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  SERVE_CLIENT: 'false',
});
const vite = run('npx', ['vite']);
const stop = () => {
  server.kill('SIGTERM');
  vite.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
