/**
 * `npm run bench:releases`: the release registry against what it replaced, in one command on this
 * machine (autocannon; every load bounded and on loopback):
 *
 * - pages per second rendered by the shell's server following the registry, against the shell of
 *   BENCH_BASELINE (the commit before the registry, which checked each remote's origin at most
 *   once a second per render thread before rendering), in alternating rounds;
 * - the time a rollback takes to reach two shell processes: p99 over 20 rollbacks.
 *
 * The baseline is built from its commit in a git worktree of its own (npm ci and a build there).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LOCAL_PORTS, offsetPorts } from 'contracts/site-map';
import { buildStaleApps } from '../local/build-stale';
import { REPO_ROOT, startSite } from '../local/compose';
import { buildRelease } from '../release/build-release';
import { runRelease } from '../release/release-cli';
import { timeToReach } from '../release/release-probe';

const BASELINE = process.env.BENCH_BASELINE ?? 'a819b04';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
/** The shell's render cap: the load stays within it, so every answer is a page. */
const CONNECTIONS = 8;
const ROLLBACKS = 20;
const ROUTES = ['/', '/careers', '/careers/senior-cybersecurity-analyst', '/contact', '/culture', '/about'];
const PORTS = offsetPorts(LOCAL_PORTS, 180);
// Not 190: fetch refuses port 4190 (the API's there), one of the ports browsers block.
const BASELINE_PORTS = offsetPorts(LOCAL_PORTS, 170);
const SECOND_SHELL_PORT = PORTS.shell + 6;
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });

/** The baseline commit, installed and built in a worktree; its site started by its own composition. */
async function startBaseline(): Promise<{ url: string; stop(): Promise<void> }> {
  const worktree = mkdtempSync(path.join(tmpdir(), 'bench-baseline-'));
  run('git', ['worktree', 'add', '--detach', '--force', worktree, BASELINE], REPO_ROOT);
  const remove = () => run('git', ['worktree', 'remove', '--force', worktree], REPO_ROOT);
  try {
    // Its dev dependencies too (the build's): not under NODE_ENV=production, which npm ci would read.
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], worktree, { NODE_ENV: 'development' });
    run('npm', ['run', 'build', '--silent'], worktree, { NODE_ENV: 'production' });
    const starter = path.join(worktree, 'bench-baseline-site.ts');
    writeFileSync(
      starter,
      [
        "import { mkdtempSync } from 'node:fs';",
        "import { tmpdir } from 'node:os';",
        "import path from 'node:path';",
        "import { startSite } from './scripts/src/local/compose';",
        `const site = await startSite({ ports: ${JSON.stringify(BASELINE_PORTS)}, apiEnv: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')), LOG_LEVEL: 'warn' } });`,
        "console.log('READY');",
        "process.once('SIGTERM', () => void site.stop().then(() => process.exit(0)));",
      ].join('\n'),
    );
    const child: ChildProcess = spawn(path.join(worktree, 'node_modules/.bin/tsx'), [starter], {
      cwd: worktree,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
      child.once('exit', (code) => reject(new Error(`the baseline site exited with ${code}`)));
    });
    return {
      url: `http://127.0.0.1:${BASELINE_PORTS.shell}`,
      async stop() {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

async function pagesPerSecond(url: string): Promise<{ rate: number; non2xx: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br' },
    requests: ROUTES.map((route) => ({ method: 'GET' as const, path: route })),
  });
  // Pages: a 503 of the baseline's render cap is not one.
  return { rate: result['2xx'] / result.duration, non2xx: result.non2xx + result.errors + result.timeouts };
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))] ?? Number.NaN;
const median = (values: number[]) => percentile(values, 0.5);

buildStaleApps();
const v2 = await buildRelease(
  'mfe_careers',
  'careers-page.tsx',
  (Previous) => `export default function CareersPage() {\n  return (<><p>Benchmark release</p><${Previous} /></>);\n}`,
);
const versionOf = (dist: string) =>
  (JSON.parse(readFileSync(path.join(dist, 'release.json'), 'utf8')) as { version: string }).version;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const site = await startSite({
  ports: PORTS,
  apiEnv: { DATA_DIR: dataDir, ADMIN_TOKEN, LOG_LEVEL: 'warn' },
  log: process.env.BENCH_SITE_LOG === '1',
});
let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
try {
  baseline = await startBaseline();
  const shell = `http://127.0.0.1:${PORTS.shell}`;
  console.log(`\n${ROUNDS} rounds of ${SECONDS} s each, ${CONNECTIONS} connections, pages: ${ROUTES.join(' ')}`);
  // Each site's render threads compile their first pages slowly: one unmeasured round warms both.
  for (const url of [shell, baseline.url]) await pagesPerSecond(url);
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating which goes first, so that neither always meets a warmer or a busier machine.
    const [first, second] = round % 2 === 0 ? [shell, baseline.url] : [baseline.url, shell];
    const results = new Map([
      [first, await pagesPerSecond(first)],
      [second, await pagesPerSecond(second)],
    ]);
    const registry = results.get(shell);
    const checks = results.get(baseline.url);
    if (!registry || !checks) throw new Error('a run is missing');
    ratios.push(registry.rate / checks.rate);
    console.log(
      `round ${round + 1}: registry ${registry.rate.toFixed(0)} pages/s (${registry.non2xx} not 2xx), per-request checks (${BASELINE}) ${checks.rate.toFixed(0)} pages/s (${checks.non2xx} not 2xx), ratio ${(registry.rate / checks.rate).toFixed(2)}`,
    );
  }
  console.log(
    `pages per second, registry / per-request checks: median ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
  );

  // Rollbacks reaching two shell processes: v2 promoted, then rolled back, again and again.
  const second = await site.startShell(SECOND_SHELL_PORT);
  const shells = [shell, second.url];
  const release = (...args: string[]) => runRelease(args, { API_URL: site.apiUrl, ADMIN_TOKEN });
  const v1 = versionOf(path.join(REPO_ROOT, 'mfe-careers', 'dist'));
  await site.remotes.mfe_careers.stop();
  await site.remotes.mfe_careers.start(v2.dist);
  await release('publish', 'mfe_careers', versionOf(v2.dist));
  for (const url of shells) for (let page = 0; page < 10; page += 1) await fetch(`${url}/careers`);
  const times: number[] = [];
  for (let rollback = 0; rollback < ROLLBACKS; rollback += 1) {
    await release('promote', 'mfe_careers', versionOf(v2.dist));
    await Promise.all(
      shells.map((url) =>
        timeToReach({ shell: url, remote: 'mfe_careers', path: '/careers', expected: versionOf(v2.dist) }, Date.now()),
      ),
    );
    await release('rollback', 'mfe_careers');
    const since = Date.now();
    const reached = await Promise.all(
      shells.map((url) => timeToReach({ shell: url, remote: 'mfe_careers', path: '/careers', expected: v1 }, since)),
    );
    times.push(Math.max(...reached));
  }
  console.log(
    `a rollback reaching 2 shell processes, over ${ROLLBACKS}: p50 ${median(times)} ms, p99 ${percentile(times, 0.99)} ms, max ${Math.max(...times)} ms`,
  );
} finally {
  await baseline?.stop();
  await site.stop();
  v2.remove();
  rmSync(dataDir, { recursive: true, force: true });
}
