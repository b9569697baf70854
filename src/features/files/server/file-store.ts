import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { SNIFF_BYTES } from './detect-file-type';

/** An upload passed its kind's size limit; it was stopped there and nothing was kept. */
export class FileTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
    this.maxBytes = maxBytes;
  }
}

/** An upload fully received into a temporary file, hashed, not yet in the store. */
export type ReceivedUpload = {
  sha256: string;
  size: number;
  /** Its first bytes (at most SNIFF_BYTES), for sniffing the type. */
  head: Buffer;
  /** The temporary file (for reading a zip's directory before deciding). */
  tempPath: string;
  /** Moves it into the store under its hash (a no-op copy when those bytes are already there). */
  commit: () => Promise<void>;
  /** Deletes the temporary file (a refused upload). */
  discard: () => Promise<void>;
};

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The content-addressed store on disk: `<dir>/ab/cd/<sha256>`. Uploads stream into
 * `<dir>/tmp/<uuid>.part` (same file system, so the final rename is atomic) while they are hashed
 * and counted; identical bytes are kept once. Nothing here knows about users or the database.
 */
export const createFileStore = ({ dir }: { dir: string }) => {
  const root = path.resolve(dir);
  const tempDir = path.join(root, 'tmp');

  const pathOf = (sha256: string) => {
    if (!SHA256.test(sha256)) throw new Error(`Not a SHA-256: ${sha256}`);
    return path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };

  const has = async (sha256: string) =>
    stat(pathOf(sha256)).then(
      (info) => info.isFile(),
      () => false,
    );

  /**
   * Two identical uploads at once each write their own temporary file; both renames put the same
   * bytes under the same name, atomically, so a reader sees one whole file or none.
   */
  const place = async ({ tempPath, sha256 }: { tempPath: string; sha256: string }) => {
    if (await has(sha256)) {
      await rm(tempPath, { force: true });
      return;
    }
    const target = pathOf(sha256);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
  };

  const newTempPath = async () => {
    await mkdir(tempDir, { recursive: true });
    return path.join(tempDir, `${randomUUID()}.part`);
  };

  /**
   * Streams `source` to a temporary file, hashing and counting on the way; past `maxBytes` it stops
   * at once (FileTooLargeError). Any failure (too large, client gone, disk full) deletes the
   * temporary file before the error reaches the caller.
   */
  const receive = async ({ source, maxBytes }: { source: Readable; maxBytes: number }) => {
    const tempPath = await newTempPath();
    const hash = createHash('sha256');
    const headChunks: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) {
          callback(new FileTooLargeError(maxBytes));
          return;
        }
        hash.update(chunk);
        if (headLength < SNIFF_BYTES) {
          const piece = chunk.subarray(0, SNIFF_BYTES - headLength);
          headChunks.push(Buffer.from(piece));
          headLength += piece.length;
        }
        callback(null, chunk);
      },
    });
    const sink = createWriteStream(tempPath, { flags: 'wx', flush: true });
    try {
      // Read through the async iterator, not pipe(): a multipart part whose body is cut short is
      // destroyed without an error, which only the iterator reports (as a premature close).
      const chunks = async function* () {
        for await (const chunk of source) yield chunk as Buffer;
      };
      await pipeline(chunks, meter, sink);
    } catch (error) {
      // A source that fails at once can fail before the file is even opened: deleting it then
      // would let the pending open create it afterwards, so wait until the file is closed.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await rm(tempPath, { force: true });
      throw error;
    }
    const sha256 = hash.digest('hex');
    const received: ReceivedUpload = {
      sha256,
      size,
      head: Buffer.concat(headChunks),
      tempPath,
      commit: () => place({ tempPath, sha256 }),
      discard: () => rm(tempPath, { force: true }),
    };
    return received;
  };

  /** Stores bytes already in memory (moving old database rows); answers their hash. */
  const putBuffer = async (content: Buffer) => {
    const sha256 = createHash('sha256').update(content).digest('hex');
    if (await has(sha256)) return sha256;
    const tempPath = await newTempPath();
    try {
      await writeFile(tempPath, content, { flag: 'wx', flush: true });
      await place({ tempPath, sha256 });
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return sha256;
  };

  /** A read stream of stored bytes (check `has` first: a missing file fails the stream). */
  const read = (sha256: string) => createReadStream(pathOf(sha256));

  /**
   * Deletes temporary files left by a crash. Only old ones: another instance sharing the
   * directory may be receiving an upload right now.
   */
  const removeStaleTemps = async ({
    olderThanMs,
    now = Date.now(),
  }: {
    olderThanMs: number;
    now?: number;
  }) => {
    const names = await readdir(tempDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(tempDir, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  };

  /** Names of the temporary files now in the store (tests check that refusals leave none). */
  const tempFiles = async () => readdir(tempDir).catch(() => [] as string[]);

  return { dir: root, pathOf, has, receive, putBuffer, read, removeStaleTemps, tempFiles };
};

/** The file store of one app. */
export type FileStore = ReturnType<typeof createFileStore>;
