import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createFileStore, FileTooLargeError } from '../../../src/features/files/server/file-store';
import type { FileStore } from '../../../src/features/files/server/file-store';

const MB = 1024 * 1024;

/** `total` bytes in 64 KB chunks, produced only as they are read; counts what was read. */
const slowSource = (total: number) => {
  const state = { produced: 0 };
  const stream = new Readable({
    read() {
      if (state.produced >= total) return this.push(null);
      const size = Math.min(64 * 1024, total - state.produced);
      state.produced += size;
      this.push(Buffer.alloc(size, 0x41));
    },
  });
  return { stream, state };
};

/** Every file kept in the store (not temporary), as paths relative to its directory. */
const storedFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.endsWith(`${path.sep}tmp`))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('the file store on disk', () => {
  let dir: string;
  let store: FileStore;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'unigate-store-'));
    store = createFileStore({ dir });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps content under its SHA-256 (ab/cd/<sha256>) once, however often it is stored', async () => {
    const content = Buffer.from('Đồ án tốt nghiệp');
    const sha256 = createHash('sha256').update(content).digest('hex');
    for (let time = 0; time < 3; time += 1) {
      const received = await store.receive({ source: Readable.from([content]), maxBytes: MB });
      expect(received).toMatchObject({ sha256, size: content.length });
      await received.commit();
    }
    expect(storedFiles(dir)).toEqual([path.join(sha256.slice(0, 2), sha256.slice(2, 4), sha256)]);
    expect(readFileSync(store.pathOf(sha256)).equals(content)).toBe(true);
    expect(await store.tempFiles()).toEqual([]);
  });

  it('stops a 30 MB stream as soon as it passes the limit, and keeps nothing of it', async () => {
    const { stream, state } = slowSource(30 * MB);
    await expect(store.receive({ source: stream, maxBytes: MB })).rejects.toBeInstanceOf(FileTooLargeError);
    // It read barely past the limit: the rest of the 30 MB was never pulled through.
    expect(state.produced).toBeLessThan(2 * MB);
    expect(await store.tempFiles()).toEqual([]);
    expect(storedFiles(dir)).toEqual([]);
  });

  it('deletes the temporary file when the upload breaks off half-way', async () => {
    let sent = 0;
    const broken = new Readable({
      read() {
        sent += 1;
        if (sent > 20) this.destroy(new Error('client went away'));
        else this.push(Buffer.alloc(64 * 1024, 1));
      },
    });
    await expect(store.receive({ source: broken, maxBytes: 10 * MB })).rejects.toThrow('client went away');
    expect(await store.tempFiles()).toEqual([]);
    expect(storedFiles(dir)).toEqual([]);
  });

  it('leaves no temporary file when the upload fails before its file is even opened', async () => {
    for (let round = 0; round < 30; round += 1) {
      const failing = new Readable({
        read() {
          this.destroy(new Error('cut short'));
        },
      });
      await expect(store.receive({ source: failing, maxBytes: MB })).rejects.toThrow('cut short');
      expect(await store.tempFiles()).toEqual([]);
    }
  });

  it('ends with one whole file when identical uploads are stored at the same time', async () => {
    const content = Buffer.alloc(3 * MB, 0x5a);
    const sha256 = createHash('sha256').update(content).digest('hex');
    const chunks = () =>
      Array.from({ length: 48 }, (_, index) => content.subarray(index * 65536, (index + 1) * 65536));
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const received = await store.receive({ source: Readable.from(chunks()), maxBytes: 10 * MB });
        await received.commit();
      }),
    );
    expect(storedFiles(dir)).toHaveLength(1);
    expect(
      createHash('sha256')
        .update(readFileSync(store.pathOf(sha256)))
        .digest('hex'),
    ).toBe(sha256);
    expect(await store.tempFiles()).toEqual([]);
  });

  it('removes only old temporary files at start (another instance may be writing a new one)', async () => {
    const received = await store.receive({ source: Readable.from([Buffer.from('x')]), maxBytes: MB });
    const old = path.join(dir, 'tmp', 'crashed.part');
    writeFileSync(old, 'left by a crash');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    expect(await store.removeStaleTemps({ olderThanMs: 24 * 3600 * 1000 })).toBe(1);
    expect(await store.tempFiles()).toEqual([path.basename(received.tempPath)]);
  });

  it('refuses a name that is not a SHA-256 (no path outside the store)', () => {
    expect(() => store.pathOf('../../etc/passwd')).toThrow();
  });
});
