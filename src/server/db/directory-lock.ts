import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, realpathSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Who holds a lock: a process, told apart from a later one that got the same pid by its start time. */
type Holder = { pid: number; start: string | null; host: string };

/** The data directory is held by another live process (or already by this one). */
export class DirectoryLockedError extends Error {
  constructor({ dir, pid }: { dir: string; pid: number }) {
    super(
      `thư mục dữ liệu ${dir} đang được tiến trình ${pid} dùng; hãy dừng tiến trình đó trước ` +
        `(mỗi lúc chỉ một tiến trình) hoặc đặt PGLITE_DIR khác / ` +
        `the data directory ${dir} is in use by process ${pid}: stop that process first ` +
        `(one process at a time), or give this one another PGLITE_DIR`,
    );
    this.name = 'DirectoryLockedError';
  }
}

/** When a process started (clock ticks since boot, /proc/<pid>/stat field 22), where the system tells. */
const startOf = (pid: number): string | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
};

const me: Holder = { pid: process.pid, start: startOf(process.pid), host: hostname() };

const readHolder = (file: string): Holder | null => {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable or not ours: nobody can be told to stop it, so it is taken over like a dead one.
    return { pid: -1, start: null, host: '' };
  }
};

const isSame = (a: Holder, b: Holder) => a.pid === b.pid && a.start === b.start && a.host === b.host;

/**
 * Whether the holder still runs. A lock of this very pid is a previous life's (a restarted
 * container is pid 1 again); a pid now running with another start time was reused by the system.
 */
const isAlive = (holder: Holder) => {
  if (holder.pid <= 0 || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.host !== me.host || holder.start === null) return true;
  const start = startOf(holder.pid);
  return start === null || start === holder.start;
};

/** Lock files this process holds (a second open of the same directory in one process is refused too). */
const held = new Set<string>();

/** Removes the lock file if it is still this process's. */
const releaseFile = (file: string) => {
  if (!held.delete(file)) return;
  const holder = readHolder(file);
  if (holder && isSame(holder, me)) {
    try {
      unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  }
};

process.on('exit', () => {
  for (const file of [...held]) releaseFile(file);
});

/**
 * Makes this process the only one using `dir` (an embedded database directory), until `release`
 * or the end of the process. The lock is the file `<dir>.lock` naming the holder's pid, created
 * atomically (link of a written file: never seen half written); a lock whose holder no longer
 * runs (killed, crashed) is taken over, so a crash never leaves the directory locked. Throws
 * DirectoryLockedError naming the holder's pid while it runs. One machine: pids of other hosts
 * or containers cannot be checked.
 */
export const lockDirectory = ({ dir }: { dir: string }) => {
  const shown = realpathSync(dir);
  const file = `${shown}.lock`;
  if (held.has(file)) throw new DirectoryLockedError({ dir: shown, pid: process.pid });
  const nonce = randomBytes(4).toString('hex');
  const mine = `${file}.${process.pid}.${nonce}`;
  writeFileSync(mine, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      try {
        linkSync(mine, file);
        held.add(file);
        return { release: () => releaseFile(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (!holder) continue;
      if (isAlive(holder)) throw new DirectoryLockedError({ dir: shown, pid: holder.pid });
      // A dead holder's lock is moved aside: of several processes taking it over, one moves it.
      const aside = `${file}.stale.${process.pid}.${nonce}`;
      try {
        renameSync(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const moved = readHolder(aside);
      if (moved && !isSame(moved, holder) && isAlive(moved)) {
        // Another process took it over in between and runs: its lock goes back, and it keeps the directory.
        try {
          linkSync(aside, file);
        } catch {
          // A third process holds it by now: it keeps the directory.
        }
        unlinkSync(aside);
        throw new DirectoryLockedError({ dir: shown, pid: moved.pid });
      }
      unlinkSync(aside);
    }
    throw new DirectoryLockedError({ dir: shown, pid: readHolder(file)?.pid ?? -1 });
  } finally {
    unlinkSync(mine);
  }
};
