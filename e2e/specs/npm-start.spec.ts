import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { LOCAL_PORTS, offsetPorts } from 'contracts/site-map';
import { REPO_ROOT } from 'scripts/compose';

/**
 * `npm start` as a newcomer and a process manager meet it: the README's command, told to stop by
 * each signal that ends a terminal session or a service, and started where a port is taken.
 * On ports of its own (PORT_OFFSET), beside the suite's sites.
 */
test.describe.configure({ mode: 'serial' });

const PORT_OFFSET = 160 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = offsetPorts(LOCAL_PORTS, PORT_OFFSET);
const ALL_PORTS = [ports.shell, ports.api, ...Object.values(ports.remotes)];
/** Building nothing (`npm test` has built), starting six servers: 10-15 s here. */
const START_TIMEOUT_MS = 90_000;
/** Each server's own grace after SIGTERM is at most 15 s (scripts/src/local/compose.ts). */
const STOP_TIMEOUT_MS = 30_000;

function npmStart(): { child: ChildProcess; output: () => string } {
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT_OFFSET: String(PORT_OFFSET), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'npm-start-data-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function portsInUse(): Promise<number[]> {
  const answers = await Promise.all(ALL_PORTS.map(async (port) => ((await listening(port)) ? port : undefined)));
  return answers.filter((port) => port !== undefined);
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(200);
  }
  return false;
}

for (const signal of ['SIGTERM', 'SIGHUP', 'SIGINT'] as const) {
  test(`a ${signal} to npm start alone stops every server it started`, async () => {
    test.setTimeout(START_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000);
    expect(await portsInUse()).toEqual([]);
    const { child, output } = npmStart();
    try {
      const started = await waitFor(() => output().includes('The site is running'), START_TIMEOUT_MS);
      expect(started, output()).toBe(true);
      expect((await portsInUse()).sort()).toEqual([...ALL_PORTS].sort());

      // To npm's process only, as a process manager or `kill` sends it (not to its process group).
      child.kill(signal);
      expect(await waitFor(async () => (await portsInUse()).length === 0, STOP_TIMEOUT_MS), output()).toBe(true);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
}

test('npm start refuses to start on a port another process holds, naming that process', async () => {
  test.setTimeout(START_TIMEOUT_MS);
  const squatter = createServer().listen(ports.remotes.mfe_careers, '127.0.0.1');
  await once(squatter, 'listening');
  try {
    const { child, output } = npmStart();
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain(`port ${ports.remotes.mfe_careers} (mfe_careers) is taken by pid ${process.pid} (`);
    expect(await portsInUse()).toEqual([ports.remotes.mfe_careers]);
  } finally {
    squatter.close();
  }
});
