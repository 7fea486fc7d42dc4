/**
 * The Docker engine of the container tests. An engine already running (DOCKER_HOST, or the default
 * socket) is used as it is. Otherwise Debian's dockerd is started as root, with no bridge and no
 * iptables or NAT rule (every container of the tests is on the host network), its data under
 * ~/.cache/site-containers so images and build layers last from one run to the next, its socket,
 * pid file and state under /run/site-containers; and stopped at the end.
 */
import { spawn } from 'node:child_process';
import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { lastLines, run } from './run-command';

export const CACHE_DIR = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'site-containers');
const EXEC_ROOT = '/run/site-containers';
const SOCKET = path.join(EXEC_ROOT, 'docker.sock');
const PID_FILE = path.join(EXEC_ROOT, 'dockerd.pid');
const LOG_FILE = path.join(CACHE_DIR, 'dockerd.log');
const ENGINE_START_TIMEOUT_MS = 60_000;
/** Past the containers' own stop timeouts (10 s). */
const ENGINE_STOP_TIMEOUT_MS = 60_000;
const POLL_MS = 500;

/** The commands the tests run; .ci/run installs them from Debian's packages. */
const REQUIRED_COMMANDS = { docker: 'docker.io', 'docker-compose': 'docker-compose', mmdebstrap: 'mmdebstrap' };

export interface Engine {
  /** The environment every docker and docker-compose command of the tests runs in. */
  env: NodeJS.ProcessEnv;
  /** Stops the engine if this run started it. */
  stop(): Promise<void>;
}

/** The legacy builder: BuildKit would pull its frontend image for the Dockerfiles' `# syntax=` line. */
const builderEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  DOCKER_BUILDKIT: '0',
  COMPOSE_DOCKER_CLI_BUILD: '0',
});

const onPath = (command: string) =>
  (process.env.PATH ?? '').split(':').some((dir) => {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

async function answers(env: NodeJS.ProcessEnv): Promise<boolean> {
  return run('docker', ['version', '--format', '{{.Server.Version}}'], { env, timeoutMs: 10_000 }).then(
    () => true,
    () => false,
  );
}

const ownEngineEnv = () => builderEnv({ ...process.env, DOCKER_HOST: `unix://${SOCKET}` });

/** Why the container tests cannot run on this machine, or undefined when they can. */
export async function whyNoEngine(): Promise<string | undefined> {
  const missing = Object.entries(REQUIRED_COMMANDS).filter(([command]) => !onPath(command));
  if (missing.length > 0) {
    return `${missing.map(([command]) => command).join(', ')} not installed (apt-get install ${missing.map(([, pkg]) => pkg).join(' ')}; .ci/run does)`;
  }
  if ((await answers(process.env)) || (await answers(ownEngineEnv()))) return undefined;
  if (process.getuid?.() !== 0) return 'no Docker engine is running, and starting one needs root';
  if (!onPath('dockerd')) return 'no Docker engine is running, and dockerd is not installed (apt-get install docker.io)';
  return undefined;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stopOwnEngine(): Promise<void> {
  const pid = existsSync(PID_FILE) ? Number(readFileSync(PID_FILE, 'utf8')) : Number.NaN;
  if (!Number.isInteger(pid) || !alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + ENGINE_STOP_TIMEOUT_MS;
  while (alive(pid) && Date.now() < deadline) await sleep(POLL_MS);
  if (alive(pid)) {
    console.warn(`containers: dockerd (${pid}) still running after ${ENGINE_STOP_TIMEOUT_MS} ms: killed`);
    process.kill(pid, 'SIGKILL');
  }
  // dockerd leaves its network namespace mounted in its exec root.
  await run('umount', [path.join(EXEC_ROOT, 'netns/default')], { timeoutMs: 10_000 }).catch(() => {});
}

/** An engine to run the tests on: the one running, or one started here (then `stop` stops it). */
export async function startEngine(): Promise<Engine> {
  if (await answers(process.env)) {
    console.log('containers: using the Docker engine already running');
    return { env: builderEnv(process.env), stop: async () => {} };
  }
  const env = ownEngineEnv();
  // One left by a run that could not stop it: this run stops it.
  if (await answers(env)) {
    console.log(`containers: using the engine a previous run left at ${SOCKET}`);
    return { env, stop: stopOwnEngine };
  }

  mkdirSync(CACHE_DIR, { recursive: true });
  mkdirSync(EXEC_ROOT, { recursive: true });
  const log = openSync(LOG_FILE, 'a');
  const dockerd = spawn(
    'dockerd',
    [
      '--bridge=none',
      '--iptables=false',
      '--ip6tables=false',
      `--data-root=${path.join(CACHE_DIR, 'docker')}`,
      `--exec-root=${EXEC_ROOT}`,
      `--pidfile=${PID_FILE}`,
      `--host=unix://${SOCKET}`,
    ],
    { detached: true, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  dockerd.unref();
  let exited = false;
  dockerd.on('exit', () => {
    exited = true;
  });

  const deadline = Date.now() + ENGINE_START_TIMEOUT_MS;
  while (!(await answers(env))) {
    if (exited || Date.now() > deadline) {
      await stopOwnEngine();
      const why = exited ? 'dockerd exited' : `dockerd did not answer within ${ENGINE_START_TIMEOUT_MS} ms`;
      throw new Error(`containers: ${why}; its log (${LOG_FILE}) ends:\n${lastLines(readFileSync(LOG_FILE, 'utf8'), 15)}`);
    }
    await sleep(POLL_MS);
  }
  console.log(`containers: started dockerd (data in ${path.join(CACHE_DIR, 'docker')}, log ${LOG_FILE})`);
  return { env, stop: stopOwnEngine };
}
