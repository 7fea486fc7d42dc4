/**
 * One process at a time on an embedded store: nedb holds each file in memory and rewrites it
 * when compacting, so a second process on the same DATA_DIR (the staff command while the API
 * runs, a second API) would have its writes lost, or lose the other's. The lock file names its
 * holder (host and pid); a holder that is gone from this host leaves a stale lock, taken over.
 */

import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from './durable-files';

export const LOCK_FILE_NAME = 'lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Holder {
  pid: number;
  host: string;
}

/** Takes the lock of `dir`; resolves to the function that gives it back. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_FILE_NAME);
  const mine: Holder = { pid: process.pid, host: hostname() };
  const release = async () => {
    const holder = await readHolder(file);
    if (holder?.pid === mine.pid && holder.host === mine.host) await rm(file, { force: true });
  };
  // Two tries: the second after removing a stale lock (another process may win that race).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, JSON.stringify(mine), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(file);
    if (holder && isRunning(holder, mine)) {
      throw new DataDirLockedError(
        `The data directory ${dir} is in use by process ${holder.pid} on ${holder.host} (the API?). ` +
          `Stop it first; if that process is gone, delete ${file}.`,
      );
    }
    await rm(file, { force: true });
  }
  throw new DataDirLockedError(`The data directory ${dir} was locked by another process while opening it.`);
}

async function readHolder(file: string): Promise<Holder | undefined> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? { pid: holder.pid, host: holder.host } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Another host's process cannot be checked, so it counts as running. This process's own pid in
 * the file is a previous life of it (a container restarted with the same pid) and counts as gone.
 */
function isRunning(holder: Holder, mine: Holder): boolean {
  if (holder.host !== mine.host) return true;
  if (holder.pid === mine.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
