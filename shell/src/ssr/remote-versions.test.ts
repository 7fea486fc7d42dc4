/** @jest-environment node */
import { createHash } from 'node:crypto';
import { SERVER_FILES_SHA256_MARK } from 'contracts/federation';
import type { FeedVersion } from 'contracts/releases';
import { createRemoteVersions, RETRY_MS, type RemoteOrigins } from './remote-versions';

const careers: RemoteOrigins = {
  name: 'mfe_careers',
  browserBase: 'http://careers.test/',
  serverBase: 'http://careers.internal/',
};
const V1 = '1.0.0-1111111111';
const V2 = '1.0.0-2222222222';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const CHUNK = '121.0123456789.js';
const STYLESHEET = 'page.0123456789.css';
const manifest = (version: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.abc.js', path: '' } },
    exposes: [{ path: './CareersPage', assets: { js: { sync: [] }, css: { sync: [STYLESHEET] } } }],
    version,
  });
/** A server entry as the build writes it: its code, then the SHA-256 of its chunk. */
const entryCode = (version: string) =>
  `entry ${version}\n${SERVER_FILES_SHA256_MARK}${JSON.stringify({ [CHUNK]: sha256(`chunk of ${version}`) })}\n`;
const base = (version: string) => `http://careers.internal/releases/${version}/`;

/** What the registry pins of a version. */
const pinned = (version: string): FeedVersion => ({
  version,
  serverEntrySha256: sha256(entryCode(version)),
  manifestSha256: sha256(manifest(version)),
});

function setup() {
  let clock = 0;
  const files: Record<string, string | Error | DOMException> = {};
  for (const version of [V1, V2]) {
    files[`${base(version)}ssr/remoteEntry.js`] = entryCode(version);
    files[`${base(version)}ssr/${CHUNK}`] = `chunk of ${version}`;
    files[`${base(version)}mf-manifest.json`] = manifest(version);
    files[`${base(version)}${STYLESHEET}`] = `.page{color:red} /* ${version} */`;
  }
  const fetch = jest.fn(async (url: string | URL | Request) => {
    const body = files[String(url)];
    if (typeof body !== 'string') throw body ?? new Error(`unknown URL ${url}`);
    return new Response(body);
  });
  const register = jest.fn();
  const versions = createRemoteVersions({ remotes: [careers], register, fetch: fetch as never, now: () => clock, log: () => {} });
  return { versions, files, fetch, register, advance: (ms: number) => (clock += ms) };
}

test('loads a version whole, once: its pinned entry and files, its manifest, and its stylesheets at the browser address', async () => {
  const { versions, register, fetch } = setup();
  const loaded = await versions.load('mfe_careers', pinned(V1));
  expect(loaded).toMatchObject({
    remote: 'mfe_careers',
    version: V1,
    federationName: 'mfe_careers_1111111111',
    entry: `${base(V1)}ssr/remoteEntry.js`,
    browserBase: `http://careers.test/releases/${V1}/`,
  });
  expect(loaded.stylesheets.get(`http://careers.test/releases/${V1}/${STYLESHEET}`)).toContain(V1);
  expect(register).toHaveBeenCalledWith('mfe_careers_1111111111', `${base(V1)}ssr/remoteEntry.js`);
  const fetches = fetch.mock.calls.length;
  await Promise.all([versions.load('mfe_careers', pinned(V1)), versions.load('mfe_careers', pinned(V1))]);
  expect(fetch).toHaveBeenCalledTimes(fetches);
});

test('holds two versions side by side, each under its own name, each file as checked', async () => {
  const { versions, register } = setup();
  await Promise.all([versions.load('mfe_careers', pinned(V1)), versions.load('mfe_careers', pinned(V2))]);
  expect(register.mock.calls.map(([name]) => name).sort()).toEqual(['mfe_careers_1111111111', 'mfe_careers_2222222222']);
  expect(new TextDecoder().decode(versions.serverFile(`${base(V1)}ssr/${CHUNK}`))).toBe(`chunk of ${V1}`);
  expect(new TextDecoder().decode(versions.serverFile(`${base(V2)}ssr/${CHUNK}`))).toBe(`chunk of ${V2}`);
  expect(versions.serverFile(`${base(V2)}ssr/999.0123456789.js`)).toBeUndefined();
});

test('renders from memory once loaded: the origin going down changes nothing', async () => {
  const { versions, files } = setup();
  await versions.load('mfe_careers', pinned(V1));
  for (const url of Object.keys(files)) files[url] = new TypeError('fetch failed');
  await expect(versions.load('mfe_careers', pinned(V1))).resolves.toMatchObject({ version: V1 });
  expect(versions.serverFile(`${base(V1)}ssr/${CHUNK}`)).toBeDefined();
});

test.each([
  ['server entry', `ssr/remoteEntry.js`, 'altered entry'],
  ['chunk', `ssr/${CHUNK}`, 'chunk; globalThis.owned = true'],
  ['browser manifest', 'mf-manifest.json', '{}'],
])('refuses a version whose %s does not have the SHA-256 pinned for it', async (_file, file, altered) => {
  const { versions, files, register } = setup();
  files[`${base(V1)}${file}`] = altered;
  await expect(versions.load('mfe_careers', pinned(V1))).rejects.toThrow(/SHA-256 is [0-9a-f]{64}, the registry pins/);
  expect(register).not.toHaveBeenCalled();
  expect(versions.serverFile(`${base(V1)}ssr/${CHUNK}`)).toBeUndefined();
});

test('tries a version that failed to load again only once RETRY_MS have passed', async () => {
  const { versions, files, advance } = setup();
  const entry = files[`${base(V1)}ssr/remoteEntry.js`] as string;
  files[`${base(V1)}ssr/remoteEntry.js`] = new TypeError('fetch failed');
  await expect(versions.load('mfe_careers', pinned(V1))).rejects.toThrow('fetch failed');
  files[`${base(V1)}ssr/remoteEntry.js`] = entry;
  await expect(versions.load('mfe_careers', pinned(V1))).rejects.toThrow(/failed to load less than/);
  advance(RETRY_MS);
  await expect(versions.load('mfe_careers', pinned(V1))).resolves.toMatchObject({ version: V1 });
});

test('tries a version whose load timed out again at once: a thread paused between pages wakes to timeouts past', async () => {
  const { versions, files } = setup();
  const entry = files[`${base(V1)}ssr/remoteEntry.js`] as string;
  files[`${base(V1)}ssr/remoteEntry.js`] = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
  await expect(versions.load('mfe_careers', pinned(V1))).rejects.toThrow('aborted due to timeout');
  files[`${base(V1)}ssr/remoteEntry.js`] = entry;
  await expect(versions.load('mfe_careers', pinned(V1))).resolves.toMatchObject({ version: V1 });
});

test('links a stylesheet it cannot read or inline, and still loads the version', async () => {
  const { versions, files } = setup();
  files[`${base(V1)}${STYLESHEET}`] = '.page{background:url(a.png)}';
  const loaded = await versions.load('mfe_careers', pinned(V1));
  expect(loaded.stylesheets.size).toBe(0);
});
