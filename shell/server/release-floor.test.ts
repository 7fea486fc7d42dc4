/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReleaseFeed } from 'contracts/releases';
import { sha256 } from '../src/ssr/remote-versions';
import { releaseSnapshot, SERVED_BUILDS_REVISION, servedBuildsFeed } from './release-floor';

const V1 = '1.0.0-1111111111';
const registryFeed: ReleaseFeed = {
  revision: '12',
  previewPublicKey: 'a key',
  remotes: {
    mfe_careers: { live: V1, versions: [{ version: V1, serverEntrySha256: 'a'.repeat(64), manifestSha256: 'b'.repeat(64) }] },
  },
};

describe('the snapshot of the last feed read', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'release-snapshot-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('gives back the feed written, and nothing for a missing, unreadable or unnamed file', async () => {
    const file = path.join(dir, 'feed.json');
    expect(await releaseSnapshot(file).read()).toBeUndefined();
    await releaseSnapshot(file).write(registryFeed);
    expect(await releaseSnapshot(file).read()).toEqual(registryFeed);
    await writeFile(file, '{"revision": 12}');
    expect(await releaseSnapshot(file).read()).toBeUndefined();
    await releaseSnapshot(undefined).write(registryFeed);
    expect(await releaseSnapshot(undefined).read()).toBeUndefined();
  });
});

test("the floor is each remote's served build as live, pinned by the bytes its origin serves; an origin that does not answer has none", async () => {
  const files: Record<string, string> = {
    'http://careers/release.json': JSON.stringify({
      remote: 'mfe_careers',
      version: V1,
      packageVersion: '1.0.0',
      builtAt: new Date().toISOString(),
    }),
    [`http://careers/releases/${V1}/ssr/remoteEntry.js`]: 'the server entry',
    [`http://careers/releases/${V1}/mf-manifest.json`]: '{"the":"manifest"}',
  };
  const fetch = async (url: string | URL | Request) => {
    const body = files[String(url)];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  };
  const feed = await servedBuildsFeed(
    [
      { name: 'mfe_careers', browserBase: 'http://careers/', serverBase: 'http://careers/' },
      { name: 'mfe_contact', browserBase: 'http://contact/', serverBase: 'http://contact/' },
    ],
    fetch as typeof globalThis.fetch,
  );
  expect(feed).toEqual({
    revision: SERVED_BUILDS_REVISION,
    previewPublicKey: '',
    remotes: {
      mfe_careers: {
        live: V1,
        versions: [{ version: V1, serverEntrySha256: sha256('the server entry'), manifestSha256: sha256('{"the":"manifest"}') }],
      },
    },
  });
  expect(
    await servedBuildsFeed(
      [{ name: 'mfe_contact', browserBase: 'http://contact/', serverBase: 'http://contact/' }],
      fetch as never,
    ),
  ).toBeUndefined();
});
