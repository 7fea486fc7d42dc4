/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_UNREACHABLE_MESSAGE } from './api-proxy';
import { buildShellServer } from './app';

const registry = {
  mfe_marketing: 'http://localhost:3001/mf-manifest.json',
  mfe_careers: 'http://localhost:3002/mf-manifest.json',
  mfe_contact: 'http://localhost:3003/mf-manifest.json',
};

let api: FastifyInstance;
let shellDistDir: string;
let shell: FastifyInstance;

beforeAll(async () => {
  shellDistDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(shellDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(shellDistDir, 'main.0123456789.js'), 'console.log(1)');
  api = Fastify();
  api.get('/api/echo', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] ?? null }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address() as { port: number };
  shell = await buildShellServer({ distDir: shellDistDir, apiUrl: `http://127.0.0.1:${address.port}`, registry });
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

test.each(['/', '/culture', '/careers/some-job', '/no/such/page'])('answers %s with the app page and its security policy', async (url) => {
  const response = await shell.inject(url);
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<div id="root">');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['content-security-policy']).toContain('script-src \'self\' http://localhost:3001 http://localhost:3002 http://localhost:3003');
});

test('serves content-hashed files as immutable', async () => {
  const response = await shell.inject('/main.0123456789.js');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

test('proxies /api and replaces a client-sent X-Forwarded-For with the real client address', async () => {
  const response = await shell.inject({ url: '/api/echo', headers: { 'x-forwarded-for': '203.0.113.7' }, remoteAddress: '127.0.0.9' });
  expect(response.json()).toEqual({ forwardedFor: '127.0.0.9' });
});

test('answers 502 with a plain message, no internals, when the API is unreachable', async () => {
  const orphan = await buildShellServer({ distDir: shellDistDir, apiUrl: 'http://127.0.0.1:9', registry });
  const response = await orphan.inject('/api/locations');
  expect(response.statusCode).toBe(502);
  expect(response.json()).toEqual({ message: API_UNREACHABLE_MESSAGE });
  await orphan.close();
});

test.each([
  ['POST', '/culture'],
  ['GET', '/main.missing0000.js'],
])('answers %s %s with a JSON 404, not the page', async (method, url) => {
  const response = await shell.inject({ method: method as 'GET', url });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'Not found' });
});
