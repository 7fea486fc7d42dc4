/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { brand } from 'shared-ui/brand';
import { API_UNREACHABLE_MESSAGE } from './api-proxy';
import { buildShellServer, type ShellServerOptions } from './app';

const registry = {
  mfe_marketing: 'http://localhost:3001/mf-manifest.json',
  mfe_careers: 'http://localhost:3002/mf-manifest.json',
  mfe_contact: 'http://localhost:3003/mf-manifest.json',
};

/** Answers 404 for /no-such-page, 200 otherwise, naming the URL it rendered. */
const renderer: ShellServerOptions['renderer'] = {
  render: async (url) => ({
    status: url.pathname === '/no-such-page' ? 404 : 200,
    html: `<!DOCTYPE html><html><body><h1>Rendered ${url.pathname}${url.search}</h1>${'<p>Content</p>'.repeat(100)}</body></html>`,
  }),
  sitemap: async () => '<?xml version="1.0"?><urlset/>',
};

let api: FastifyInstance;
let distDir: string;
let publicDir: string;
let shell: FastifyInstance;

function shellServer(overrides: Partial<ShellServerOptions> = {}) {
  const apiAddress = api.server.address() as { port: number };
  return buildShellServer({
    distDir,
    publicDir,
    apiUrl: `http://127.0.0.1:${apiAddress.port}`,
    registry,
    renderer,
    ...overrides,
  });
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  publicDir = mkdtempSync(path.join(tmpdir(), 'shell-public-'));
  writeFileSync(path.join(distDir, 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'ssr-assets.json'), '{}');
  mkdirSync(path.join(distDir, 'server'));
  writeFileSync(path.join(distDir, 'server', 'ssr.cjs'), 'module.exports = {}');
  writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  api = Fastify();
  api.get('/api/echo', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] ?? null }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  shell = await shellServer();
});

afterAll(async () => {
  await shell.close();
  await api.close();
});

test('answers the remote registry, revalidated on every load', async () => {
  const response = await shell.inject('/remotes.json');
  expect(response.json()).toEqual(registry);
  expect(response.headers['cache-control']).toBe('no-cache');
});

test.each([
  ['/', 200],
  ['/careers?category=security', 200],
  ['/no-such-page', 404],
])('renders %s on the server with the status the renderer decided, and its security policy', async (url, status) => {
  const response = await shell.inject(url);
  expect(response.statusCode).toBe(status);
  expect(response.body).toContain(`<h1>Rendered ${url}</h1>`);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['content-security-policy']).toContain(
    "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003",
  );
});

test('compresses a rendered page for a browser that accepts brotli', async () => {
  const response = await shell.inject({ url: '/culture', headers: { 'accept-encoding': 'br' } });
  expect(response.headers['content-encoding']).toBe('br');
});

test('serves content-hashed files as immutable and public files as revalidated', async () => {
  const hashed = await shell.inject('/main.0123456789.js');
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers['x-content-type-options']).toBe('nosniff');
  const icon = await shell.inject('/favicon.svg');
  expect(icon.statusCode).toBe(200);
  expect(icon.headers['cache-control']).toBe('no-cache');
});

test.each(['/server/ssr.cjs', '/ssr-assets.json'])('never serves the server renderer or its file list (%s)', async (url) => {
  expect((await shell.inject(url)).statusCode).toBe(404);
});

test('answers its own health', async () => {
  expect((await shell.inject('/healthz')).json()).toEqual({ status: 'ok' });
});

test('answers robots.txt pointing at the sitemap, and keeps crawlers off the API', async () => {
  const response = await shell.inject('/robots.txt');
  expect(response.body).toContain('Disallow: /api/');
  expect(response.body).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
});

test('answers a security.txt that names a contact and expires within a year', async () => {
  const response = await shell.inject('/.well-known/security.txt');
  expect(response.body).toContain(`Contact: mailto:${brand.securityEmail}`);
  const expires = Date.parse(/Expires: (.+)/.exec(response.body)?.[1] ?? '');
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThan(Date.now() + 366 * 24 * 60 * 60 * 1000);
});

test('answers the sitemap as XML, and 503 when the jobs cannot be listed', async () => {
  const response = await shell.inject('/sitemap.xml');
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const failing = await shellServer({ renderer: { ...renderer, sitemap: () => Promise.reject(new Error('API down')) } });
  expect((await failing.inject('/sitemap.xml')).statusCode).toBe(503);
  await failing.close();
});

test('proxies /api and replaces a client-sent X-Forwarded-For with the real client address', async () => {
  const response = await shell.inject({
    url: '/api/echo',
    headers: { 'x-forwarded-for': '203.0.113.7' },
    remoteAddress: '127.0.0.9',
  });
  expect(response.json()).toEqual({ forwardedFor: '127.0.0.9' });
});

test('answers 502 with a plain message, no internals, when the API is unreachable', async () => {
  const orphan = await shellServer({ apiUrl: 'http://127.0.0.1:9' });
  const response = await orphan.inject('/api/locations');
  expect(response.statusCode).toBe(502);
  expect(response.json()).toEqual({ message: API_UNREACHABLE_MESSAGE });
  await orphan.close();
});

test.each([
  ['POST', '/culture'],
  ['GET', '/main.missing0000.js'],
])('answers %s %s with a JSON 404, not a page', async (method, url) => {
  const response = await shell.inject({ method: method as 'GET', url });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'Not found' });
});
