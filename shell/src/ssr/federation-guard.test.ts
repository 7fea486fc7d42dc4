/** @jest-environment node */
import { evaluateServerEntry, federationGuard, isAllowedUrl } from './federation-guard';

const allowedOrigins = new Set(['http://careers.test']);
const entry = 'http://careers.test/releases/1.0.0-1111111111/ssr/remoteEntry.js';
const CHUNK_URL = 'http://careers.test/releases/1.0.0-1111111111/ssr/1.0123456789.js';

/** A guard over the server files of the versions loaded: `files`, by URL. */
function guard(files: Record<string, string> = {}) {
  const versions = { serverFile: (url: string) => (url in files ? new TextEncoder().encode(files[url]) : undefined) };
  return federationGuard({ allowedOrigins, versions });
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
  const plugin = guard();
  const origin = {} as never;
  expect(() =>
    plugin.beforeRegisterRemote?.({ remote: { name: 'evil', entry: 'http://evil.example/remoteEntry.js' }, origin }),
  ).toThrow(/not in the registry/);
  const allowed = { remote: { name: 'mfe_careers_1111111111', entry }, origin };
  expect(plugin.beforeRegisterRemote?.(allowed)).toBe(allowed);
});

test('hands the runtime only the files of a version loaded and checked, from memory', async () => {
  const plugin = guard({ [CHUNK_URL]: 'chunk' });
  const response = (await plugin.fetch?.(CHUNK_URL, {})) as Response;
  expect(await response.text()).toBe('chunk');
  await expect(plugin.fetch?.('http://careers.test/releases/1.0.0-1111111111/ssr/2.0123456789.js', {})).rejects.toThrow(
    /not a file of a version this server loaded and checked/,
  );
  await expect(plugin.fetch?.('http://evil.example/chunk.js', {})).rejects.toThrow(/not a file of a version/);
});

test('evaluates the exact code loaded for an entry, and refuses an entry never loaded', async () => {
  const source = 'module.exports.mfe_careers_1111111111 = { init() {}, get() { return require("node:path").sep; } };';
  const plugin = guard({ [entry]: source });
  const loadEntry = (url: string) =>
    plugin.loadEntry?.({
      remoteInfo: {
        name: 'mfe_careers_1111111111',
        entry: url,
        entryGlobalName: 'mfe_careers_1111111111',
        type: 'global',
        shareScope: 'default',
      },
    } as never);
  const container = (await loadEntry(entry)) as unknown as { get(): string };
  expect(container.get()).toBe('/');
  await expect(loadEntry('http://careers.test/releases/1.0.0-2222222222/ssr/remoteEntry.js')).rejects.toThrow(
    /No checked version/,
  );
});

test('returns the container a server entry exports under its global name, awaiting async startup', async () => {
  const container = await evaluateServerEntry('module.exports.remote = Promise.resolve({ init: 1 });', entry, 'remote');
  expect(container).toEqual({ init: 1 });
});
