/**
 * @jest-environment node
 */
// The public edge tried with the request forms an attacker writes, on raw sockets: nothing a
// client sends makes the API read a request the shell did not judge, and after each trick the
// next visitor is served at once.
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeTestApps, createTestApp, validEnquiry } from 'api/test-support';
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer } from 'static-server';
import { BODY_NOT_ALLOWED_MESSAGE } from './api-proxy';
import { buildShellServer } from './app';
import { encodePage } from './page-encoding';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses complete HTTP/1.1 responses (Content-Length or chunked bodies) from the front of `data`. */
function parseResponses(data: string): { responses: RawResponse[]; rest: string } {
  const responses: RawResponse[] = [];
  let rest = data;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    let bodyStart = headEnd + 4;
    let body = '';
    if (headers['transfer-encoding'] === 'chunked') {
      let complete = false;
      for (;;) {
        const sizeEnd = rest.indexOf('\r\n', bodyStart);
        if (sizeEnd < 0) break;
        const size = Number.parseInt(rest.slice(bodyStart, sizeEnd), 16);
        if (rest.length < sizeEnd + 2 + size + 2) break;
        body += rest.slice(sizeEnd + 2, sizeEnd + 2 + size);
        bodyStart = sizeEnd + 2 + size + 2;
        if (size === 0) {
          complete = true;
          break;
        }
      }
      if (!complete) break;
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < bodyStart + length) break;
      body = rest.slice(bodyStart, bodyStart + length);
      bodyStart += length;
    }
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.slice(bodyStart);
  }
  return { responses, rest };
}

/** Writes `text` as it is on one connection and waits for `count` responses, or for the connection to close. */
async function raw(port: number, text: string, count = 1): Promise<RawResponse[]> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(text);
  let data = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no ${count} response(s) within 5 s; got: ${JSON.stringify(data)}`));
    }, 5000);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponses(data).responses);
    };
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      if (parseResponses(data).responses.length >= count) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
  });
}

const request = (head: string[], body = '') => `${head.join('\r\n')}\r\n\r\n${body}`;
const enquiryJson = JSON.stringify(validEnquiry());
const smuggledEnquiry = request(
  [
    'POST /api/contact HTTP/1.1',
    'Host: api',
    'Content-Type: application/json',
    `Content-Length: ${enquiryJson.length}`,
    'X-Forwarded-For: 198.51.100.66',
  ],
  enquiryJson,
);
const smuggledStaffRead = request(['GET /api/admin/enquiries HTTP/1.1', 'Host: api', 'Authorization: Bearer guessed']);

const servers: FastifyInstance[] = [];
afterEach(async () => {
  for (const server of servers.splice(0).reverse()) await server.close();
  await closeTestApps();
});

const portOf = (server: FastifyInstance) => (server.server.address() as AddressInfo).port;

/** The shell's server in front of `apiUrl`, with a renderer that names the page. */
async function startShell(apiUrl: string, hsts = false): Promise<number> {
  const shell = await buildShellServer({
    hsts,
    distDir: mkdtempSync(path.join(tmpdir(), 'shell-dist-')),
    publicDir: mkdtempSync(path.join(tmpdir(), 'shell-public-')),
    apiUrl,
    registry: {
      mfe_marketing: 'http://localhost:3001/m.json',
      mfe_careers: 'http://localhost:3002/m.json',
      mfe_contact: 'http://localhost:3003/m.json',
      mfe_staff: 'http://localhost:3004/m.json',
    },
    renderer: {
      render: async (url, _releases, encoding) => ({
        ...encodePage(
          {
            status: 200,
            html: `<h1>${url.pathname}</h1>`,
            complete: true,
            modules: [],
            failedModules: [],
            fallbackModules: [],
            lateModules: [],
            staticPage: false,
            route: '/*',
            remotes: [],
          },
          encoding,
          performance.now(),
        ),
        threadMs: 1,
      }),
      threads: 1,
      sitemap: async () => '',
      routes: async () => ({}),
    },
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  servers.push(shell);
  return portOf(shell);
}

/** The real API (embedded store, temp dir) and the shell in front of it. */
async function startSite() {
  const api = await createTestApp({ adminToken: 'edge-test-admin-token-0123' });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const shellPort = await startShell(`http://127.0.0.1:${portOf(api.app)}`);
  return { shellPort, enquiries: async () => (await api.store.enquiries.list({ page: 1, pageSize: 100 })).total };
}

/** A stand-in API that records every request it parses. */
async function startRecordingApi() {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('latin1');
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const shellPort = await startShell(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  servers.push({ close: () => new Promise((resolve) => server.close(resolve)) } as FastifyInstance);
  return { shellPort, seen };
}

/** The next visitor, on a connection of their own, gets the offices at once. */
async function expectNextVisitorServed(shellPort: number) {
  const response = await fetch(`http://127.0.0.1:${shellPort}/api/locations`, { signal: AbortSignal.timeout(2000) });
  expect(response.status).toBe(200);
}

describe('a body the client tries to unframe', () => {
  it('is refused on a GET whose Connection header names Content-Length, and never reaches the API', async () => {
    const site = await startSite();
    const [answer] = await raw(
      site.shellPort,
      request(
        ['GET /api/health HTTP/1.1', 'Host: site', 'Connection: content-length', `Content-Length: ${smuggledEnquiry.length}`],
        smuggledEnquiry,
      ),
    );
    expect([answer?.status, JSON.parse(answer?.body ?? '{}')]).toEqual([400, { message: BODY_NOT_ALLOWED_MESSAGE }]);
    expect(await site.enquiries()).toBe(0);
    await expectNextVisitorServed(site.shellPort);
  });

  it('keeps its framing when Connection names Content-Length, Transfer-Encoding and Host: the API reads one request', async () => {
    const api = await startRecordingApi();
    const [answer] = await raw(
      api.shellPort,
      request(
        [
          'POST /api/contact HTTP/1.1',
          'Host: site.example',
          'Connection: keep-alive, content-length, transfer-encoding, host',
          'Content-Type: application/json',
          `Content-Length: ${smuggledStaffRead.length}`,
        ],
        smuggledStaffRead,
      ),
    );
    expect(answer?.status).toBe(201);
    expect(api.seen.map(({ method, url, body, headers }) => [method, url, body, headers.host])).toEqual([
      ['POST', '/api/contact', smuggledStaffRead, 'site.example'],
    ]);
  });

  it('keeps a chunked body chunked when Connection names Transfer-Encoding', async () => {
    const api = await startRecordingApi();
    const [answer] = await raw(
      api.shellPort,
      request(
        [
          'POST /api/contact HTTP/1.1',
          'Host: site',
          'Connection: transfer-encoding',
          'Content-Type: application/json',
          'Transfer-Encoding: chunked',
        ],
        `${enquiryJson.length.toString(16)}\r\n${enquiryJson}\r\n0\r\n\r\n`,
      ),
    );
    expect(answer?.status).toBe(201);
    expect(api.seen.map(({ url, body }) => [url, body])).toEqual([['/api/contact', enquiryJson]]);
  });

  it('takes what follows a body as a request of its own, which the shell judges: a staff path stays hidden', async () => {
    const api = await startRecordingApi();
    const answers = await raw(
      api.shellPort,
      request(
        ['POST /api/contact HTTP/1.1', 'Host: site', 'Content-Type: application/json', `Content-Length: ${enquiryJson.length}`],
        enquiryJson,
      ) + smuggledStaffRead,
      2,
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 404]);
    expect(api.seen.map(({ url }) => url)).toEqual(['/api/contact']);
  });

  it('takes what follows the last chunk as a request of its own too', async () => {
    const api = await startRecordingApi();
    const answers = await raw(
      api.shellPort,
      request(
        ['POST /api/contact HTTP/1.1', 'Host: site', 'Content-Type: application/json', 'Transfer-Encoding: chunked'],
        '0\r\n\r\n',
      ) + smuggledStaffRead,
      2,
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 404]);
    expect(api.seen.map(({ url, body }) => [url, body])).toEqual([['/api/contact', '']]);
  });

  it.each([
    ['both Content-Length and Transfer-Encoding', ['Content-Length: 5', 'Transfer-Encoding: chunked']],
    ['two different Content-Lengths', ['Content-Length: 5', 'Content-Length: 50']],
    ['a Transfer-Encoding that is not chunked last', ['Transfer-Encoding: chunked, identity']],
    ['whitespace before the colon', ['Transfer-Encoding : chunked']],
  ])('is refused with 400 when it has %s, and the next visitor is served', async (_case, framing) => {
    const site = await startSite();
    const [answer] = await raw(
      site.shellPort,
      request(
        ['POST /api/contact HTTP/1.1', 'Host: site', 'Content-Type: application/json', ...framing],
        `0\r\n\r\n${smuggledEnquiry}`,
      ),
    );
    expect(answer?.status).toBe(400);
    expect(await site.enquiries()).toBe(0);
    await expectNextVisitorServed(site.shellPort);
  });

  it('leaves no connection to the API waiting on a partial request: the next visitor is served at once', async () => {
    const site = await startSite();
    const partial = request(
      ['POST /api/contact HTTP/1.1', 'Host: api', 'Content-Type: application/json', 'Content-Length: 1000'],
      '{"name":',
    );
    const [answer] = await raw(
      site.shellPort,
      request(
        ['GET /api/locations HTTP/1.1', 'Host: site', 'Connection: content-length', `Content-Length: ${partial.length}`],
        partial,
      ),
    );
    expect(answer?.status).toBe(400);
    for (let visitor = 0; visitor < 5; visitor += 1) await expectNextVisitorServed(site.shellPort);
  });
});

describe('a request target that is not a path', () => {
  it.each([
    ['GET', 'http://x/api/docs/json'],
    ['GET', 'http://x/api/admin/enquiries'],
    ['GET', 'https://site.example/careers'],
    ['OPTIONS', '*'],
  ])('%s %s is refused with 400 before any check', async (method, target) => {
    const api = await startRecordingApi();
    const [answer] = await raw(
      api.shellPort,
      request([`${method} ${target} HTTP/1.1`, 'Host: site', 'Authorization: Bearer guessed']),
    );
    expect(answer?.status).toBe(400);
    expect(answer?.body).not.toContain('openapi');
    expect(api.seen).toEqual([]);
  });
});

describe('what a router or the request rule refuses, on the shell, a remote and the API', () => {
  /** Each kind of server listening, with a path it answers 404 in the ordinary way. */
  const kinds: Record<string, () => Promise<{ port: number; missing: string }>> = {
    'the shell': async () => ({ port: await startShell('http://127.0.0.1:9', true), missing: '/missing.js' }),
    'a remote': async () => {
      const dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
      writeFileSync(path.join(dist, 'release.json'), JSON.stringify({ remote: 'mfe_careers', version: '1.0.0-abcdef0123' }));
      writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"mfe_careers"}');
      writeFileSync(path.join(dist, 'mf-stats.json'), '{}');
      writeFileSync(path.join(dist, 'remoteEntry.abcdef0123.js'), 'var remote = 1;');
      mkdirSync(path.join(dist, 'ssr'));
      const remote = await buildRemoteServer({ dist, allowedOrigins: [], hsts: true });
      await remote.listen({ port: 0, host: '127.0.0.1' });
      servers.push(remote);
      return { port: portOf(remote), missing: '/missing.js' };
    },
    'the API': async () => {
      const api = await createTestApp({ hsts: true });
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      return { port: portOf(api.app), missing: '/api/missing' };
    },
  };
  /** The policy's headers as a server's ordinary 404 carries them. */
  const POLICY_HEADER =
    /^(cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-(?!request-id)|permissions-policy)/;
  const policyOf = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => POLICY_HEADER.test(name)));

  const refusals = [
    ['a malformed percent-escape', request(['GET /%E0%A4%A HTTP/1.1', 'Host: site', 'Accept: text/html']), 400],
    ['a URL past the header limit', request([`GET /${'a'.repeat(20_000)} HTTP/1.1`, 'Host: site']), 431],
    ['a header with a space in its name', request(['GET / HTTP/1.1', 'Host: site', 'Bad Header: x']), 400],
    ['no Host', request(['GET / HTTP/1.1', 'Accept: text/html']), 400],
    ['a Host with a space', request(['GET / HTTP/1.1', 'Host: exa mple']), 400],
    ['a Host with a path', request(['GET / HTTP/1.1', 'Host: a/b']), 400],
    ['a Host with user info', request(['GET / HTTP/1.1', 'Host: @x']), 400],
    ['an empty Host', request(['GET / HTTP/1.1', 'Host:']), 400],
    ['two Hosts', request(['GET / HTTP/1.1', 'Host: site', 'Host: evil.example']), 400],
    ['an absolute-form target', request(['GET http://evil.example/ HTTP/1.1', 'Host: site']), 400],
    ['the asterisk-form target', request(['OPTIONS * HTTP/1.1', 'Host: site']), 400],
  ] as const;

  describe.each(Object.keys(kinds))('%s', (kind) => {
    it.each(refusals)('answers %s with the policy, no-store and its own error body', async (_case, text, status) => {
      const { port, missing } = await kinds[kind]!();
      const [ordinary] = await raw(port, request([`GET ${missing} HTTP/1.1`, 'Host: site']));
      const [answer] = await raw(port, text);
      expect(answer?.status).toBe(status);
      expect(Object.keys(policyOf(ordinary!.headers)).length).toBeGreaterThanOrEqual(8);
      expect(policyOf(answer!.headers)).toEqual(policyOf(ordinary!.headers));
      expect(answer?.headers['strict-transport-security']).toBeDefined();
      expect(answer?.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer?.headers['cache-control']).toBe('no-store');
      expect(answer?.body).not.toMatch(/FST_|%E0|aaaa|Bad Header|Client Error|evil|exa mple/);
    });

    it.each([
      ['a Host and port', 'localhost:3000'],
      ['an IPv6 address', '[::1]:4000'],
      ['a service name', 'mfe_careers:3002'],
    ])('serves a request with %s as Host', async (_case, host) => {
      const { port, missing } = await kinds[kind]!();
      const [answer] = await raw(port, request([`GET ${missing} HTTP/1.1`, `Host: ${host}`]));
      expect(answer?.status).toBe(404);
    });

    it('serves an HTTP/1.0 request without Host, which that version may leave out', async () => {
      const { port, missing } = await kinds[kind]!();
      const [answer] = await raw(port, request([`GET ${missing} HTTP/1.0`]));
      expect(answer?.status).toBe(404);
    });
  });

  it.each([
    ['the shell', '//evil.example/careers'],
    ['the shell', '/\\evil.example/careers'],
    ['the shell', '//mf-stats.json'],
    ['a remote', '//mf-manifest.json'],
    ['a remote', '//remoteEntry.abcdef0123.js'],
    ['the API', '//api/careers'],
    ['the API', '//api/health'],
  ])('%s answers %s with 404, never the answer of another path', async (kind, target) => {
    const { port } = await kinds[kind]!();
    const [answer] = await raw(port, request([`GET ${target} HTTP/1.1`, 'Host: site', 'Accept: text/html']));
    expect(answer?.status).toBe(404);
    expect(answer?.body).not.toMatch(/<h1>\/|var remote|"name"|"status"/);
  });
});
