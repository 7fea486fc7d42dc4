/**
 * The local composition: the API, each remote on its own origin and the shell's server in front,
 * each as its own process running the compiled server its image runs (SERVER_BUNDLES), so a
 * spec can stop or redeploy one. `npm start` and the e2e tests both start the site through here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry, serverEntryUrl } from 'contracts/federation';
import { keepRelease } from './serve-static';
import { appDir, DEFAULT_PORTS, REPO_ROOT, SERVER_BUNDLES, type SitePorts } from './site-layout';

export { appDir, DEFAULT_PORTS, REPO_ROOT, type SitePorts } from './site-layout';

const HOST = '127.0.0.1';
const SERVICE_READY_TIMEOUT_MS = 30_000;

export interface RemoteHandle {
  url: string;
  /**
   * Serves `root` (by default the remote's own build), as a deploy of that output would; with
   * several folders, the first is the release deployed and the others earlier releases kept
   * for open tabs (the container's RELEASES_DIR).
   */
  start(root?: string | string[]): Promise<void>;
  stop(): Promise<void>;
}

export interface Site {
  url: string;
  apiUrl: string;
  /** The process of the shell's server: the same one for the site's whole life. */
  shellPid: number | undefined;
  /** The last lines the shell's server wrote (its log and its errors). */
  shellLog(): string;
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

interface NodeService {
  name: string;
  /** The compiled server, relative to the repository (SERVER_BUNDLES). */
  bundle: string;
  args?: string[];
  env: NodeJS.ProcessEnv;
  healthUrl: string;
  log: boolean;
}

const answers = (healthUrl: string) =>
  fetch(healthUrl).then(
    (response) => response.ok,
    () => false,
  );

/** What a service's output is kept of: enough to explain an early exit or to find a log line. */
const KEPT_OUTPUT_CHARS = 64_000;

interface RunningService {
  child: ChildProcess;
  /** Its last output, stdout and stderr together. */
  output(): string;
}

/** Starts a compiled server of the site as its own process, with exactly the environment given, and waits for its health route. */
async function startNodeService({ name, bundle, args = [], env, healthUrl, log }: NodeService): Promise<RunningService> {
  const file = path.join(REPO_ROOT, bundle);
  if (!existsSync(file)) throw new Error(`${bundle} is missing: run \`npm run build\` (or \`npm start\`, which builds what is stale)`);
  if (await answers(healthUrl)) throw new Error(`Something already answers ${healthUrl}: is another copy of the site running?`);
  const child = spawn(process.execPath, [file, ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const [stream, passOn] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream?.on('data', (chunk: Buffer) => {
      if (log) passOn.write(chunk);
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
    });
  }
  const service = { child, output: () => output };
  const deadline = Date.now() + SERVICE_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${name} exited with code ${child.exitCode}:\n${output.slice(-4000)}`);
    if (await answers(healthUrl)) return service;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The ${name} did not answer ${healthUrl} within ${SERVICE_READY_TIMEOUT_MS} ms`);
}

async function stopService(service: RunningService | undefined) {
  const child = service?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

export function remoteHandle(name: RemoteName, port: number, defaultRoot: string, allowedOrigins: string[], log = false): RemoteHandle {
  let server: RunningService | undefined;
  let releasesDir: string | undefined;
  return {
    url: `http://localhost:${port}/mf-manifest.json`,
    async start(root = defaultRoot) {
      const [dist, ...earlier] = [root].flat();
      if (earlier.length > 0) {
        releasesDir = mkdtempSync(path.join(tmpdir(), `${name}-releases-`));
        for (const release of earlier) await keepRelease(release, releasesDir);
      }
      server = await startNodeService({
        name: `${name} server`,
        bundle: SERVER_BUNDLES.remote,
        args: [name],
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST,
          SITE_ORIGINS: allowedOrigins.join(','),
          REMOTE_DIST_DIR: dist,
          ...(releasesDir && { RELEASES_DIR: releasesDir }),
        },
        healthUrl: `http://${HOST}:${port}/healthz`,
        log,
      });
    },
    async stop() {
      await stopService(server);
      server = undefined;
      if (releasesDir) rmSync(releasesDir, { recursive: true, force: true });
      releasesDir = undefined;
    },
  };
}

export function startApi(port: number, env: NodeJS.ProcessEnv, log: boolean): Promise<RunningService> {
  return startNodeService({
    name: 'API',
    bundle: SERVER_BUNDLES.api,
    env: { ...process.env, NODE_ENV: 'production', API_PORT: String(port), HOST, ...env },
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
): Promise<RunningService> {
  const remoteVariables = REMOTE_NAMES.flatMap((name) => [
    [`${name.toUpperCase()}_URL`, registry[name]],
    // The server reaches each remote on the loopback address its server listens on.
    [`${name.toUpperCase()}_SERVER_URL`, serverEntryUrl(registry[name].replace('//localhost:', `//${HOST}:`))],
  ]);
  return startNodeService({
    name: 'shell server',
    bundle: SERVER_BUNDLES.shell,
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
      remoteHandle(name, ports.remotes[name], remoteDirs[name] ?? path.join(appDir(name), 'dist'), origins, log),
    ]),
  ) as Record<RemoteName, RemoteHandle>;
  await Promise.all(Object.values(remotes).map((remote) => remote.start()));

  const registry = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotes[name].url])) as RemoteRegistry;
  const apiUrl = `http://${HOST}:${ports.api}`;
  const shell = await startShell(ports.shell, apiUrl, registry, shellEnv, log);

  return {
    url: `http://localhost:${ports.shell}`,
    apiUrl,
    shellPid: shell.child.pid,
    shellLog: shell.output,
    remotes,
    async stop() {
      await stopService(shell);
      await Promise.all(Object.values(remotes).map((remote) => remote.stop()));
      await stopService(api);
    },
  };
}
