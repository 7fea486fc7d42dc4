/**
 * The real server as a child process (`tsx src/server.ts`): a 2xx means stored, even when the
 * process is killed (SIGKILL, no chance to flush) right after answering.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pdfBytes } from './test-support/fixtures';
import { validApplication, validEnquiry } from './test-support/submissions';

const API_DIR = path.resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const ADMIN_TOKEN = 'kill-test-admin-token-0123456789';
const START_TIMEOUT_MS = 20_000;
const EXIT_TIMEOUT_MS = 10_000;

jest.setTimeout(60_000);

const children = new Set<ChildProcess>();
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'api-server-'));
});
afterEach(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
  children.clear();
  await rm(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, HOST);
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

interface RunningServer {
  child: ChildProcess;
  url: string;
  stderr: () => string;
}

function spawnServer(env: Record<string, string>): { child: ChildProcess; stderr: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    // Empty values are "unset" to the config: embedded store, .eml files, no stray settings.
    env: { ...process.env, MONGODB_URI: '', SMTP_URL: '', LOG_LEVEL: 'warn', HOST, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return { child, stderr: () => stderr };
}

async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const { child, stderr } = spawnServer({ DATA_DIR: dataDir, API_PORT: String(port), ADMIN_TOKEN, ...env });
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early: ${stderr()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url, stderr };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start: ${stderr()}`);
}

async function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
  let timer: NodeJS.Timeout | undefined;
  try {
    const [code, signal] = (await Promise.race([
      once(child, 'exit'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the server did not exit')), EXIT_TIMEOUT_MS);
      }),
    ])) as [number | null, NodeJS.Signals | null];
    return { code, signal };
  } finally {
    clearTimeout(timer);
  }
}

const admin = (url: string, pathName: string) =>
  fetch(`${url}${pathName}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });

describe('server.ts', () => {
  it('keeps an enquiry and an application with its resume when killed right after answering 201', async () => {
    const first = await startServer();
    const enquiry = await fetch(`${first.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validEnquiry()),
    });
    expect(enquiry.status).toBe(201);
    const { id: enquiryId } = (await enquiry.json()) as { id: string };

    const form = new FormData();
    for (const [name, value] of Object.entries(validApplication({ resumeLink: '' }))) form.append(name, String(value));
    const resume = pdfBytes('Omar Saleh, incident responder');
    form.append('resumeFile', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'Omar Saleh CV.pdf');
    const application = await fetch(`${first.url}/api/apply/senior-cybersecurity-analyst`, { method: 'POST', body: form });
    expect(application.status).toBe(201);
    first.child.kill('SIGKILL');
    const { id: applicationId } = (await application.json()) as { id: string };
    expect((await exitOf(first.child)).signal).toBe('SIGKILL');

    const second = await startServer();
    const enquiries = (await (await admin(second.url, '/api/admin/enquiries')).json()) as { items: { id: string }[] };
    expect(enquiries.items.map((item) => item.id)).toEqual([enquiryId]);
    const download = await admin(second.url, `/api/admin/applications/${applicationId}/resume`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(resume);
  });

  it('stops cleanly on SIGTERM', async () => {
    const server = await startServer();
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toEqual({ code: 0, signal: null });
  });

  it('refuses to start with a bad setting and names the variable', async () => {
    const { child, stderr } = spawnServer({ DATA_DIR: dataDir, ADMIN_TOKEN: 'too-short' });
    expect((await exitOf(child)).code).toBe(1);
    expect(stderr()).toContain('ADMIN_TOKEN: must be at least 16 characters');
  });
});
