/** @jest-environment node */
import { createHash } from 'node:crypto';
import { evaluateServerEntry, federationGuard, isAllowedUrl } from './federation-guard';

const allowedOrigins = new Set(['http://careers.test']);
const entry = 'http://careers.test/ssr/remoteEntry.js?v=abc';

const CHUNK_URL = 'http://careers.test/ssr/1.0123456789.js';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A guard whose releases list CHUNK_URL with the hash of 'chunk', and whose fetch answers `served`. */
function guard(sources: Record<string, string> = {}, served = 'chunk') {
  const fetch = jest.fn(async () => new Response(served));
  const releases = {
    source: (url: string) => sources[url],
    expectedSha256: (url: string) => (url === CHUNK_URL ? sha256('chunk') : undefined),
  };
  return { plugin: federationGuard({ allowedOrigins, releases, fetch: fetch as never }), fetch };
}

test.each([
  ['http://careers.test/ssr/remoteEntry.js', true],
  ['http://careers.test.evil.example/remoteEntry.js', false],
  ['https://careers.test/remoteEntry.js', false],
  ['not a url', false],
])('allows %s: %s', (url, allowed) => {
  expect(isAllowedUrl(url, allowedOrigins)).toBe(allowed);
});

test('refuses to register a remote from an origin outside the registry', () => {
  const { plugin } = guard();
  const origin = {} as never;
  expect(() =>
    plugin.beforeRegisterRemote?.({ remote: { name: 'evil', entry: 'http://evil.example/remoteEntry.js' }, origin }),
  ).toThrow(/not in the registry/);
  const allowed = { remote: { name: 'mfe_careers', entry }, origin };
  expect(plugin.beforeRegisterRemote?.(allowed)).toBe(allowed);
});

test('fetches only from allowed origins, each fetch bounded in time', async () => {
  const { plugin, fetch } = guard();
  await expect(plugin.fetch?.('http://evil.example/chunk.js', {})).rejects.toThrow(/not in the registry/);
  const response = (await plugin.fetch?.(CHUNK_URL, {})) as Response;
  expect(await response.text()).toBe('chunk');
  expect(fetch).toHaveBeenCalledWith(CHUNK_URL, expect.objectContaining({ signal: expect.any(AbortSignal) }));
});

test('hands over a chunk only when its bytes have the SHA-256 its release lists, and refuses any file the release does not list', async () => {
  const altered = guard({}, 'chunk; globalThis.owned = true');
  await expect(altered.plugin.fetch?.(CHUNK_URL, {})).rejects.toThrow(
    new RegExp(
      `Refused to run ${CHUNK_URL}: its SHA-256 is ${sha256('chunk; globalThis.owned = true')}, its release lists ${sha256('chunk')}`,
    ),
  );
  const { plugin, fetch } = guard();
  await expect(plugin.fetch?.('http://careers.test/ssr/2.0123456789.js', {})).rejects.toThrow(
    /not a file its remote's release lists/,
  );
  expect(fetch).not.toHaveBeenCalled();
});

test('evaluates the exact code the release check fetched, and refuses an entry never checked', async () => {
  const source = 'module.exports.mfe_careers = { init() {}, get() { return require("node:path").sep; } };';
  const { plugin } = guard({ [entry]: source });
  const loadEntry = (url: string) =>
    plugin.loadEntry?.({
      remoteInfo: { name: 'mfe_careers', entry: url, entryGlobalName: 'mfe_careers', type: 'global', shareScope: 'default' },
    } as never);
  const container = (await loadEntry(entry)) as unknown as { get(): string };
  expect(container.get()).toBe('/');
  await expect(loadEntry('http://careers.test/ssr/remoteEntry.js?v=other')).rejects.toThrow(/No checked release/);
});

test('returns the container a server entry exports under its global name, awaiting async startup', async () => {
  const container = await evaluateServerEntry('module.exports.remote = Promise.resolve({ init: 1 });', entry, 'remote');
  expect(container).toEqual({ init: 1 });
});
