/**
 * The production compose file run by the container tests: docker-compose.yml with
 * docker-compose.test.yml on top (what changes and why is said there), through Debian's
 * docker-compose. Builds each image, brings the services up, waits for their health checks, and
 * names the image and the cause when one fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse, stringify } from 'yaml';
import { REPO_ROOT } from '../local/site-layout';
import { CACHE_DIR } from './engine';
import { CommandError, lastLines, run } from './run-command';

export const PROJECT = 'site-containers';
const PRODUCTION_FILE = 'docker-compose.yml';
const TEST_FILE = 'docker-compose.test.yml';
/** Production's file as docker-compose reads it, less its network (the tests use the host's). */
const PRODUCTION_ON_HOST_FILE = path.join(CACHE_DIR, 'compose.production.yml');
/** The two files merged by docker-compose itself, less what it cannot remove (see `resolveStack`). */
const RESOLVED_FILE = path.join(CACHE_DIR, 'compose.yml');
const BUILD_TIMEOUT_MS = 20 * 60_000;
const UP_TIMEOUT_MS = 10 * 60_000;
const HEALTHY_TIMEOUT_MS = 3 * 60_000;
const DOWN_TIMEOUT_MS = 2 * 60_000;
const POLL_MS = 2000;

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  network_mode?: string;
  environment?: Record<string, string>;
  ports?: unknown[];
  scale?: number;
  profiles?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

export interface Stack {
  /** The engine's environment, with COMPOSE_FILE and COMPOSE_PROJECT_NAME: a bare `docker-compose` acts on this stack. */
  env: NodeJS.ProcessEnv;
  /** The services, as the resolved file has them (MongoDB is not one). */
  services: Record<string, ComposeService>;
}

/** The stack's file: production's and the test override, merged by docker-compose, written once per run. */
export async function resolveStack(engineEnv: NodeJS.ProcessEnv, buildArgs: Record<string, string>): Promise<Stack> {
  const env = { ...engineEnv, ...buildArgs };
  const config = (files: string[]) =>
    run('docker-compose', ['--project-directory', REPO_ROOT, ...files.flatMap((file) => ['-f', file]), 'config'], {
      cwd: REPO_ROOT,
      env,
      timeoutMs: 60_000,
    });
  // docker-compose refuses a service on the host network that is also given a network (the
  // shell's fixed address): production's network goes before the override is laid on top.
  const production = parse(await config([PRODUCTION_FILE])) as {
    services: Record<string, { networks?: unknown }>;
    networks?: unknown;
  };
  for (const service of Object.values(production.services)) delete service.networks;
  delete production.networks;
  writeFileSync(PRODUCTION_ON_HOST_FILE, stringify(production));
  const merged = parse(await config([PRODUCTION_ON_HOST_FILE, TEST_FILE])) as {
    services: Record<string, ComposeService>;
    volumes?: Record<string, unknown>;
  };
  // docker-compose v1 adds an override's lists and maps to the production's and cannot remove an
  // entry: what the override marks is removed here. A service at `scale: 0` (MongoDB) is not
  // pulled, started, nor waited for; on the host network a published port means nothing, and the
  // engine's client refuses one.
  // Nor is a service of a profile (observability's), which `docker compose up` leaves out too.
  const dropped = Object.keys(merged.services).filter(
    (name) => merged.services[name]?.scale === 0 || merged.services[name]?.profiles !== undefined,
  );
  for (const name of dropped) delete merged.services[name];
  for (const [name, service] of Object.entries(merged.services)) {
    // Any other network would make a bridge on the machine.
    if (service.network_mode !== 'host')
      throw new Error(`containers: ${name} is not on the host network (docker-compose.test.yml)`);
    delete service.ports;
    for (const other of dropped) delete service.depends_on?.[other];
  }
  writeFileSync(RESOLVED_FILE, stringify(merged));
  return { env: { ...env, COMPOSE_FILE: RESOLVED_FILE, COMPOSE_PROJECT_NAME: PROJECT }, services: merged.services };
}

/** The stack `resolveStack` made, in a process it started (COMPOSE_FILE and the engine in its environment). */
export function stackFromEnv(env: NodeJS.ProcessEnv = process.env): Stack {
  if (!env.COMPOSE_FILE) throw new Error('containers: no COMPOSE_FILE: run through `npm run test:containers`');
  const { services } = parse(readFileSync(env.COMPOSE_FILE, 'utf8')) as { services: Record<string, ComposeService> };
  return { env, services };
}

export const compose = (stack: Stack, args: string[], timeoutMs: number, input?: string) =>
  run('docker-compose', args, { env: stack.env, cwd: REPO_ROOT, timeoutMs, input });

export const docker = (stack: Stack, args: string[], timeoutMs: number) => run('docker', args, { env: stack.env, timeoutMs });

/** `site-local/api:test (service api: Dockerfile, target api)` */
function describeImage(name: string, service: ComposeService): string {
  const dockerfile = path.relative(REPO_ROOT, path.join(service.build?.context ?? '', service.build?.dockerfile ?? 'Dockerfile'));
  return `${service.image} (service ${name}: ${dockerfile}${service.build?.target ? `, target ${service.build.target}` : ''})`;
}

/** Builds every image of the stack, one at a time; a failure names the image and the build's last lines. */
export async function buildImages(stack: Stack): Promise<void> {
  for (const [name, service] of Object.entries(stack.services)) {
    if (!service.build) continue;
    const started = Date.now();
    try {
      await compose(stack, ['build', name], BUILD_TIMEOUT_MS);
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      // The builder writes the failing step's error last, on standard error.
      const cause = lastLines(error.stderr, 8) || lastLines(error.stdout, 8);
      throw new Error(`containers: image ${describeImage(name, service)} failed to build:\n${cause}`);
    }
    console.log(`containers: built ${service.image} in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

interface ContainerState {
  Status: string;
  ExitCode: number;
  Health?: { Status: string; Log?: { ExitCode: number; Output: string }[] };
}

/** The state of the service's container, or undefined when it has none. */
export async function containerState(stack: Stack, name: string): Promise<ContainerState | undefined> {
  const id = (await compose(stack, ['ps', '-q', name], 60_000)).trim();
  if (!id) return undefined;
  return JSON.parse(await run('docker', ['inspect', '--format', '{{json .State}}', id], { env: stack.env, timeoutMs: 30_000 }));
}

/** Why a service is not (yet) healthy, or undefined when it is. */
async function unhealthy(stack: Stack, name: string): Promise<{ final: boolean; reason: string } | undefined> {
  const state = await containerState(stack, name);
  if (!state) return { final: false, reason: 'no container yet' };
  // A container the engine is restarting has exited once already: a failure too.
  if (state.Status !== 'running')
    return { final: state.Status !== 'created', reason: `${state.Status}, exit code ${state.ExitCode}` };
  if (!state.Health || state.Health.Status === 'healthy') return undefined;
  const last = state.Health.Log?.at(-1);
  const check = last ? `; its last check exited ${last.ExitCode}${last.Output.trim() ? `: ${last.Output.trim()}` : ''}` : '';
  return { final: state.Health.Status === 'unhealthy', reason: `health ${state.Health.Status}${check}` };
}

async function failureReport(stack: Stack, name: string, reason: string): Promise<Error> {
  const logs = await compose(stack, ['logs', '--no-color', '--tail', '15', name], 60_000).catch((error: Error) => error.message);
  return new Error(
    `containers: image ${describeImage(name, stack.services[name] ?? {})} did not become healthy: ${reason}\nits log ends:\n${logs}`,
  );
}

/** Waits until every service's health check passes; a service that fails it (or exits) fails the wait, named. */
export async function waitHealthy(stack: Stack): Promise<void> {
  const deadline = Date.now() + HEALTHY_TIMEOUT_MS;
  for (;;) {
    const pending: [string, string][] = [];
    for (const name of Object.keys(stack.services)) {
      const problem = await unhealthy(stack, name);
      if (problem?.final) throw await failureReport(stack, name, problem.reason);
      if (problem) pending.push([name, problem.reason]);
    }
    if (pending.length === 0) return;
    if (Date.now() > deadline) {
      const [name = '', reason = ''] = pending[0] ?? [];
      throw await failureReport(stack, name, `${reason} after ${HEALTHY_TIMEOUT_MS / 1000} s`);
    }
    await sleep(POLL_MS);
  }
}

/** Brings the stack up as production does (each service once those it depends on are healthy), then waits for all. */
export async function startStack(stack: Stack): Promise<void> {
  try {
    await compose(stack, ['up', '--detach', '--no-build'], UP_TIMEOUT_MS);
  } catch (error) {
    // docker-compose says which dependency was unhealthy, not why: waitHealthy does.
    if (!(error instanceof CommandError)) throw error;
    await waitHealthy(stack);
    throw error;
  }
  await waitHealthy(stack);
}

/** Stops and removes the stack's containers and volumes (nothing is left for the next run but images). */
export async function stopStack(stack: Stack): Promise<void> {
  await compose(stack, ['down', '--volumes', '--timeout', '10'], DOWN_TIMEOUT_MS);
}
