/**
 * The site's one map of local origins: where the shell, the API and each remote listen under
 * `npm start` and `npm run dev`, the defaults every server and build reads. The end-to-end
 * suite and the benchmark move the whole map by an offset.
 */
import { REMOTE_NAMES, type RemoteName } from './federation';

export interface SitePorts {
  shell: number;
  api: number;
  remotes: Record<RemoteName, number>;
}

export const LOCAL_PORTS: SitePorts = {
  shell: 3000,
  api: 4000,
  remotes: { mfe_marketing: 3001, mfe_careers: 3002, mfe_contact: 3003, mfe_staff: 3004 },
};

/** The same map moved by `offset`. */
export function offsetPorts({ shell, api, remotes }: SitePorts, offset: number): SitePorts {
  return {
    shell: shell + offset,
    api: api + offset,
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotes[name] + offset])) as Record<RemoteName, number>,
  };
}

/** The site as a browser reaches it locally, and the API as the site's servers do. */
export const LOCAL_SITE_ORIGIN = `http://localhost:${LOCAL_PORTS.shell}`;
export const LOCAL_API_URL = `http://127.0.0.1:${LOCAL_PORTS.api}`;

/** A remote's manifest where its server listens on this machine. */
export function localManifestUrl(name: RemoteName, ports: SitePorts = LOCAL_PORTS): string {
  return `http://localhost:${ports.remotes[name]}/mf-manifest.json`;
}

/** The variables naming a remote's origin: `mfe_careers` -> `MFE_CAREERS_URL`, `..._SERVER_URL` (the shell's server), `..._ORIGIN` (the API). */
export function remoteVariable(name: RemoteName, suffix: 'URL' | 'SERVER_URL' | 'ORIGIN' = 'URL'): string {
  return `${name.toUpperCase()}_${suffix}`;
}
