/**
 * A remote build's version (contracts/releases): its package version and a SHA-256 of what the
 * build is made from, so that the same sources always make the same version and any change a
 * new one. The build writes it into `dist/release.json` and names its server build with it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type RemoteName, SHELL_NAME } from 'contracts/federation';
import { RELEASE_HASH_LENGTH, type ReleaseDescriptor } from 'contracts/releases';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** What every app's build reads besides its own folder, relative to the repository. */
export const SHARED_BUILD_SOURCES = ['shared-ui/src', 'contracts/src', 'build-config/src', 'package-lock.json'];
/** An app's own sources, relative to its folder. */
export const APP_BUILD_SOURCES = ['src', 'package.json', 'rspack.config.ts'];
/** Tests are not built: changing one makes no new version. */
const NOT_BUILT = /\.test\.tsx?$/;

function filesOf(target: string): string[] {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((entry) => filesOf(path.join(target, entry)));
}

/** SHA-256 (hex) of the files' names and contents, in a fixed order. */
export function sourceHash(files: readonly string[], root: string): string {
  const hash = createHash('sha256');
  for (const file of files.filter((name) => !NOT_BUILT.test(name))) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function releaseDescriptor(dir: string, remote: RemoteName, builtAt = new Date()): ReleaseDescriptor {
  const files = [
    ...APP_BUILD_SOURCES.flatMap((source) => filesOf(path.join(dir, source))),
    ...SHARED_BUILD_SOURCES.flatMap((source) => filesOf(path.join(REPO_ROOT, source))),
  ];
  const packageVersion = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const hash = sourceHash(files, REPO_ROOT).slice(0, RELEASE_HASH_LENGTH);
  return { remote, version: `${packageVersion}-${hash}`, packageVersion, builtAt: builtAt.toISOString() };
}

export const isRemote = (name: RemoteName | typeof SHELL_NAME): name is RemoteName => name !== SHELL_NAME;
