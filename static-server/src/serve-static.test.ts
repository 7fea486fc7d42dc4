import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY } from 'contracts/security-headers';
import { buildRemoteServer, keepRelease } from './serve-static';

const SITE = 'http://localhost:3000';

async function remoteServer() {
  const root = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
  writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"mfe_marketing"}');
  for (const encoding of ['', '.gz', '.br']) {
    writeFileSync(path.join(root, `mf-stats.json${encoding}`), '{}');
    writeFileSync(path.join(root, `mf-manifest.json${encoding}`), '{"name":"mfe_marketing"}');
  }
  writeFileSync(path.join(root, 'remoteEntry.abcdef0123.js'), 'var x = 1;');
  writeFileSync(path.join(root, 'remoteEntry.abcdef0123.js.br'), 'brotli bytes');
  writeFileSync(path.join(root, 'font.abcdef0123.woff2'), 'wOF2');
  writeFileSync(path.join(root, 'notes.txt'), 'not built for browsers');
  mkdirSync(path.join(root, 'server'));
  writeFileSync(path.join(root, 'server', 'remoteEntry.js'), 'module.exports = {}');
  writeFileSync(path.join(root, 'server', '121.abcdef0123.js'), 'exports.ids = [121]');
  writeFileSync(path.join(root, 'server', 'build-report.json'), '{}');
  return buildRemoteServer({ root, allowedOrigins: [SITE] });
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
  '/server/build-report.json',
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
  expect((await server.inject('/server/remoteEntry.js')).statusCode).toBe(200);
  expect((await server.inject('/server/121.abcdef0123.js')).statusCode).toBe(200);
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
  const overHttps = await buildRemoteServer({
    root: mkdtempSync(path.join(tmpdir(), 'remote-dist-')),
    allowedOrigins: [],
    hsts: true,
  });
  expect((await overHttps.inject('/healthz')).headers['strict-transport-security']).toBe(
    `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  );
});

test('a tab on the previous release still finds its files after a deploy, and the manifest is the new one', async () => {
  const release = (manifest: string, chunk: string) => {
    const dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
    writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
    writeFileSync(path.join(dist, chunk), chunk);
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server/remoteEntry.js'), 'server code');
    return dist;
  };
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'remote-releases-'));
  const first = release('{"release":1}', 'page.1111111111.js');
  const second = release('{"release":2}', 'page.2222222222.js');
  await keepRelease(first, releasesDir);
  await keepRelease(second, releasesDir);

  const server = await buildRemoteServer({ root: [second, releasesDir], allowedOrigins: [SITE] });
  expect((await server.inject('/mf-manifest.json')).body).toBe('{"release":2}');
  expect((await server.inject('/page.1111111111.js')).body).toBe('page.1111111111.js');
  expect((await server.inject('/page.2222222222.js')).body).toBe('page.2222222222.js');
  expect(existsSync(path.join(releasesDir, 'server'))).toBe(false);
});
