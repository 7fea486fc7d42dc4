/**
 * The local composition: the API as a child process, each remote on its own origin and the
 * shell's server in front. `npm start` and the e2e tests both start the site through here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'contracts/federation';
import type { FastifyInstance } from 'fastify';
import { buildShellServer, type ShellServerOptions } from 'shell/server/app';
import { buildRemoteServer } from './serve-static';
import { appDir, DEFAULT_PORTS, REPO_ROOT, type SitePorts } from './site-layout';

export { appDir, DEFAULT_PORTS, REPO_ROOT, type SitePorts } from './site-layout';

const HOST = '127.0.0.1';
const API_READY_TIMEOUT_MS = 30_000;

export interface RemoteHandle {
  url: string;
  /** Serves `root` (by default the remote's own build), as a deploy of that output would. */
  start(root?: string): Promise<void>;
  stop(): Promise<void>;
}

export interface Site {
  url: string;
  apiUrl: string;
  remotes: Record<RemoteName, RemoteHandle>;
  stop(): Promise<void>;
}

export interface SiteOptions {
  ports?: SitePorts;
  /** Extra environment for the API (DATA_DIR, ADMIN_TOKEN, SMTP_URL...); `false` starts no API. */
  apiEnv?: NodeJS.ProcessEnv | false;
  /** Where each remote's built files are; defaults to `<remote>/dist`. */
  remoteDirs?: Partial<Record<RemoteName, string>>;
  /** The shell server's TRUST_PROXY and EXPOSE_ADMIN (defaults: trust nobody, staff API hidden). */
  shell?: Pick<ShellServerOptions, 'trustProxy' | 'exposeAdmin'>;
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

export async function startApi(port: number, env: NodeJS.ProcessEnv, log: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: { ...process.env, API_PORT: String(port), HOST: HOST, ...env },
    stdio: log ? 'inherit' : 'ignore',
  });
  const deadline = Date.now() + API_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    const healthy = await fetch(`http://${HOST}:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`The API did not answer /api/health within ${API_READY_TIMEOUT_MS} ms`);
}

export async function startSite({
  ports = DEFAULT_PORTS,
  apiEnv = {},
  remoteDirs = {},
  shell: shellOptions = {},
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

  const registry = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotes[name].url])) as Record<RemoteName, string>;
  const apiUrl = `http://${HOST}:${ports.api}`;
  const shell = await buildShellServer({
    distDir: path.join(appDir('shell'), 'dist'),
    apiUrl,
    registry,
    ...shellOptions,
    logger: log,
  });
  await shell.listen({ port: ports.shell, host: HOST });

  return {
    url: `http://localhost:${ports.shell}`,
    apiUrl,
    remotes,
    async stop() {
      await shell.close();
      await Promise.all(Object.values(remotes).map((remote) => remote.stop()));
      if (api && api.exitCode === null) {
        api.kill('SIGTERM');
        await once(api, 'exit');
      }
    },
  };
}
