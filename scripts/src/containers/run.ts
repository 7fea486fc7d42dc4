/**
 * `npm run test:containers`: the production shape in real containers. Starts a Docker engine (or
 * uses the one running), makes the local bases, builds every image of docker-compose.yml, then
 * runs the end-to-end project of e2e/containers.config.ts, whose global setup brings the stack
 * up; stops everything it started, also when something fails. Where no engine can run (no root,
 * nothing installed) it says so and skips; in CI (CI=true) that is a failure.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { REPO_ROOT } from '../local/site-layout';
import { requirePinnedNode } from '../node-version/pinned-node';
import { buildBaseImages } from './base-images';
import { type Engine, startEngine, whyNoEngine } from './engine';
import { buildImages, resolveStack, type Stack, stopStack } from './stack';

requirePinnedNode('The container tests');
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

const reason = await whyNoEngine();
if (reason) {
  if (process.env.CI === 'true') {
    console.error(`containers: cannot run in CI: ${reason}`);
    process.exit(1);
  }
  console.log(`\n*** SKIPPED: the container tests: ${reason} ***\n`);
  process.exit(0);
}

let engine: Engine | undefined;
let stack: Stack | undefined;
async function stopAll(): Promise<void> {
  if (stack) await stopStack(stack).catch((error: Error) => console.error(`containers: ${error.message}`));
  await engine?.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(1)));
}

/** The e2e project that runs through the stack's front (e2e/containers.config.ts). */
async function runEndToEnd(stack: Stack): Promise<number> {
  const front = stack.services.front?.environment ?? {};
  const api = stack.services.api?.environment ?? {};
  const siteUrl = `https://localhost:${front.HTTPS_PORT}`;
  const child = spawn('npx', ['playwright', 'test', '--config', 'containers.config.ts'], {
    cwd: path.join(REPO_ROOT, 'e2e'),
    env: { ...stack.env, FRONT_URL: siteUrl, SITE_URL: siteUrl, API_URL: `http://127.0.0.1:${api.API_PORT}` },
    stdio: 'inherit',
  });
  const [code] = await once(child, 'exit');
  return code ?? 1;
}

let exitCode = 1;
try {
  engine = await startEngine();
  let phase = Date.now();
  const bases = await buildBaseImages(engine.env);
  console.log(`containers: bases ready in ${seconds(phase)}`);
  stack = await resolveStack(engine.env, bases);
  phase = Date.now();
  await buildImages(stack);
  console.log(`containers: images built in ${seconds(phase)}`);
  exitCode = await runEndToEnd(stack);
} catch (error) {
  console.error((error as Error).message);
} finally {
  await stopAll();
  console.log(`containers: ${exitCode === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
}
process.exit(exitCode);
