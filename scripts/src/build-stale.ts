/** Builds each app whose output is missing or older than its sources (or the sources it shares). */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'contracts/federation';
import { appDir, REPO_ROOT } from './compose';

const SHARED_SOURCES = ['shared-ui/src', 'contracts/src', 'scripts/src/rspack', 'package-lock.json'];

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestModification(path.join(target, entry))));
}

export function isStale(app: RemoteName | 'shell'): boolean {
  const dir = appDir(app);
  const output = path.join(dir, 'dist', 'mf-manifest.json');
  if (!existsSync(output)) return true;
  const sources = [
    path.join(dir, 'src'),
    path.join(dir, 'rspack.config.ts'),
    ...SHARED_SOURCES.map((source) => path.join(REPO_ROOT, source)),
  ];
  return Math.max(...sources.map(newestModification)) > statSync(output).mtimeMs;
}

export function buildStaleApps(): void {
  for (const app of ['shell', ...REMOTE_NAMES] as const) {
    if (!isStale(app)) continue;
    console.log(`Building ${app}...`);
    execFileSync('npx', ['rspack', 'build'], {
      cwd: appDir(app),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
