/**
 * The local composition: the API, each remote on its own origin and the shell's server in front,
 * each as its own process running the compiled server its image runs (SERVER_BUNDLES), so a
 * spec can stop or redeploy one. `npm start` and the e2e tests both start the site through here.
 * Each remote's origin keeps its versions in a folder of its own (RELEASES_DIR); the API finds
 * each remote's first version there and makes it live, and the shell's servers follow it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry, serverEntryUrl } from 'contracts/federation';
import { releaseFeedSchema } from 'contracts/releases';
import { LOCAL_PORTS, remoteVariable, type SitePorts } from 'contracts/site-map';
import { appDir, REPO_ROOT, SERVER_BUNDLES, SHELL_NODE_OPTIONS } from './site-layout';

export type { SitePorts } from 'contracts/site-map';
export { appDir, PAGES_UNDER_LOAD, REPO_ROOT, SERVER_BUNDLES } from './site-layout';

export const HOST = '127.0.0.1';
const SERVICE_READY_TIMEOUT_MS = 30_000;

export interface RemoteHandle {
  url: string;
  /** The versions its origin keeps, one folder each (RELEASES_DIR). */
  releasesDir: string;
  /**
   * Serves `dist` (by default the remote's own build) as a deploy of that build would: it is
   * installed as its version beside the versions kept, and served at the origin's root.
   */
  start(dist?: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ShellHandle {
  url: string;
  pid: number | undefined;
  /** The last lines it wrote (its log and its errors). */
  log(): string;
  stop(): Promise<void>;
}

export interface Site {
  url: string;
  apiUrl: string;
  /** The process of the shell's server (a new one after `restartShell`). */
  readonly shellPid: number | undefined;
  /** The last lines the shell's server wrote (its log and its errors). */
  shellLog(): string;
  /**
   * A new process for the shell's server on its port: it loads the remotes as they are now (a
   * shell loads every live version as it starts, and renders a loaded version from memory after).
   */
  restartShell(): Promise<void>;
  /** The front server's access log (a JSON object a line); empty without a front. */
  frontAccessLog(): string;
  remotes: Record<RemoteName, RemoteHandle>;
  /** The API: stopped, the shell's servers keep the versions they last read from its registry. */
  api: { stop(): Promise<void>; start(): Promise<void> };
  /** Another shell server process on `port`, against the same API and remotes (stopped with the site). */
  startShell(port: number): Promise<ShellHandle>;
  stop(): Promise<void>;
}

export interface SiteOptions {
  ports?: SitePorts;
  /** Extra environment for the API (DATA_DIR, ADMIN_TOKEN, SMTP_URL, CANARY_MIN_RENDERS...). */
  apiEnv?: NodeJS.ProcessEnv;
  /** Where each remote's built files are; defaults to `<remote>/dist`. */
  remoteDirs?: Partial<Record<RemoteName, string>>;
  /** Where the remotes keep their versions, a folder each (`<releasesRoot>/<remote>`); a temporary folder by default. */
  releasesRoot?: string;
  /** The shell server's TRUST_PROXY and EXPOSE_ADMIN (defaults: trust nobody, staff API hidden), as its README reads them. */
  shellEnv?: {
    TRUST_PROXY?: string;
    EXPOSE_ADMIN?: string;
    MAX_CONCURRENT_RENDERS?: string;
    RUM_SAMPLE_RATE?: string;
    OTEL_EXPORTER_OTLP_ENDPOINT?: string;
    RELEASE_SNAPSHOT_FILE?: string;
    RELEASE_REPORT_KEY?: string;
  };
  /** Ports of the front server (nginx) to put in front, as in production; the site's URL is then its HTTPS one. */
  front?: FrontPorts;
  log?: boolean;
}

export interface FrontPorts {
  http: number;
  https: number;
  /** Each remote's HTTPS origin. */
  remotes: Record<RemoteName, number>;
}

const siteOrigins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

interface Service {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Answers true once the service serves. */
  ready: () => Promise<boolean>;
  log: boolean;
}

const answers = (healthUrl: string) =>
  fetch(healthUrl).then(
    (response) => response.ok,
    () => false,
  );

/** What a service's output is kept of: enough to explain an early exit or to find a log line. */
const KEPT_OUTPUT_CHARS = 64_000;

/**
 * The last KEPT_OUTPUT_CHARS of a service's output, kept as its chunks and joined only when read:
 * the shell logs a line a request, and copying the whole tail for each would make the process
 * that holds the site (a benchmark's load generator among them) collect its garbage all along.
 */
function keptOutput() {
  const chunks: string[] = [];
  let length = 0;
  return {
    add(chunk: string) {
      chunks.push(chunk);
      length += chunk.length;
      while (chunks.length > 1 && length - (chunks[0]?.length ?? 0) >= KEPT_OUTPUT_CHARS) length -= chunks.shift()?.length ?? 0;
    },
    text: () => chunks.join('').slice(-KEPT_OUTPUT_CHARS),
  };
}

interface RunningService {
  child: ChildProcess;
  /** Its last output, stdout and stderr together. */
  output(): string;
}

/** Starts a server of the site as its own process, with exactly the environment given, and waits until it serves. */
async function startService({ name, command, args, env, ready, log }: Service): Promise<RunningService> {
  if (await ready()) throw new Error(`Something already answers where the ${name} would: is another copy of the site running?`);
  // A session of its own, as a container is a CPU group of its own: Linux's autogroup then ranks
  // the shell's niced render threads against its own main thread only, not against the browser
  // and test runner working beside it, which would otherwise starve them (timeouts and fallbacks).
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const kept = keptOutput();
  for (const [stream, passOn] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream?.on('data', (chunk: Buffer) => {
      if (log) passOn.write(chunk);
      kept.add(chunk.toString());
    });
  }
  const service = { child, output: kept.text };
  const deadline = Date.now() + SERVICE_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The ${name} exited with code ${child.exitCode}:\n${service.output().slice(-4000)}`);
    if (await ready()) return service;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The ${name} did not start within ${SERVICE_READY_TIMEOUT_MS} ms:\n${service.output().slice(-4000)}`);
}

/** A compiled server of the site (SERVER_BUNDLES), ready when its health route answers. */
function startNodeService(
  name: string,
  bundle: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  healthUrl: string,
  log: boolean,
  nodeOptions: readonly string[] = [],
) {
  const file = path.join(REPO_ROOT, bundle);
  if (!existsSync(file))
    throw new Error(`${bundle} is missing: run \`npm run build\` (or \`npm start\`, which builds what is stale)`);
  const command = process.execPath;
  return startService({ name, command, args: [...nodeOptions, file, ...args], env, ready: () => answers(healthUrl), log });
}

/** A server finishes its requests and exits within this after SIGTERM (the shell's own grace is 10 s), or is killed. */
const STOP_TIMEOUT_MS = 15_000;

async function stopService(service: RunningService | undefined) {
  const child = service?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const overran = setTimeout(() => {
    console.error(
      `${child.spawnargs.join(' ')} did not stop within ${STOP_TIMEOUT_MS} ms of SIGTERM: killed. Its last output:\n${service?.output().slice(-2000)}`,
    );
    child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(overran);
}

export function remoteHandle(
  name: RemoteName,
  port: number,
  defaultDist: string,
  releasesDir: string,
  allowedOrigins: string[],
  feedUrl: string,
  log = false,
): RemoteHandle {
  let server: RunningService | undefined;
  mkdirSync(releasesDir, { recursive: true });
  return {
    url: `http://localhost:${port}/mf-manifest.json`,
    releasesDir,
    async start(dist = defaultDist) {
      const env = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST,
        SITE_ORIGINS: allowedOrigins.join(','),
        REMOTE_DIST_DIR: dist,
        RELEASES_DIR: releasesDir,
        RELEASE_FEED_URL: feedUrl,
      };
      server = await startNodeService(
        `${name} server`,
        SERVER_BUNDLES.remote,
        [name],
        env,
        `http://${HOST}:${port}/healthz`,
        log,
      );
    },
    async stop() {
      await stopService(server);
      server = undefined;
    },
  };
}

/** How long the API may take to find each remote's first version and make it live. */
const FIRST_VERSIONS_TIMEOUT_MS = 30_000;

/** Waits until the release registry has a live version of every remote (the API's start-up registers them). */
export async function waitForLiveVersions(apiUrl: string): Promise<void> {
  const deadline = Date.now() + FIRST_VERSIONS_TIMEOUT_MS;
  let missing: string[] = [...REMOTE_NAMES];
  while (Date.now() < deadline) {
    const feed = await fetch(`${apiUrl}/api/releases/feed`).then(
      async (response) => (response.ok ? releaseFeedSchema.parse(await response.json()) : undefined),
      () => undefined,
    );
    missing = REMOTE_NAMES.filter((name) => !feed?.remotes[name]?.live);
    if (missing.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The API made no version of ${missing.join(', ')} live within ${FIRST_VERSIONS_TIMEOUT_MS} ms`);
}

export function startApi(port: number, env: NodeJS.ProcessEnv, log: boolean): Promise<RunningService> {
  const apiEnv = { ...process.env, NODE_ENV: 'production', API_PORT: String(port), HOST, ...env };
  return startNodeService('API', SERVER_BUNDLES.api, [], apiEnv, `http://${HOST}:${port}/api/health`, log);
}

/**
 * The shell's server runs remote code while rendering pages, so it gets no secrets but the one it
 * shares with the API for its reports (RELEASE_REPORT_KEY, which its main thread keeps from the
 * render threads): only what it needs, never the environment of the shell that started it.
 * `registry` is where browsers reach each remote; the server reaches them on `remotePorts`.
 */
export function startShell(
  port: number,
  apiUrl: string,
  registry: RemoteRegistry,
  remotePorts: Record<RemoteName, number>,
  shellEnv: SiteOptions['shellEnv'],
  log: boolean,
): Promise<RunningService> {
  const remoteVariables = REMOTE_NAMES.flatMap((name) => [
    [remoteVariable(name), registry[name]],
    [remoteVariable(name, 'SERVER_URL'), serverEntryUrl(`http://${HOST}:${remotePorts[name]}/mf-manifest.json`)],
  ]);
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST,
    API_URL: apiUrl,
    ...shellEnv,
    ...Object.fromEntries(remoteVariables),
  };
  const healthUrl = `http://${HOST}:${port}/healthz`;
  return startNodeService('shell server', SERVER_BUNDLES.shell, [], env, healthUrl, log, SHELL_NODE_OPTIONS);
}

/**
 * The front server (nginx, shell/nginx) in front of the shell's server and the remotes, as in
 * the production shape: HTTPS on `front.https`, each remote's origin on its own port. It runs
 * the container's own entrypoint, in a folder of its own (configuration, certificate, cache).
 */
function startFront(front: FrontPorts, ports: SitePorts, log: boolean) {
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'front-'));
  // nginx started by root runs its workers as nobody, who must reach the cache inside.
  chmodSync(runtimeDir, 0o755);
  const accessLog = path.join(runtimeDir, 'access.log');
  const upstream = (port: number) => `${HOST}:${port}`;
  const env = {
    PATH: process.env.PATH,
    RUNTIME_DIR: runtimeDir,
    // A file of its own: nginx cannot open this process's standard output, a socket, as a file.
    ACCESS_LOG: `${accessLog} json`,
    LISTEN_ADDRESS: HOST,
    HTTP_PORT: String(front.http),
    HTTPS_PORT: String(front.https),
    PUBLIC_HTTPS_PORT: String(front.https),
    SHELL_UPSTREAM: upstream(ports.shell),
    MARKETING_UPSTREAM: upstream(ports.remotes.mfe_marketing),
    CAREERS_UPSTREAM: upstream(ports.remotes.mfe_careers),
    CONTACT_UPSTREAM: upstream(ports.remotes.mfe_contact),
    STAFF_UPSTREAM: upstream(ports.remotes.mfe_staff),
    MARKETING_PORT: String(front.remotes.mfe_marketing),
    CAREERS_PORT: String(front.remotes.mfe_careers),
    CONTACT_PORT: String(front.remotes.mfe_contact),
    STAFF_PORT: String(front.remotes.mfe_staff),
  };
  // Plain HTTP answers with the redirect to HTTPS once nginx serves.
  const ready = () =>
    fetch(`http://${HOST}:${front.http}/`, { redirect: 'manual' }).then(
      (response) => response.status === 301,
      () => false,
    );
  const service = startService({ name: 'front server', command: 'sh', args: [FRONT_ENTRYPOINT], env, ready, log });
  return { service, runtimeDir, accessLog };
}

const FRONT_ENTRYPOINT = path.join(REPO_ROOT, 'shell/nginx/entrypoint.sh');

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const { ports = LOCAL_PORTS, releasesRoot, front, log = false } = options;
  const siteUrl = front ? `https://localhost:${front.https}` : `http://localhost:${ports.shell}`;
  const origins = [...siteOrigins(ports.shell), ...(front ? [siteUrl] : [])];
  const apiUrl = `http://${HOST}:${ports.api}`;
  // The secret the site's shells and API share (contracts/shell-reports), new for each site.
  const reportKey = { RELEASE_REPORT_KEY: randomBytes(32).toString('hex') };
  const startSiteApi = () => startApi(ports.api, siteApiEnv(ports, origins, { ...reportKey, ...options.apiEnv }), log);
  let api: RunningService | undefined = await startSiteApi();
  const releasesFolder = releasesRoot ?? mkdtempSync(path.join(tmpdir(), 'site-releases-'));
  const remotes = siteRemotes(options, releasesFolder, origins, apiUrl);
  // Behind the front, the shell believes the one proxy in front of it, and the site is served over HTTPS.
  const frontShellEnv = front ? { TRUST_PROXY: 'loopback', HSTS: 'true' } : {};
  const shellEnv = { ...reportKey, ...frontShellEnv, ...options.shellEnv };
  const startShellOn = (port: number) => startShell(port, apiUrl, browserRegistry(remotes, front), ports.remotes, shellEnv, log);
  const moreShells: RunningService[] = [];
  let shell: RunningService | undefined;
  let frontServer: ReturnType<typeof startFront> | undefined;
  let frontService: RunningService | undefined;
  try {
    const started = await Promise.allSettled(Object.values(remotes).map((remote) => remote.start()));
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    await waitForLiveVersions(apiUrl).catch((error: Error) => {
      // The API's log says why (the release registry's bootstrap names each remote's problem).
      throw new Error(`${error.message}. The API's last output:\n${api?.output().slice(-4000)}`);
    });
    shell = await startShellOn(ports.shell);
    frontServer = front && startFront(front, ports, log);
    frontService = await frontServer?.service;
  } catch (error) {
    // What did start stops, so that the next start finds its ports free.
    await stopService(shell);
    await Promise.all(Object.values(remotes).map((remote) => remote.stop()));
    await stopService(api);
    if (frontServer) rmSync(frontServer.runtimeDir, { recursive: true, force: true });
    if (!releasesRoot) rmSync(releasesFolder, { recursive: true, force: true });
    throw error;
  }

  let mainShell = shell;
  return {
    url: siteUrl,
    apiUrl,
    get shellPid() {
      return mainShell.child.pid;
    },
    shellLog: () => mainShell.output(),
    async restartShell() {
      await stopService(mainShell);
      mainShell = await startShellOn(ports.shell);
    },
    frontAccessLog: () => (frontServer && existsSync(frontServer.accessLog) ? readFileSync(frontServer.accessLog, 'utf8') : ''),
    remotes,
    api: {
      async stop() {
        await stopService(api);
        api = undefined;
      },
      async start() {
        api = await startSiteApi();
      },
    },
    async startShell(port) {
      const another = await startShellOn(port);
      moreShells.push(another);
      return { url: `http://localhost:${port}`, pid: another.child.pid, log: another.output, stop: () => stopService(another) };
    },
    async stop() {
      await stopService(frontService);
      if (frontServer) rmSync(frontServer.runtimeDir, { recursive: true, force: true });
      await Promise.all([mainShell, ...moreShells].map(stopService));
      await Promise.all(Object.values(remotes).map((remote) => remote.stop()));
      await stopService(api);
      if (!releasesRoot) rmSync(releasesFolder, { recursive: true, force: true });
    },
  };
}

/** The API's environment in a composed site: who may call it, and where it reaches the shell and each remote. */
function siteApiEnv(ports: SitePorts, origins: string[], apiEnv: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  // The API reaches each remote's origin to publish and check its versions, and a shell to render them.
  const remoteOrigins = REMOTE_NAMES.map((name) => [remoteVariable(name, 'ORIGIN'), `http://${HOST}:${ports.remotes[name]}`]);
  return {
    SITE_ORIGINS: origins.join(','),
    SHELL_URL: `http://${HOST}:${ports.shell}`,
    // The shell's servers reach the API from here: the only peers whose X-Forwarded-For names the visitor.
    TRUSTED_PROXIES: HOST,
    ...Object.fromEntries(remoteOrigins),
    ...apiEnv,
  };
}

function siteRemotes(
  { ports = LOCAL_PORTS, remoteDirs = {}, log = false }: SiteOptions,
  releasesFolder: string,
  origins: string[],
  apiUrl: string,
): Record<RemoteName, RemoteHandle> {
  const handle = (name: RemoteName) =>
    remoteHandle(
      name,
      ports.remotes[name],
      remoteDirs[name] ?? path.join(appDir(name), 'dist'),
      path.join(releasesFolder, name),
      origins,
      `${apiUrl}/api/releases/feed`,
      log,
    );
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, handle(name)])) as Record<RemoteName, RemoteHandle>;
}

/** Where browsers reach each remote: on its own origin, through the front when there is one. */
const browserRegistry = (remotes: Record<RemoteName, RemoteHandle>, front: FrontPorts | undefined) =>
  Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, front ? `https://localhost:${front.remotes[name]}/mf-manifest.json` : remotes[name].url]),
  ) as RemoteRegistry;
