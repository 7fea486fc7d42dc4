/** Where the apps and their compiled servers live, and their local ports: shared by `npm start` (compose.ts) and a remote's server. */
import path from 'node:path';
import { REMOTES, type RemoteName } from 'contracts/federation';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface SitePorts {
  shell: number;
  api: number;
  remotes: Record<RemoteName, number>;
}

export const DEFAULT_PORTS: SitePorts = {
  shell: 3000,
  api: 4000,
  remotes: { mfe_marketing: 3001, mfe_careers: 3002, mfe_contact: 3003, mfe_staff: 3004 },
};

export function appDir(name: RemoteName | 'shell'): string {
  return path.join(REPO_ROOT, name === 'shell' ? 'shell' : REMOTES[name].packageName);
}

/** The compiled servers the images run (`npm run build` writes them), relative to the repository. */
export const SERVER_BUNDLES = {
  api: 'api/dist/server.mjs',
  /** The staff command (accounts), on the API's store: run while the API is stopped when the store is embedded. */
  staff: 'api/dist/staff.mjs',
  shell: 'shell/dist-server/main.mjs',
  remote: 'scripts/dist/serve-remote.mjs',
} as const;
