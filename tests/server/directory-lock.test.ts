import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DirectoryLockedError, lockDirectory } from '../../src/server/db/directory-lock';

/** The environment of a process on the embedded database in `dir` (no PostgreSQL, no Redis). */
const envFor = (dir: string) => {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && name !== 'DATABASE_URL' && name !== 'REDIS_URL') env[name] = value;
  return { ...env, PGLITE_DIR: dir, SERVE_CLIENT: 'false', PORT: '0', LOG_LEVEL: 'silent' };
};

/** Runs a TypeScript entry point to its end (killed after 60 s, so a server that starts anyway cannot hang the test). */
const run = (script: string, dir: string, args: string[] = []) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: envFor(dir) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, output });
    });
  });

/** Starts a process that opens `dir` and holds it; resolves once it has opened the database. */
const holdDirectory = (dir: string) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/hold-pglite.ts'], {
      env: { ...envFor(dir), PGLITE_TEMPLATE: inject('pgliteTemplate') },
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('open (')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`holder exited (${code}): ${output}`)));
  });

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe.skipIf(Boolean(process.env.DATABASE_URL))('one process per embedded database directory', () => {
  let root: string;
  let dir: string;
  let holder: ChildProcess | null = null;
  beforeAll(async () => {
    root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'unigate-lock-')));
    dir = path.join(root, 'pglite');
    holder = await holdDirectory(dir);
  });
  afterAll(async () => {
    if (holder && holder.exitCode === null && holder.signalCode === null) await killed(holder);
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses start, seed and migrate while another process holds the directory, naming both', async () => {
    const pid = holder?.pid as number;
    for (const [script, args] of [
      ['src/server/main.ts', []],
      ['scripts/db-seed.ts', ['--students', '5']],
      ['scripts/db-migrate.ts', []],
    ] as const) {
      const { code, output } = await run(script, dir, [...args]);
      expect(code, `${script}: ${output}`).toBe(1);
      expect(output).toContain(`the data directory ${dir} is in use by process ${pid}`);
    }
  });

  it('takes over the lock of a process that was killed', async () => {
    await killed(holder as ChildProcess);
    // kill -9 left its lock file behind; the next process finds its holder gone.
    expect(existsSync(`${dir}.lock`)).toBe(true);
    const { code, output } = await run('scripts/db-migrate.ts', dir);
    expect(code, output).toBe(0);
    expect(output).toContain('migrated (pglite)');
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe('the directory lock', () => {
  const fresh = () => mkdtempSync(path.join(os.tmpdir(), 'unigate-lock-'));

  it('is held once per process too, and is free again once released', () => {
    const dir = fresh();
    const lock = lockDirectory({ dir });
    expect(() => lockDirectory({ dir })).toThrow(DirectoryLockedError);
    expect(() => lockDirectory({ dir })).toThrow(`in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(`${realpathSync(dir)}.lock`)).toBe(false);
    lockDirectory({ dir }).release();
    rmSync(dir, { recursive: true });
  });

  it('refuses a lock of a live process, and takes over one whose pid now runs another program', () => {
    const dir = fresh();
    const file = `${realpathSync(dir)}.lock`;
    const parent = { pid: process.ppid, host: os.hostname() };
    writeFileSync(file, JSON.stringify({ ...parent, start: null }));
    expect(() => lockDirectory({ dir })).toThrow(`in use by process ${process.ppid}`);
    // Same pid, but started at another time: the lock's holder is gone and the pid was reused.
    if (existsSync(`/proc/${process.ppid}/stat`)) {
      writeFileSync(file, JSON.stringify({ ...parent, start: '1' }));
      lockDirectory({ dir }).release();
    }
    rmSync(dir, { recursive: true });
    rmSync(file, { force: true });
  });
});
