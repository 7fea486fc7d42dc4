/** Where the apps and their compiled servers live: for `npm start` (compose.ts) and the builds. */
import path from 'node:path';
import { REMOTES, type RemoteName } from 'contracts/federation';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export function appDir(name: RemoteName | 'shell'): string {
  return path.join(REPO_ROOT, name === 'shell' ? 'shell' : REMOTES[name].packageName);
}

/** Eight pages that load under a benchmark or a load test: every remote among them, the heavier ones too. */
export const PAGES_UNDER_LOAD = [
  '/',
  '/about',
  '/careers',
  '/careers/senior-cybersecurity-analyst',
  '/contact',
  '/services/encryption',
  '/culture',
  '/news',
];

/** The compiled servers the images run (`npm run build` writes them), relative to the repository. */
export const SERVER_BUNDLES = {
  api: 'api/dist/server.mjs',
  /** The staff command (accounts), on the API's store: run while the API is stopped when the store is embedded. */
  staff: 'api/dist/staff.mjs',
  shell: 'shell/dist-server/main.mjs',
  remote: 'static-server/dist/serve-remote.mjs',
} as const;

/**
 * Node's options for the shell's server, wherever it runs (compose.ts; the Dockerfile's CMD, which
 * a test compares). One V8 helper thread instead of four: the render threads fill every core, and
 * the helpers, shared by every thread of the process and not niced like the render threads, ran
 * the render threads' collections against the main thread, which answers every request. Measured
 * in docs/security-and-load.md, "One V8 helper thread".
 */
export const SHELL_NODE_OPTIONS = ['--v8-pool-size=1'] as const;
