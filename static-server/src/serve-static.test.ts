import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HSTS_MAX_AGE_SECONDS, NOTHING_LOADS_POLICY, PERMISSIONS_POLICY, REFERRER_POLICY } from 'server-common/security-headers';
import { Registry } from 'telemetry/metrics';
import { installRelease, pruneReleases, UNPUBLISHED_GRACE_MS } from './releases';
import { buildRemoteServer } from './serve-static';

const SITE = 'http://localhost:3000';

const VERSION = '1.0.0-abcdef0123';

function release(version = VERSION, manifest = '{"name":"mfe_marketing"}') {
  const root = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
  writeFileSync(path.join(root, 'release.json'), JSON.stringify({ remote: 'mfe_marketing', version }));
  for (const encoding of ['', '.gz', '.br']) {
    writeFileSync(path.join(root, `mf-stats.json${encoding}`), '{}');
    writeFileSync(path.join(root, `mf-manifest.json${encoding}`), manifest);
  }
  writeFileSync(path.join(root, 'remoteEntry.abcdef0123.js'), 'var x = 1;');
  writeFileSync(path.join(root, 'remoteEntry.abcdef0123.js.br'), 'brotli bytes');
  writeFileSync(path.join(root, 'font.abcdef0123.woff2'), 'wOF2');
  writeFileSync(path.join(root, 'notes.txt'), 'not built for browsers');
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(root, 'ssr', 'remoteEntry.js'), 'module.exports = {}');
  writeFileSync(path.join(root, 'ssr', '121.abcdef0123.js'), 'exports.ids = [121]');
  writeFileSync(path.join(root, 'ssr', 'build-report.json'), '{}');
  return root;
}

async function remoteServer(releasesDir?: string) {
  return buildRemoteServer({ dist: release(), releasesDir, allowedOrigins: [SITE] });
}

test('serves the manifest revalidated and hashed files immutable', async () => {
  const server = await remoteServer();
  expect((await server.inject('/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
  expect((await server.inject('/remoteEntry.abcdef0123.js')).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await server.inject('/font.abcdef0123.woff2')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('lets only the site itself read files cross-origin', async () => {
  const server = await remoteServer();
  const fromSite = await server.inject({ url: '/mf-manifest.json', headers: { origin: SITE } });
  const fromElsewhere = await server.inject({ url: '/mf-manifest.json', headers: { origin: 'https://evil.example' } });
  expect(fromSite.headers['access-control-allow-origin']).toBe(SITE);
  expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
});

test('sends the precompressed file to a browser that accepts brotli', async () => {
  const server = await remoteServer();
  const response = await server.inject({ url: '/remoteEntry.abcdef0123.js', headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.rawPayload.toString()).toBe('brotli bytes');
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test.each([
  '/mf-stats.json',
  '/mf-stats.json.gz',
  '/mf-stats.json.br',
  '/mf-manifest.json.gz',
  '/mf-manifest.json.br',
  '/remoteEntry.abcdef0123.js.br',
  '/notes.txt',
  '/ssr/build-report.json',
  '/nothing.js',
])('publishes only what browsers and the shell need: %s is not found', async (url) => {
  const server = await remoteServer();
  for (const encoding of ['identity', 'gzip', 'br']) {
    const response = await server.inject({ url, headers: { 'accept-encoding': encoding } });
    expect([url, encoding, response.statusCode]).toEqual([url, encoding, 404]);
    expect(response.json()).toEqual({ message: 'Not found' });
  }
});

test("publishes the server build the shell's server loads", async () => {
  const server = await remoteServer();
  expect((await server.inject('/ssr/remoteEntry.js')).statusCode).toBe(200);
  expect((await server.inject('/ssr/121.abcdef0123.js')).statusCode).toBe(200);
});

test("sends the site's header policy, with files other origins may load, and HSTS when served over HTTPS", async () => {
  const server = await remoteServer();
  const plain = await server.inject('/mf-manifest.json');
  expect(plain.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'cross-origin-resource-policy': 'cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  });
  expect(plain.headers['strict-transport-security']).toBeUndefined();
  const overHttps = await buildRemoteServer({ dist: release(), allowedOrigins: [], hsts: true });
  expect((await overHttps.inject('/healthz')).headers['strict-transport-security']).toBe(
    `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  );
});

test("serves the current build's version under /releases/, immutable, when it keeps no other", async () => {
  const server = await remoteServer();
  for (const file of [
    'mf-manifest.json',
    'release.json',
    'remoteEntry.abcdef0123.js',
    'ssr/remoteEntry.js',
    'ssr/121.abcdef0123.js',
  ]) {
    const response = await server.inject(`/releases/${VERSION}/${file}`);
    expect([file, response.statusCode, response.headers['cache-control']]).toEqual([
      file,
      200,
      'public, max-age=31536000, immutable',
    ]);
  }
  expect((await server.inject('/releases/1.0.0-0000000000/mf-manifest.json')).statusCode).toBe(404);
  expect((await server.inject(`/releases/${VERSION}/mf-stats.json`)).statusCode).toBe(404);
  expect((await server.inject(`/releases/${VERSION}/ssr/build-report.json`)).statusCode).toBe(404);
});

test('every version installed is served side by side under /releases/<version>/, the root serving the current build', async () => {
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'remote-releases-'));
  const first = release('1.0.0-1111111111', '{"release":1}');
  const second = release('1.0.0-2222222222', '{"release":2}');
  expect(await installRelease(first, releasesDir)).toEqual({ remote: 'mfe_marketing', version: '1.0.0-1111111111' });
  await installRelease(second, releasesDir);
  // The same version again is the same build: kept as it is.
  await installRelease(release('1.0.0-1111111111', '{"release":"again"}'), releasesDir);

  const server = await buildRemoteServer({ dist: second, releasesDir, allowedOrigins: [SITE] });
  expect((await server.inject('/mf-manifest.json')).body).toBe('{"release":2}');
  expect((await server.inject('/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
  expect((await server.inject('/releases/1.0.0-1111111111/mf-manifest.json')).body).toBe('{"release":1}');
  expect((await server.inject('/releases/1.0.0-2222222222/mf-manifest.json')).body).toBe('{"release":2}');
  const fromSite = await server.inject({ url: '/releases/1.0.0-1111111111/ssr/remoteEntry.js', headers: { origin: SITE } });
  expect(fromSite.headers['access-control-allow-origin']).toBe(SITE);
  expect(fromSite.headers.vary).toBe('accept-encoding, Origin');
});

test('versions the registry no longer keeps are removed, unless installed within the grace period', async () => {
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'remote-releases-'));
  for (const version of ['1.0.0-1111111111', '1.0.0-2222222222', '1.0.0-3333333333']) {
    await installRelease(release(version), releasesDir);
  }
  const old = (Date.now() - UNPUBLISHED_GRACE_MS - 1000) / 1000;
  utimesSync(path.join(releasesDir, '1.0.0-1111111111'), old, old);
  utimesSync(path.join(releasesDir, '1.0.0-2222222222'), old, old);

  const removed = await pruneReleases(releasesDir, new Set(['1.0.0-2222222222']));
  expect(removed).toEqual(['1.0.0-1111111111']);
  expect(existsSync(path.join(releasesDir, '1.0.0-1111111111'))).toBe(false);
  expect(existsSync(path.join(releasesDir, '1.0.0-2222222222'))).toBe(true);
  expect(existsSync(path.join(releasesDir, '1.0.0-3333333333'))).toBe(true);
});

test('times every answer by route pattern, method and status class, never by file name, and serves no /metrics', async () => {
  const metricsRegistry = new Registry();
  const server = await buildRemoteServer({ dist: release(), allowedOrigins: [SITE], metricsRegistry });
  await server.inject('/mf-manifest.json');
  await server.inject('/remoteEntry.abcdef0123.js');
  expect((await server.inject('/metrics')).statusCode).toBe(404);
  const [metric] = await metricsRegistry.getMetricsAsJSON();
  expect(metric).toMatchObject({ name: 'http_request_duration_seconds', type: 'histogram' });
  const counts = (metric!.values as { metricName?: string; labels: object; value: number }[]).filter((value) =>
    value.metricName?.endsWith('_count'),
  );
  expect(counts.map(({ labels, value }) => ({ ...labels, value }))).toEqual([
    { route: '/*', method: 'GET', status_class: '2xx', value: 2 },
    { route: 'unmatched', method: 'GET', status_class: '4xx', value: 1 },
  ]);
});

/** `GET <target>` written as it is on a socket of its own (no client rewrites `%2e%2e`); the whole answer. */
async function rawGet(server: FastifyInstance, target: string): Promise<{ head: string; body: string }> {
  if (!server.server.listening) await server.listen({ port: 0, host: '127.0.0.1' });
  const socket = connect((server.server.address() as AddressInfo).port, '127.0.0.1');
  socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  let data = '';
  socket.on('data', (chunk: Buffer) => {
    data += chunk.toString('latin1');
  });
  await once(socket, 'close');
  const [head = '', body = ''] = data.split('\r\n\r\n');
  return { head: head.toLowerCase(), body };
}

describe('a path the remote does not serve', () => {
  let server: FastifyInstance;
  afterEach(() => server.close());

  it.each([
    ['a path out of the folder', '/%2e%2e/x', 403, 'Forbidden'],
    ['a missing file', '/missing.abcdef0123.js', 404, 'Not found'],
    ['a build report', '/mf-stats.json', 404, 'Not found'],
  ])(
    'answers %s with a plain message, the policy, a CSP that loads nothing and no-store',
    async (_case, target, status, message) => {
      server = await remoteServer();
      const { head, body } = await rawGet(server, target);
      expect(head).toMatch(new RegExp(`^http/1.1 ${status} `));
      for (const header of [
        'x-content-type-options: nosniff',
        'x-frame-options: deny',
        'cross-origin-opener-policy: same-origin',
        'cross-origin-resource-policy: cross-origin',
        `referrer-policy: ${REFERRER_POLICY}`,
        `permissions-policy: ${PERMISSIONS_POLICY}`.toLowerCase(),
        `content-security-policy: ${NOTHING_LOADS_POLICY}`.toLowerCase(),
        'cache-control: no-store',
      ]) {
        expect(head.split('\r\n')).toContain(header);
      }
      expect(JSON.parse(body)).toEqual({ message });
    },
  );
});

test("logs each request without the client's address", async () => {
  const lines: string[] = [];
  const server = await buildRemoteServer({
    dist: release(),
    allowedOrigins: [SITE],
    logger: { stream: { write: (line: string) => void lines.push(line) } },
  });
  try {
    await rawGet(server, '/mf-manifest.json?from=test');
  } finally {
    await server.close();
  }
  const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
  expect(requests).toEqual([expect.objectContaining({ req: { method: 'GET', url: '/mf-manifest.json?from=test' } })]);
  expect(JSON.stringify(requests)).not.toMatch(/127\.0\.0\.1|remoteAddress|remotePort/);
});
