/** @jest-environment node */
import { createHash } from 'node:crypto';
import { SERVER_FILES_SHA256_MARK } from 'contracts/federation';
import { createRemoteReleases, REMOTE_CHECK_INTERVAL_MS, type ServerRemote } from './remote-releases';

const careers: ServerRemote = {
  name: 'mfe_careers',
  manifestUrl: 'http://careers.test/mf-manifest.json',
  serverEntryUrl: 'http://careers.internal/ssr/remoteEntry.js',
};
const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.abc.js', path: '' } }, exposes: [] };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const CHUNK = '121.0123456789.js';
/** A server entry as the build writes it: its code, then the SHA-256 of its chunk. */
const entryCode = (version: string) =>
  `${version}\n${SERVER_FILES_SHA256_MARK}${JSON.stringify({ [CHUNK]: sha256(`chunk of ${version}`) })}\n`;

function setup(remote: ServerRemote = careers) {
  let clock = 0;
  const files: Record<string, string | Error> = {
    [remote.serverEntryUrl]: entryCode('entry v1'),
    // The browser build, read where the server reaches the remote: beside its server entry.
    'http://careers.internal/mf-manifest.json': JSON.stringify(manifest),
  };
  const fetch = jest.fn(async (url: string | URL | Request) => {
    const body = files[String(url)];
    if (body instanceof Error || body === undefined) throw body ?? new Error('unknown URL');
    return new Response(body);
  });
  const register = jest.fn();
  const releases = createRemoteReleases({ remotes: [remote], register, fetch: fetch as never, now: () => clock, log: () => {} });
  return { releases, files, fetch, register, advance: (ms: number) => (clock += ms) };
}

test('registers the server entry under a URL carrying its content hash, with its code and browser manifest', async () => {
  const { releases, register } = setup();
  const release = await releases.current('mfe_careers');
  const entry = `${careers.serverEntryUrl}?v=${sha256(entryCode('entry v1')).slice(0, 16)}`;
  expect(release).toEqual({
    entry,
    source: entryCode('entry v1'),
    fileHashes: { [CHUNK]: sha256('chunk of entry v1') },
    manifest,
  });
  expect(register).toHaveBeenCalledWith('mfe_careers', entry);
  expect(releases.source(entry)).toBe(entryCode('entry v1'));
});

test('checks again only after the interval, and registers a new release when the entry changed', async () => {
  const { releases, files, fetch, register, advance } = setup();
  await releases.current('mfe_careers');
  files[careers.serverEntryUrl] = entryCode('entry v2');
  await releases.current('mfe_careers');
  expect(fetch).toHaveBeenCalledTimes(2);

  advance(REMOTE_CHECK_INTERVAL_MS);
  const release = await releases.current('mfe_careers');
  expect(release?.source).toBe(entryCode('entry v2'));
  expect(register).toHaveBeenCalledTimes(2);
  expect(releases.source(`${careers.serverEntryUrl}?v=${sha256(entryCode('entry v1')).slice(0, 16)}`)).toBeUndefined();
});

test('does not register the same release twice', async () => {
  const { releases, register, advance } = setup();
  await releases.current('mfe_careers');
  advance(REMOTE_CHECK_INTERVAL_MS);
  await releases.current('mfe_careers');
  expect(register).toHaveBeenCalledTimes(1);
});

test('shares one check between requests that arrive while it runs', async () => {
  const { releases, fetch } = setup();
  await Promise.all([releases.current('mfe_careers'), releases.current('mfe_careers'), releases.current('mfe_careers')]);
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('reports a remote that cannot be reached as unavailable, and finds it again when it is back', async () => {
  const { releases, files, advance } = setup();
  files[careers.serverEntryUrl] = new TypeError('fetch failed');
  expect(await releases.current('mfe_careers')).toBeUndefined();
  files[careers.serverEntryUrl] = entryCode('entry v1');
  advance(REMOTE_CHECK_INTERVAL_MS);
  expect((await releases.current('mfe_careers'))?.source).toBe(entryCode('entry v1'));
});

test('refuses a server entry whose content does not match the pinned hash', async () => {
  const { releases, register } = setup({ ...careers, sha256: sha256(entryCode('entry v0')) });
  expect(await releases.current('mfe_careers')).toBeUndefined();
  expect(register).not.toHaveBeenCalled();
});

test('accepts a server entry that matches the pinned hash', async () => {
  const { releases } = setup({ ...careers, sha256: sha256(entryCode('entry v1')).toUpperCase() });
  expect((await releases.current('mfe_careers'))?.source).toBe(entryCode('entry v1'));
});

test('refuses a server entry that does not list the SHA-256 of its files', async () => {
  const { releases, files, register } = setup();
  files[careers.serverEntryUrl] = 'entry without hashes';
  expect(await releases.current('mfe_careers')).toBeUndefined();
  expect(register).not.toHaveBeenCalled();
});

test("gives the SHA-256 its current release lists for a file of the remote's server build, and none for any other URL", async () => {
  const { releases, files, advance } = setup();
  expect(releases.expectedSha256(`http://careers.internal/ssr/${CHUNK}`)).toBeUndefined();
  await releases.current('mfe_careers');
  expect(releases.expectedSha256(`http://careers.internal/ssr/${CHUNK}`)).toBe(sha256('chunk of entry v1'));
  for (const url of [
    'http://careers.internal/ssr/999.0123456789.js',
    `http://careers.internal/${CHUNK}`,
    `http://elsewhere.internal/ssr/${CHUNK}`,
  ]) {
    expect(releases.expectedSha256(url)).toBeUndefined();
  }
  files[careers.serverEntryUrl] = entryCode('entry v2');
  advance(REMOTE_CHECK_INTERVAL_MS);
  await releases.current('mfe_careers');
  expect(releases.expectedSha256(`http://careers.internal/ssr/${CHUNK}`)).toBe(sha256('chunk of entry v2'));
});
