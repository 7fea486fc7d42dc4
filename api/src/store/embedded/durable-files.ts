/**
 * File helpers for the embedded store's durability promise: a 2xx means the bytes reached
 * the disk, not just the page cache, so every write ends with an fsync of the file and of
 * the directory that names it.
 */
import { constants } from 'node:fs';
import { open, readFile, rm, truncate } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Flushes a file's (or a directory's) data and metadata to the disk. */
export async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, constants.O_RDONLY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a stream to a new file, fsyncs file and directory, and returns the byte count. */
export async function writeStreamDurably(source: Readable, target: string): Promise<number> {
  const handle = await open(target, 'wx', PRIVATE_FILE_MODE);
  let size = 0;
  try {
    for await (const chunk of source) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      await handle.write(bytes);
      size += bytes.length;
    }
    await handle.sync();
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
  await fsyncPath(path.dirname(target));
  return size;
}

/**
 * nedb appends one JSON line per write. A process killed in the middle of an append leaves a
 * partial last line, which nedb counts as corruption and may refuse to load. Such a line was
 * never acknowledged (the 2xx waits for the fsync), so dropping it loses nothing.
 * Returns true when a partial line was dropped.
 */
export async function dropPartialLastLine(file: string): Promise<boolean> {
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  if (content.length === 0 || content[content.length - 1] === 0x0a) return false;
  const lastNewline = content.lastIndexOf(0x0a);
  await truncate(file, lastNewline + 1);
  await fsyncPath(file);
  return true;
}
