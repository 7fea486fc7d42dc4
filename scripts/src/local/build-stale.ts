/**
 * Builds each workspace whose output is missing or older than its sources (or the sources it
 * shares): the remotes' and the shell's browser and server builds, and the compiled servers the
 * images run (SERVER_BUNDLES), which `npm start` and the e2e suite run too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SHARED_BUILD_SOURCES } from 'build-config/release-version';
import { REMOTES } from 'contracts/federation';
import { REPO_ROOT, SERVER_BUNDLES } from './site-layout';

interface Target {
  workspace: string;
  /** What the build writes, relative to the repository. */
  outputs: string[];
  /** What it is built from, besides SHARED_BUILD_SOURCES, relative to the repository. */
  sources: string[];
}

/** What the Node servers compile in besides their own sources. */
const SERVER_SHARED = ['static-server/src', 'server-common/src', 'telemetry/src'];

const TARGETS: Target[] = [
  {
    workspace: 'shell',
    outputs: ['shell/dist/mf-manifest.json', SERVER_BUNDLES.shell],
    sources: ['shell/src', 'shell/server', 'shell/rspack.config.ts', 'shell/rspack.server.config.ts', ...SERVER_SHARED],
  },
  ...Object.values(REMOTES).map(({ packageName }) => ({
    workspace: packageName,
    outputs: [`${packageName}/dist/mf-manifest.json`],
    sources: [`${packageName}/src`, `${packageName}/rspack.config.ts`],
  })),
  {
    workspace: 'api',
    outputs: [SERVER_BUNDLES.api, SERVER_BUNDLES.staff],
    sources: ['api/src', 'api/rspack.config.ts', ...SERVER_SHARED],
  },
  {
    workspace: 'static-server',
    outputs: [SERVER_BUNDLES.remote],
    sources: ['static-server/src', 'static-server/rspack.config.ts', ...SERVER_SHARED],
  },
];

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestModification(path.join(target, entry))));
}

function isStale({ outputs, sources }: Target): boolean {
  const inRepo = (files: string[]) => files.map((file) => path.join(REPO_ROOT, file));
  const outputTimes = inRepo(outputs).map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0));
  return Math.max(...inRepo([...sources, ...SHARED_BUILD_SOURCES]).map(newestModification)) > Math.min(...outputTimes);
}

export function buildStaleApps(): void {
  for (const target of TARGETS.filter(isStale)) {
    console.log(`Building ${target.workspace}...`);
    execFileSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
