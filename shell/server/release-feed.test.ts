/** @jest-environment node */
import { generateKeyPairSync, sign } from 'node:crypto';
import type { FeedVersion, ReleaseFeed } from 'contracts/releases';
import { followReleaseFeed, hasCanary, parseBucket, pickReleases, verifyPreview, versionsToKeepLoaded } from './release-feed';

const keys = generateKeyPairSync('ed25519');
const version = (name: string): FeedVersion => ({
  version: name,
  serverEntrySha256: 'a'.repeat(64),
  manifestSha256: 'b'.repeat(64),
});
const V1 = '1.0.0-1111111111';
const V2 = '1.0.0-2222222222';
const V3 = '1.0.0-3333333333';

function feed(remotes: ReleaseFeed['remotes'] = {}): ReleaseFeed {
  return { revision: '7', previewPublicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(), remotes };
}

const careersOnCanary = feed({
  mfe_careers: { live: V1, canary: { version: V2, share: 30 }, versions: [version(V1), version(V2), version(V3)] },
  mfe_marketing: { live: V1, versions: [version(V1)] },
});

/** A preview cookie as the API makes it: claims, a dot, their Ed25519 signature. */
function previewCookie(claims: object, privateKey = keys.privateKey) {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(null, Buffer.from(payload), privateKey).toString('base64url')}`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('picking a version of each remote', () => {
  it('gives live to a visitor without a bucket, and to a bucket at or above the share', () => {
    for (const bucket of [undefined, 30, 99]) {
      const picked = pickReleases(careersOnCanary, bucket);
      expect([bucket, picked.releases.mfe_careers?.version, picked.side]).toEqual([bucket, V1, 'live']);
    }
  });

  it('gives the canary to a bucket below its share, and live for every remote without one', () => {
    const picked = pickReleases(careersOnCanary, 29);
    expect(picked.releases).toEqual({ mfe_careers: version(V2), mfe_marketing: version(V1) });
    expect(picked.sides).toEqual({ mfe_careers: 'canary', mfe_marketing: 'live' });
    expect(picked.side).toBe('canary');
  });

  it('gives a staff preview before anything else, for the remotes it names', () => {
    const picked = pickReleases(careersOnCanary, 0, { versions: { mfe_careers: V3 }, exp: inAnHour() });
    expect(picked.releases.mfe_careers).toEqual(version(V3));
    expect(picked.sides).toEqual({ mfe_careers: 'preview', mfe_marketing: 'live' });
    expect(picked.side).toBe('preview');
  });

  it('ignores a preview of a version the registry does not keep, and gives no version to a remote without one', () => {
    const picked = pickReleases(careersOnCanary, 50, { versions: { mfe_careers: '9.9.9-9999999999' }, exp: inAnHour() });
    expect(picked.releases.mfe_careers?.version).toBe(V1);
    expect(picked.releases.mfe_contact).toBeUndefined();
    expect(pickReleases(undefined, 3)).toEqual({ releases: {}, sides: {}, side: 'live' });
  });

  it.each([
    ['42', 42],
    ['0', 0],
    ['99', 99],
    ['100', undefined],
    ['-1', undefined],
    ['4.2', undefined],
    ['abc', undefined],
    [undefined, undefined],
  ])('reads the bucket cookie %j as %j', (cookie, bucket) => {
    expect(parseBucket(cookie)).toBe(bucket);
  });

  it('needs a bucket only while a canary runs', () => {
    expect(hasCanary(careersOnCanary)).toBe(true);
    expect(hasCanary(feed({ mfe_careers: { live: V1, versions: [version(V1)] } }))).toBe(false);
    expect(hasCanary(undefined)).toBe(false);
  });
});

describe('a preview cookie', () => {
  it("is taken when the registry's key signed it and it has not expired", () => {
    const claims = { versions: { mfe_careers: V3 }, exp: inAnHour() };
    expect(verifyPreview(previewCookie(claims), careersOnCanary)).toEqual(claims);
  });

  it.each([
    ['signed by another key', () => previewCookie({ versions: {}, exp: inAnHour() }, generateKeyPairSync('ed25519').privateKey)],
    ['expired', () => previewCookie({ versions: {}, exp: Math.floor(Date.now() / 1000) - 1 })],
    [
      'altered after signing',
      () =>
        previewCookie({ versions: { mfe_careers: V2 }, exp: inAnHour() }).replace(
          /^[^.]+/,
          Buffer.from(JSON.stringify({ versions: { mfe_careers: V3 }, exp: inAnHour() })).toString('base64url'),
        ),
    ],
    ['not a token', () => 'nonsense'],
    ['of another shape', () => previewCookie({ versions: 'all', exp: inAnHour() })],
  ])('is ignored when %s', (_case, cookie) => {
    expect(verifyPreview(cookie(), careersOnCanary)).toBeUndefined();
  });
});

describe('following the feed', () => {
  function api(answers: (Response | Error)[]) {
    const seen: (string | null)[] = [];
    const fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('if-none-match'));
      const answer = answers.shift() ?? new Error('no more answers');
      if (answer instanceof Error) throw answer;
      return answer;
    });
    return { fetch, seen };
  }

  it('revalidates with the ETag, and keeps the last feed read while the registry is down or answers 304', async () => {
    const { fetch, seen } = api([
      new Response(JSON.stringify(careersOnCanary), { headers: { etag: '"7"' } }),
      new Response(null, { status: 304 }),
      new TypeError('fetch failed'),
      new Response('{}', { status: 503 }),
    ]);
    const follower = followReleaseFeed({ url: 'http://api/api/releases/feed', fetch: fetch as never, log: () => {} });
    await follower.refresh();
    expect(follower.current()).toEqual(careersOnCanary);
    for (let poll = 0; poll < 3; poll += 1) {
      await follower.refresh();
      expect(follower.current()).toEqual(careersOnCanary);
    }
    expect(seen).toEqual([null, '"7"', '"7"', '"7"']);
  });

  it('renders with the fallback while the registry has never answered, and with the registry once it does', async () => {
    const fallbackFeed = feed({ mfe_marketing: { live: V3, versions: [version(V3)] } });
    const { fetch } = api([
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      new Response(JSON.stringify(careersOnCanary)),
    ]);
    const fallback = jest.fn(async () => fallbackFeed);
    const changes: string[] = [];
    const follower = followReleaseFeed({
      url: 'http://api/api/releases/feed',
      fetch: fetch as never,
      fallback,
      onChange: (_, source) => changes.push(source),
      log: () => {},
    });
    await follower.refresh();
    expect(pickReleases(follower.current(), undefined).releases.mfe_marketing?.version).toBe(V3);
    await follower.refresh();
    expect(fallback).toHaveBeenCalledTimes(1);
    await follower.refresh();
    expect(follower.current()).toEqual(careersOnCanary);
    expect(changes).toEqual(['fallback', 'registry']);
  });

  it('never falls back once the registry has answered: its last feed stays in force', async () => {
    const { fetch } = api([new Response(JSON.stringify(careersOnCanary)), new TypeError('fetch failed')]);
    const fallback = jest.fn(async () => feed());
    const follower = followReleaseFeed({ url: 'http://api/api/releases/feed', fetch: fetch as never, fallback, log: () => {} });
    await follower.refresh();
    await follower.refresh();
    expect([follower.current(), fallback.mock.calls.length]).toEqual([careersOnCanary, 0]);
  });

  it('takes a new feed as soon as the registry answers one', async () => {
    const promoted = feed({ mfe_careers: { live: V2, versions: [version(V1), version(V2)] } });
    const { fetch } = api([
      new Response(JSON.stringify(careersOnCanary), { headers: { etag: '"7"' } }),
      new Response(JSON.stringify(promoted), { headers: { etag: '"8"' } }),
    ]);
    const follower = followReleaseFeed({ url: 'http://api/api/releases/feed', fetch: fetch as never, log: () => {} });
    await follower.refresh();
    await follower.refresh();
    expect(pickReleases(follower.current(), 0).releases.mfe_careers?.version).toBe(V2);
  });
});

test("keeps loaded what a page may get next: each remote's live, canary and rollback target, not every version kept", () => {
  const V4 = '1.0.0-4444444444';
  const current = feed({
    mfe_careers: {
      live: V2,
      canary: { version: V3, share: 10 },
      previous: V1,
      versions: [version(V1), version(V2), version(V3), version(V4)],
    },
    mfe_contact: { live: V1, versions: [version(V1)] },
  });
  expect(versionsToKeepLoaded(current)).toEqual([
    { remote: 'mfe_careers', pinned: version(V1) },
    { remote: 'mfe_careers', pinned: version(V2) },
    { remote: 'mfe_careers', pinned: version(V3) },
    { remote: 'mfe_contact', pinned: version(V1) },
  ]);
});
