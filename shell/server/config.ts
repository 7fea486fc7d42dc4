import proxyAddr from '@fastify/proxy-addr';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry } from 'contracts/federation';

const DEFAULT_REMOTE_PORTS: Record<RemoteName, number> = { mfe_marketing: 3001, mfe_careers: 3002, mfe_contact: 3003 };

/** `mfe_careers` -> `MFE_CAREERS_URL`: the manifest URL of that remote. */
export function remoteUrlVariable(name: RemoteName): string {
  return `${name.toUpperCase()}_URL`;
}

export interface ShellConfig {
  port: number;
  host: string;
  apiUrl: string;
  registry: RemoteRegistry;
  distDir: string;
  /** `TRUST_PROXY`: the proxies in front of this server whose X-Forwarded-For names the client. */
  trustProxy: TrustProxy;
  /** `EXPOSE_ADMIN=true`: the staff API and its docs are reachable through `/api`. */
  exposeAdmin: boolean;
}

/**
 * Who may say who the client is: nobody (`false`, the default: the connected peer is the client),
 * the nearest N proxies (a load balancer in front), or proxies at these addresses or CIDRs
 * (names of proxy-addr's ranges too: `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === '0') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  const ranges = setting
    .split(',')
    .map((range) => range.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(ranges);
  } catch (error) {
    throw new Error(`TRUST_PROXY must be a number of hops or comma-separated addresses/CIDRs: ${(error as Error).message}`);
  }
  return ranges;
}

export function parseExposeAdmin(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`EXPOSE_ADMIN must be true or false, got '${value}'`);
}

/** The only reader of process.env for the shell's server; defaults are those of the README. */
export function readShellConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  const registry = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const url = env[remoteUrlVariable(name)] ?? `http://localhost:${DEFAULT_REMOTE_PORTS[name]}/mf-manifest.json`;
      if (!URL.canParse(url)) throw new Error(`${remoteUrlVariable(name)} must be a URL, got '${url}'`);
      return [name, url];
    }),
  ) as RemoteRegistry;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    apiUrl: env.API_URL ?? 'http://127.0.0.1:4000',
    registry,
    distDir: env.SHELL_DIST_DIR ?? new URL('../dist', import.meta.url).pathname,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    exposeAdmin: parseExposeAdmin(env.EXPOSE_ADMIN),
  };
}
