/**
 * File helpers for the embedded store's durability promise: a 2xx means the bytes reached
 * the disk, not just the page cache, so every write ends with an fsync of the file and of
 * the directory that names it.
 */
import { constants } from 'node:fs';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

/** A whole line of a datastore's file: a document, or one of nedb's index records. */
function isRecord(line: string): boolean {
  try {
    const value = JSON.parse(line) as unknown;
    return typeof value === 'object' && value !== null && ['_id', '$$indexCreated', '$$indexRemoved'].some((key) => key in value);
  } catch {
    return false;
  }
}

/** The whole record a cut line ends with (an append glued to a partial line), if any. */
function recordAtEnd(line: string): string | undefined {
  for (let start = line.indexOf('{', 1); start !== -1; start = line.indexOf('{', start + 1)) {
    if (isRecord(line.slice(start))) return line.slice(start);
  }
  return undefined;
}

/**
 * nedb appends one JSON line per write, and at load skips a line it cannot read without a word.
 * A crash mid-append leaves a partial last line; an append cut short (a full disk) could leave a
 * partial line that the next append is glued to. No cut part was ever acknowledged (the 2xx waits
 * for the fsync), but a record glued after one was: each unreadable line is replaced by the whole
 * record it ends with, or dropped, and the file rewritten durably (no copy of the old one: it would
 * outlive a privacy erasure). Answers what was repaired, for the log.
 */
export async function repairDatafile(file: string): Promise<string | undefined> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const repairs: string[] = [];
  const lines = content.split('\n').flatMap((line, index) => {
    if (line === '') return [];
    if (isRecord(line)) return [line];
    const record = recordAtEnd(line);
    repairs.push(
      record
        ? `line ${index + 1}, a cut write with a whole record after it: the record kept, the ${line.length - record.length} cut bytes dropped`
        : `line ${index + 1}, a cut write alone (${line.length} bytes, never acknowledged): dropped`,
    );
    return record ? [record] : [];
  });
  if (repairs.length === 0) return undefined;
  const repaired = `${file}.repaired`;
  await writeFile(repaired, lines.map((line) => `${line}\n`).join(''), { mode: PRIVATE_FILE_MODE });
  await fsyncPath(repaired);
  await rename(repaired, file);
  await fsyncPath(path.dirname(file));
  return `Repaired ${file}: ${repairs.join('; ')}`;
}
