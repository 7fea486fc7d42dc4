/**
 * Benchmark (a script, not a test): `npm run bench -w api`.
 *
 * 1. Throughput and p99 latency of GET /api/careers and GET /api/careers/:slug on the real app
 *    (embedded store on a temp DATA_DIR, seeded) and on a bare Fastify server answering the
 *    same JSON bytes from memory, measured in the same run; prints app/bare ratios.
 * 2. RSS growth of the app process while 20 candidates upload a ~5 MB PDF at the same time.
 *
 * Each server runs in its own child process (this file, forked with a role argument) so the
 * load generator (autocannon, as `npm run bench:pages` uses) does not share their event loop.
 * Every run is bounded in time.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const HOST = '127.0.0.1';
const CONCURRENCY = 16;
const WARMUP_S = 1;
const MEASURE_S = 5;
const REQUEST_TIMEOUT_MS = 10_000;

const UPLOADS = 20;
const UPLOAD_PDF_BYTES = 5_000_000;
const UPLOAD_TIMEOUT_MS = 60_000;
const RSS_SAMPLE_MS = 10;

const CHILD_START_TIMEOUT_MS = 30_000;
const IPC_TIMEOUT_MS = 10_000;
/** The whole run; past it the children are killed and the script fails. */
const BENCH_DEADLINE_MS = 180_000;
const MIB = 1024 * 1024;

type Role = 'main' | 'app' | 'bare';

type ChildMessage = { type: 'listening'; port: number } | { type: 'rss'; baseline: number; peak: number; now: number };

type ParentMessage =
  | { type: 'bodies'; list: string; details: Record<string, string> }
  | { type: 'rss-start' }
  | { type: 'rss-report' };

const role = (process.argv[2] ?? 'main') as Role;

if (role === 'app') void serveApp(process.argv[3] ?? '');
else if (role === 'bare') serveBare();
else void main();

// ---------------------------------------------------------------------------------------------
// Children

async function serveApp(dataDir: string): Promise<void> {
  const [{ buildApp }, { loadConfig }, { openStore }, { seedStore }] = await Promise.all([
    import('../src/app'),
    import('../src/config'),
    import('../src/store'),
    import('../src/seed/seed'),
  ]);
  const config = loadConfig({ DATA_DIR: dataDir });
  const store = await openStore({ dataDir: config.dataDir });
  await seedStore(store);
  // As server.ts builds it, minus request logging (the bare server logs nothing either) and
  // with room in the rate limit for the 20 uploads that come from one address at once.
  const app = await buildApp({
    store,
    dataDir: config.dataDir,
    siteOrigins: config.siteOrigins,
    mail: { companyInbox: config.companyInbox },
    trustedProxies: config.trustedProxies,
    limits: { rateLimitMax: UPLOADS * 10, rateLimitWindowMs: config.rateLimitWindowMs },
    pseudonymKey: 'bench-pseudonym-key-0123456789abcdef',
    logger: false,
  });
  await app.listen({ host: HOST, port: 0 });

  let baseline = process.memoryUsage().rss;
  let peak = baseline;
  let sampler: NodeJS.Timeout | undefined;
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'rss-start') {
      baseline = process.memoryUsage().rss;
      peak = baseline;
      clearInterval(sampler);
      sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, RSS_SAMPLE_MS);
    } else if (message.type === 'rss-report') {
      clearInterval(sampler);
      const now = process.memoryUsage().rss;
      send({ type: 'rss', baseline, peak: Math.max(peak, now), now });
    }
  });
  send({ type: 'listening', port: (app.server.address() as AddressInfo).port });
}

function serveBare(): void {
  process.once('message', async (message: ParentMessage) => {
    if (message.type !== 'bodies') return;
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ logger: false });
    const details = new Map(Object.entries(message.details));
    app.get('/api/careers', (_request, reply) => reply.type('application/json; charset=utf-8').send(message.list));
    app.get<{ Params: { slug: string } }>('/api/careers/:slug', (request, reply) => {
      const body = details.get(request.params.slug);
      if (body === undefined) return reply.code(404).send({ message: 'Job Not Found' });
      return reply.type('application/json; charset=utf-8').send(body);
    });
    await app.listen({ host: HOST, port: 0 });
    send({ type: 'listening', port: (app.server.address() as AddressInfo).port });
  });
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

// ---------------------------------------------------------------------------------------------
// Orchestrator

interface RunResult {
  requests: number;
  failures: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-bench-'));
  const deadline = setTimeout(() => {
    console.error(`Benchmark exceeded ${BENCH_DEADLINE_MS} ms; stopping.`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, BENCH_DEADLINE_MS);

  try {
    const app = startChild('app', [dataDir], children);
    const appPort = (await nextMessage(app.child, 'listening', CHILD_START_TIMEOUT_MS)).port;
    const appUrl = `http://${HOST}:${appPort}`;

    const list = await getText(`${appUrl}/api/careers`);
    const jobs = JSON.parse(list) as { slug: string }[];
    const details: Record<string, string> = {};
    for (const job of jobs) details[job.slug] = await getText(`${appUrl}/api/careers/${job.slug}`);
    const slug = jobs[0]?.slug;
    if (!slug) throw new Error('The seeded app lists no jobs.');

    const bare = startChild('bare', [], children);
    bare.child.send({ type: 'bodies', list, details } satisfies ParentMessage);
    const bareUrl = `http://${HOST}:${(await nextMessage(bare.child, 'listening', CHILD_START_TIMEOUT_MS)).port}`;

    console.log(`Throughput: ${CONCURRENCY} connections, ${MEASURE_S} s per run after ${WARMUP_S} s warm-up\n`);
    for (const route of ['/api/careers', `/api/careers/${slug}`]) {
      // Bare first, then app, then bare again: the average bare run brackets the app run.
      const bareBefore = await measure(`${bareUrl}${route}`);
      const appRun = await measure(`${appUrl}${route}`);
      const bareAfter = await measure(`${bareUrl}${route}`);
      const bareRun = averageRuns(bareBefore, bareAfter);
      printRoute(route, appRun, bareRun);
    }

    const openSlug = await openJobSlug(
      appUrl,
      jobs.map((job) => job.slug),
    );
    console.log(
      `\nUploads: ${UPLOADS} concurrent multipart applications to /api/apply/${openSlug}, ${(UPLOAD_PDF_BYTES / MIB).toFixed(1)} MiB PDF each`,
    );
    const pdf = buildPdf(UPLOAD_PDF_BYTES);
    app.child.send({ type: 'rss-start' } satisfies ParentMessage);
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(appUrl, openSlug, pdf, index)));
    const elapsedMs = performance.now() - started;
    app.child.send({ type: 'rss-report' } satisfies ParentMessage);
    const rss = await nextMessage(app.child, 'rss', IPC_TIMEOUT_MS);

    console.log(`  statuses: ${summarizeStatuses(statuses)} in ${(elapsedMs / 1000).toFixed(2)} s`);
    console.log(`  RSS before ${mib(rss.baseline)}, peak ${mib(rss.peak)}, after ${mib(rss.now)}`);
    const growth = rss.peak - rss.baseline;
    const uploaded = UPLOADS * UPLOAD_PDF_BYTES;
    console.log(
      `  RSS growth at peak: ${mib(growth)}, ${((growth / uploaded) * 100).toFixed(0)}% of the ${mib(uploaded)} uploaded ` +
        '(buffering every file whole would grow by at least 100%)',
    );
  } finally {
    clearTimeout(deadline);
    for (const child of children) child.kill();
    await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)));
    await rm(dataDir, { recursive: true, force: true });
  }
}

function startChild(childRole: Exclude<Role, 'main'>, args: string[], children: ChildProcess[]) {
  const child = fork(fileURLToPath(import.meta.url), [childRole, ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  return { child };
}

function nextMessage<T extends ChildMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`No '${type}' message from the child within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: ChildMessage) => {
      if (message.type === type) finish(undefined, message as Extract<ChildMessage, { type: T }>);
    };
    const onExit = (code: number | null) => finish(new Error(`The child exited (code ${code}) before '${type}'`));
    function finish(error: Error | undefined, message?: Extract<ChildMessage, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (message) resolve(message);
      else reject(error);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function getText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`GET ${url} answered ${response.statusCode}: ${body.slice(0, 200)}`));
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

async function measure(url: string): Promise<RunResult> {
  await run(url, WARMUP_S);
  return run(url, MEASURE_S);
}

async function run(url: string, seconds: number): Promise<RunResult> {
  const result = await autocannon({ url, connections: CONCURRENCY, duration: seconds, timeout: REQUEST_TIMEOUT_MS / 1000 });
  return {
    requests: result['2xx'],
    failures: result.errors + result.timeouts + result.non2xx,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

function averageRuns(a: RunResult, b: RunResult): RunResult {
  return {
    requests: a.requests + b.requests,
    failures: a.failures + b.failures,
    requestsPerSecond: (a.requestsPerSecond + b.requestsPerSecond) / 2,
    p50Ms: (a.p50Ms + b.p50Ms) / 2,
    p99Ms: (a.p99Ms + b.p99Ms) / 2,
  };
}

function printRoute(route: string, app: RunResult, bare: RunResult): void {
  const line = (name: string, result: RunResult) =>
    `  ${name.padEnd(5)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${result.p50Ms.toFixed(2).padStart(6)} ms   ` +
    `p99 ${result.p99Ms.toFixed(2).padStart(6)} ms   (${result.requests} ok, ${result.failures} failed)`;
  console.log(`GET ${route}`);
  console.log(line('app', app));
  console.log(`${line('bare', bare)} over its two runs`);
  console.log(
    `  app/bare: throughput ${(app.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}, ` +
      `p99 latency ${(app.p99Ms / bare.p99Ms).toFixed(2)}\n`,
  );
}

/** A job still open for applications (closed postings refuse them). */
async function openJobSlug(appUrl: string, slugs: string[]): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  for (const slug of slugs) {
    const job = JSON.parse(await getText(`${appUrl}/api/careers/${slug}`)) as { closing_date?: string };
    if (!job.closing_date || job.closing_date >= today) return slug;
  }
  throw new Error('No open job to apply to.');
}

/** A well-formed one-page PDF padded to `totalBytes` with a stream of filler. */
function buildPdf(totalBytes: number): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n',
  ];
  const header = '%PDF-1.7\n';
  const trailerSpace = 512;
  const fixed = header.length + objects.join('').length + trailerSpace;
  const fillerLength = totalBytes - fixed - '4 0 obj\n<< /Length  >>\nstream\n\nendstream\nendobj\n'.length - 10;
  const filler = '% filler\n'.repeat(Math.ceil(fillerLength / 9)).slice(0, fillerLength);
  objects.push(`4 0 obj\n<< /Length ${filler.length} >>\nstream\n${filler}\nendstream\nendobj\n`);

  let body = header;
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function upload(appUrl: string, slug: string, pdf: Buffer, index: number): Promise<number> {
  const boundary = `----bench${Date.now().toString(16)}${index}`;
  const fields: Record<string, string> = {
    fullName: 'Rana Khalil',
    email: `rana.khalil+${index}@candidate.example`,
    phone: '+1 312 555 0142',
    years: '3-5',
    resumeLink: '',
    portfolioLink: '',
    coverLetter:
      'I have spent six years hardening public-sector networks, most recently leading the response to a ransomware incident at a regional health authority. I would bring that experience to your team.',
    agree: 'true',
  };
  const head = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="resumeFile"; filename="rana-khalil-cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + Buffer.byteLength(fileHead) + pdf.length + Buffer.byteLength(tail);

  return new Promise((resolve) => {
    const request = http.request(
      `${appUrl}/api/apply/${slug}`,
      {
        method: 'POST',
        timeout: UPLOAD_TIMEOUT_MS,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('upload timed out')));
    request.on('error', () => resolve(0));
    request.write(head);
    request.write(fileHead);
    request.write(pdf);
    request.end(tail);
  });
}

function summarizeStatuses(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} x ${status === 0 ? 'network error' : status}`).join(', ');
}

function mib(bytes: number): string {
  return `${(bytes / MIB).toFixed(1)} MiB`;
}
