import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on loopback. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Seeds (if needed) and starts the real server in its own process (so load generator and server
 * do not share a core), resolving once /api/health answers.
 */
export const startServer = async ({ env, students }: { env: Record<string, string>; students: number }) => {
  // BENCH_LOG_LEVEL=info prints the server's request log (with response times) to the bench output.
  const fullEnv = {
    ...process.env,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SERVE_CLIENT: 'false',
    ...env,
  };
  const seeded = spawnSync(
    'node',
    ['--import', 'tsx', 'scripts/db-seed.ts', '--students', String(students)],
    { env: fullEnv, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('bench: seeding failed');
  const port = await freePort();
  // BENCH_SERVER_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', profiles the server process.
  const extra = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn('node', [...extra, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...fullEnv, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`bench: server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { baseUrl, stop };
};
