/**
 * The local composition: the API and the shell's server as child processes, each remote on its
 * own origin in this process (so tests can stop and redeploy one), the shell's server in front.
 * `npm start` and the e2e tests both start the site through here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry, serverEntryUrl } from 'contracts/federation';
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer } from './serve-static';
import { appDir, DEFAULT_PORTS, REPO_ROOT, type SitePorts } from './site-layout';

export { appDir, DEFAULT_PORTS, REPO_ROOT, type SitePorts } from './site-layout';

const HOST = '127.0.0.1';
const SERVICE_READY_TIMEOUT_MS = 30_000;

export interface RemoteHandle {
  url: string;
  /**
   * Serves `root` (by default the remote's own build), as a deploy of that output would; with
   * several folders, a file is looked up in each in turn (a deploy that keeps older releases).
   */
  start(root?: string | string[]): Promise<void>;
  stop(): Promise<void>;
}

export interface Site {
  url: string;
  apiUrl: string;
  /** The process of the shell's server: the same one for the site's whole life. */
  shellPid: number | undefined;
  remotes: Record<RemoteName, RemoteHandle>;
  stop(): Promise<void>;
}

export interface SiteOptions {
  ports?: SitePorts;
  /** Extra environment for the API (DATA_DIR, ADMIN_TOKEN, SMTP_URL...); `false` starts no API. */
  apiEnv?: NodeJS.ProcessEnv | false;
  /** Where each remote's built files are; defaults to `<remote>/dist`. */
  remoteDirs?: Partial<Record<RemoteName, string>>;
  /** The shell server's TRUST_PROXY and EXPOSE_ADMIN (defaults: trust nobody, staff API hidden), as its README reads them. */
  shellEnv?: { TRUST_PROXY?: string; EXPOSE_ADMIN?: string };
  log?: boolean;
}

const siteOrigins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

export function remoteHandle(port: number, defaultRoot: string, allowedOrigins: string[]): RemoteHandle {
  let server: FastifyInstance | undefined;
  return {
    url: `http://localhost:${port}/mf-manifest.json`,
    async start(root = defaultRoot) {
      server = await buildRemoteServer({ root, allowedOrigins });
      await server.listen({ port, host: HOST });
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
  };
}

interface NodeService {
  name: string;
  /** The TypeScript entry point, run with tsx. */
  entry: string;
  env: NodeJS.ProcessEnv;
  healthUrl: string;
  log: boolean;
}

/** Starts a server of the site as its own process, with exactly the environment given, and waits for its health route. */
async function startNodeService({ name, entry, env, healthUrl, log }: NodeService): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: path.dirname(entry),
    env,
    stdio: log ? 'inherit' : 'ignore',
  });
  const deadline = Date.now() + SERVICE_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${name} exited with code ${child.exitCode}`);
    const healthy = await fetch(healthUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`The ${name} did not answer ${healthUrl} within ${SERVICE_READY_TIMEOUT_MS} ms`);
}

async function stopService(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

export function startApi(port: number, env: NodeJS.ProcessEnv, log: boolean): Promise<ChildProcess> {
  return startNodeService({
    name: 'API',
    entry: path.join(REPO_ROOT, 'api/src/server.ts'),
    env: { ...process.env, API_PORT: String(port), HOST, ...env },
    healthUrl: `http://${HOST}:${port}/api/health`,
    log,
  });
}

/**
 * The shell's server runs remote code while rendering pages, so it gets no secrets: only what it
 * needs to find the API and the remotes, never the environment of the shell that started it.
 */
export function startShell(
  port: number,
  apiUrl: string,
  registry: RemoteRegistry,
  shellEnv: SiteOptions['shellEnv'],
  log: boolean,
): Promise<ChildProcess> {
  const remoteVariables = REMOTE_NAMES.flatMap((name) => [
    [`${name.toUpperCase()}_URL`, registry[name]],
    // The server reaches each remote on the loopback address its server listens on.
    [`${name.toUpperCase()}_SERVER_URL`, serverEntryUrl(registry[name].replace('//localhost:', `//${HOST}:`))],
  ]);
  return startNodeService({
    name: 'shell server',
    entry: path.join(REPO_ROOT, 'shell/server/main.ts'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST,
      API_URL: apiUrl,
      ...shellEnv,
      ...Object.fromEntries(remoteVariables),
    },
    healthUrl: `http://${HOST}:${port}/healthz`,
    log,
  });
}

export async function startSite({
  ports = DEFAULT_PORTS,
  apiEnv = {},
  remoteDirs = {},
  shellEnv = {},
  log = false,
}: SiteOptions = {}): Promise<Site> {
  const origins = siteOrigins(ports.shell);
  const api = apiEnv === false ? undefined : await startApi(ports.api, { SITE_ORIGINS: origins.join(','), ...apiEnv }, log);
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      remoteHandle(ports.remotes[name], remoteDirs[name] ?? path.join(appDir(name), 'dist'), origins),
    ]),
  ) as Record<RemoteName, RemoteHandle>;
  await Promise.all(Object.values(remotes).map((remote) => remote.start()));

  const registry = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotes[name].url])) as RemoteRegistry;
  const apiUrl = `http://${HOST}:${ports.api}`;
  const shell = await startShell(ports.shell, apiUrl, registry, shellEnv, log);

  return {
    url: `http://localhost:${ports.shell}`,
    apiUrl,
    shellPid: shell.pid,
    remotes,
    async stop() {
      await stopService(shell);
      await Promise.all(Object.values(remotes).map((remote) => remote.stop()));
      await stopService(api);
    },
  };
}
