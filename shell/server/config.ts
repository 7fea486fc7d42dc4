import proxyAddr from '@fastify/proxy-addr';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry, serverEntryUrl } from 'contracts/federation';
import { parseHsts } from 'contracts/security-headers';
import { DEFAULT_MAX_CONCURRENT_RENDERS } from './app';
import type { ServerRemote } from './renderer';

const DEFAULT_REMOTE_PORTS: Record<RemoteName, number> = {
  mfe_marketing: 3001,
  mfe_careers: 3002,
  mfe_contact: 3003,
  mfe_staff: 3004,
};
const SHA256_HEX = /^[0-9a-f]{64}$/i;

/** `mfe_careers` -> `MFE_CAREERS_URL`: the manifest URL of that remote, as browsers reach it. */
export function remoteUrlVariable(name: RemoteName, suffix: 'URL' | 'SERVER_URL' | 'SHA256' = 'URL'): string {
  return `${name.toUpperCase()}_${suffix}`;
}

export interface ShellConfig {
  port: number;
  host: string;
  apiUrl: string;
  registry: RemoteRegistry;
  /** Each remote as the server reaches it: its server entry, and the hash it is pinned to, if any. */
  serverRemotes: ServerRemote[];
  distDir: string;
  /** `TRUST_PROXY`: the proxies in front of this server whose X-Forwarded-For names the client. */
  trustProxy: TrustProxy;
  /** `EXPOSE_ADMIN=true`: the staff API and its docs are reachable through `/api`. */
  exposeAdmin: boolean;
  /** `HSTS=true`: the site is served over HTTPS. */
  hsts: boolean;
  /** `MAX_CONCURRENT_RENDERS`: pages rendered at once before further ones are refused with 503. */
  maxConcurrentRenders: number;
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

function readUrl(env: NodeJS.ProcessEnv, variable: string, fallback: string): string {
  const url = env[variable] ?? fallback;
  if (!URL.canParse(url)) throw new Error(`${variable} must be a URL, got '${url}'`);
  return url;
}

function parsePositiveInteger(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const value = Number(env[variable] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${variable} must be a positive whole number, got '${env[variable]}'`);
  return value;
}

/** The only reader of process.env for the shell's server; defaults are those of the README. */
export function readShellConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  const serverRemotes = REMOTE_NAMES.map((name): ServerRemote => {
    const manifestUrl = readUrl(env, remoteUrlVariable(name), `http://localhost:${DEFAULT_REMOTE_PORTS[name]}/mf-manifest.json`);
    const sha256 = env[remoteUrlVariable(name, 'SHA256')];
    if (sha256 !== undefined && !SHA256_HEX.test(sha256))
      throw new Error(`${remoteUrlVariable(name, 'SHA256')} must be 64 hex digits`);
    return {
      name,
      manifestUrl,
      serverEntryUrl: readUrl(env, remoteUrlVariable(name, 'SERVER_URL'), serverEntryUrl(manifestUrl)),
      sha256,
    };
  });
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    apiUrl: env.API_URL ?? 'http://127.0.0.1:4000',
    registry: Object.fromEntries(serverRemotes.map((remote) => [remote.name, remote.manifestUrl])) as RemoteRegistry,
    serverRemotes,
    distDir: env.SHELL_DIST_DIR ?? new URL('../dist', import.meta.url).pathname,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    exposeAdmin: parseExposeAdmin(env.EXPOSE_ADMIN),
    hsts: parseHsts(env.HSTS),
    maxConcurrentRenders: parsePositiveInteger(env, 'MAX_CONCURRENT_RENDERS', DEFAULT_MAX_CONCURRENT_RENDERS),
  };
}
