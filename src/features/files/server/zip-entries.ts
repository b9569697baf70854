import { open } from 'node:fs/promises';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const TAIL_BYTES = 22 + 0xffff;
/** Directories larger than this are not read (names of ~40,000 entries); sniffing falls back to the head. */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

/**
 * The entry names of the zip archive at `path`, read from its central directory (where every zip
 * reader looks, whatever order the entries were written in), or null when the file has no
 * readable directory (not a zip, truncated, ZIP64 or a huge one).
 */
export const readZipEntryNames = async (path: string): Promise<string[] | null> => {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, TAIL_BYTES);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let at = tailLength - 22; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) return null;
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const names: string[] = [];
    let at = 0;
    while (at + 46 <= directory.length && directory.readUInt32LE(at) === CENTRAL_FILE_HEADER) {
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await handle.close();
  }
};
