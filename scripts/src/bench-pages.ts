/**
 * `npm run bench:pages`: how many pages the production shape serves, measured with autocannon on
 * this machine, all in one command so the figures compare: the site behind its front server
 * (nginx, HTTPS), with a static file through the same front as the baseline; the shell's server
 * alone, rendering; and the shell past its render cap. Every load is bounded (BENCH_SECONDS) and
 * sent to loopback only. Exits 1 when a target of docs/production.md ("Throughput") is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LOCAL_PORTS, offsetPorts } from 'contracts/site-map';
import { buildStaleApps } from './build-stale';
import { startSite } from './compose';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** The shell's MAX_CONCURRENT_RENDERS here (its default): the rendering run stays within it. */
const RENDER_CAP = 8;
/**
 * Twice the render cap: half the requests in flight find it full. (Far more connections measure
 * how many 503s a second one thread can write, not how fast a refused page is answered.)
 */
const OVERLOAD_CONNECTIONS = 2 * RENDER_CAP;
const ROUTES = [
  '/',
  '/about',
  '/careers',
  '/careers/senior-cybersecurity-analyst',
  '/contact',
  '/services/encryption',
  '/culture',
  '/news',
];
const TARGETS = { frontRequestsPerSecond: 2000, frontP99Ms: 50, refusalP99Ms: 10 };
/** The local site's map moved out of the way of `npm start` and the e2e suite. */
const PORTS = offsetPorts(LOCAL_PORTS, 160);
const FRONT = {
  http: 3170,
  https: 3174,
  remotes: { mfe_marketing: 3171, mfe_careers: 3172, mfe_contact: 3173, mfe_staff: 3175 },
};

interface Run {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Latencies (ms) of each status. */
  byStatus: Map<number, number[]>;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};

async function load(name: string, url: string, paths: string[], connections = CONNECTIONS): Promise<Run> {
  const byStatus = new Map<number, number[]>();
  const options = {
    url,
    connections,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br' },
    requests: paths.map((route) => ({ method: 'GET' as const, path: route })),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, status, _bytes, ms) => {
      const latencies = byStatus.get(status) ?? [];
      latencies.push(ms);
      byStatus.set(status, latencies);
    });
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    byStatus,
  };
}

function report(run: Run) {
  const statuses = [...run.byStatus.entries()].map(
    ([status, latencies]) =>
      `${status}×${latencies.length} (p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms)`,
  );
  console.log(
    `${run.name.padEnd(44)} ${run.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  errors ${run.errors}  ${statuses.join(', ')}`,
  );
}

buildStaleApps();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const site = await startSite({
  ports: PORTS,
  front: FRONT,
  apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  shellEnv: { MAX_CONCURRENT_RENDERS: String(RENDER_CAP) },
});
const shell = `http://127.0.0.1:${PORTS.shell}`;
try {
  const html = await (await fetch(`${shell}/`)).text();
  // The brand font the page preloads: a small content-hashed file the front keeps.
  const staticFile = /href="(\/fonts\/[^"]+\.woff2)"/.exec(html)?.[1] ?? '/favicon.svg';
  console.log(`${SECONDS} s each, ${CONNECTIONS} connections unless said; pages: ${ROUTES.join(' ')}\n`);

  const baseline = await load('baseline: a static file through the front', site.url, [staticFile]);
  const front = await load('pages through the front (HTTPS, micro-cache)', site.url, ROUTES);
  const rendering = await load(`pages rendered by the shell alone, ${RENDER_CAP} conn.`, shell, ROUTES, RENDER_CAP);
  const overload = await load(`the shell alone, ${OVERLOAD_CONNECTIONS} connections`, shell, ROUTES, OVERLOAD_CONNECTIONS);
  for (const run of [baseline, front, rendering, overload]) report(run);

  const refusals = overload.byStatus.get(503) ?? [];
  const frontNon2xx = [...front.byStatus.keys()].filter((status) => status >= 300).length;
  console.log(
    `\nratios: pages through the front / a static file through the front ${(front.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}; ` +
      `/ pages rendered by the shell ${(front.requestsPerSecond / rendering.requestsPerSecond).toFixed(1)}`,
  );
  const checks = [
    [`front ≥ ${TARGETS.frontRequestsPerSecond} req/s`, front.requestsPerSecond >= TARGETS.frontRequestsPerSecond],
    [`front p99 < ${TARGETS.frontP99Ms} ms`, front.p99 < TARGETS.frontP99Ms],
    ['front: no error, every answer 2xx', front.errors === 0 && frontNon2xx === 0],
    ['the shell past its cap refuses (503)', refusals.length > 0],
    [`503 p99 < ${TARGETS.refusalP99Ms} ms`, percentile(refusals, 0.99) < TARGETS.refusalP99Ms],
  ] as const;
  for (const [check, passed] of checks) console.log(`${passed ? 'PASS' : 'FAIL'}  ${check}`);
  process.exitCode = checks.every(([, passed]) => passed) ? 0 : 1;
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
