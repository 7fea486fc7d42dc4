import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodePage, pageEncoding } from './page-encoding';
import type { RenderedPage } from './renderer';

test.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate', 'gzip'],
  ['br;q=0.5, gzip', 'gzip'],
  ['deflate', 'identity'],
  ['', 'identity'],
  [undefined, 'identity'],
])('Accept-Encoding %p: the page in %s', (acceptEncoding, encoding) => {
  expect(pageEncoding(acceptEncoding)).toBe(encoding);
});

const page = {
  html: `<!DOCTYPE html><p>${'مرحبا, hello. '.repeat(200)}</p>`,
  status: 200,
  route: '/',
} as unknown as RenderedPage;

test.each([
  ['br', brotliDecompressSync],
  ['gzip', gunzipSync],
  ['identity', (bytes: Uint8Array) => Buffer.from(bytes)],
] as const)('a page encoded %s decodes to its HTML, its other fields kept', (encoding, decode) => {
  const renderStarted = performance.now();
  const { body, renderMs, ...rest } = encodePage(page, encoding, renderStarted);
  expect(decode(body).toString()).toBe(page.html);
  expect(rest).toEqual({ status: 200, route: '/', encoding });
  expect(renderMs).toBeGreaterThanOrEqual(0);
  expect(renderMs).toBeLessThanOrEqual(performance.now() - renderStarted);
  if (encoding !== 'identity') expect(body.length).toBeLessThan(page.html.length / 10);
});
