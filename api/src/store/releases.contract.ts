/**
 * The behaviour of `Store['releases']` every adapter must have. Each adapter's test calls
 * `releasesContract` with the same factory it gives `storeContract`.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { PublishedVersion, ReleaseEvent } from 'contracts/releases';
import type { StoreUnderTest } from './contract-support';
import { CLIENT_ERROR_REPORTERS_MAX } from './releases';
import { DuplicateKeyError, type Store } from './store';

const START = new Date('2026-11-21T09:00:00.000Z');
const MINUTE_MS = 60_000;
const SHA = 'a'.repeat(64);

const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE_MS).toISOString();

function published(version: string, minutes = 0, remote: PublishedVersion['remote'] = 'mfe_careers'): PublishedVersion {
  return {
    remote,
    version,
    packageVersion: version.split('-')[0]!,
    builtAt: at(minutes - 5),
    publishedAt: at(minutes),
    publishedBy: { type: 'admin-token' },
    serverEntrySha256: SHA,
    manifestSha256: SHA.replace(/a/g, 'b'),
  };
}

const live = (version: string, minutes = 0) => ({ version, since: at(minutes), by: { type: 'system' } as const });

function keyPair() {
  return generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** Registers the suite for one adapter; with `skipReason` its tests are listed as skipped, with the reason in their name. */
export function releasesContract(
  adapter: string,
  open: () => Promise<StoreUnderTest>,
  { skipReason }: { skipReason?: string } = {},
): void {
  (skipReason ? describe.skip : describe)(`${adapter} release registry contract${skipReason ? ` (${skipReason})` : ''}`, () => {
    let subject: StoreUnderTest;
    let releases: Store['releases'];

    beforeEach(async () => {
      subject = await open();
      releases = subject.store.releases;
    });
    afterEach(async () => {
      await subject.dispose();
    });

    it('keeps the versions of each remote apart, the latest published first, and finds one', async () => {
      await releases.addVersion(published('1.0.0-aaaaaaaaaa', 0));
      await releases.addVersion(published('1.0.1-bbbbbbbbbb', 2));
      await releases.addVersion(published('1.0.0-cccccccccc', 1, 'mfe_contact'));
      expect((await releases.versions('mfe_careers')).map((item) => item.version)).toEqual([
        '1.0.1-bbbbbbbbbb',
        '1.0.0-aaaaaaaaaa',
      ]);
      expect(await releases.versions('mfe_contact')).toEqual([published('1.0.0-cccccccccc', 1, 'mfe_contact')]);
      expect(await releases.findVersion('mfe_careers', '1.0.0-aaaaaaaaaa')).toEqual(published('1.0.0-aaaaaaaaaa', 0));
      expect(await releases.findVersion('mfe_contact', '1.0.0-aaaaaaaaaa')).toBeUndefined();
      expect(await releases.versions('mfe_staff')).toEqual([]);
    });

    it('refuses to publish a version of a remote twice', async () => {
      await releases.addVersion(published('1.0.0-aaaaaaaaaa'));
      await expect(releases.addVersion(published('1.0.0-aaaaaaaaaa', 3))).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await releases.versions('mfe_careers')).toEqual([published('1.0.0-aaaaaaaaaa')]);
    });

    it('keeps the latest gate run on a version, and none on a version not published', async () => {
      await releases.addVersion(published('1.0.0-aaaaaaaaaa'));
      const gate = {
        passed: false,
        at: at(1),
        checks: [{ check: 'exposes' as const, passed: false, detail: 'missing ./JobPage' }],
      };
      expect(await releases.recordGate('mfe_careers', '1.0.0-aaaaaaaaaa', gate)).toEqual({
        ...published('1.0.0-aaaaaaaaaa'),
        gate,
      });
      const again = { ...gate, passed: true, at: at(2), checks: [] };
      await releases.recordGate('mfe_careers', '1.0.0-aaaaaaaaaa', again);
      expect((await releases.findVersion('mfe_careers', '1.0.0-aaaaaaaaaa'))?.gate).toEqual(again);
      expect(await releases.recordGate('mfe_careers', '9.9.9-ffffffffff', gate)).toBeUndefined();
    });

    it('prunes versions (retention) with their health counts, and leaves the rest', async () => {
      for (const [index, version] of ['1.0.0-aaaaaaaaaa', '1.0.1-bbbbbbbbbb', '1.0.2-cccccccccc'].entries()) {
        await releases.addVersion(published(version, index));
        await releases.addHealth('mfe_careers', version, { renders: 3 });
      }
      expect(await releases.removeVersions('mfe_careers', ['1.0.0-aaaaaaaaaa', '1.0.1-bbbbbbbbbb', '9.9.9-ffffffffff'])).toBe(2);
      expect((await releases.versions('mfe_careers')).map((item) => item.version)).toEqual(['1.0.2-cccccccccc']);
      expect(Object.keys(await releases.health('mfe_careers'))).toEqual(['1.0.2-cccccccccc']);
      expect(await releases.removeVersions('mfe_careers', [])).toBe(0);
    });

    it('starts a remote without a state, and changes it only from the state it was read in', async () => {
      const none = await releases.state('mfe_careers');
      expect(none).toEqual({ earlierLive: [], stamp: undefined });
      const first = await releases.changeState('mfe_careers', none.stamp, { live: live('1.0.0-aaaaaaaaaa'), earlierLive: [] });
      expect(first).toMatchObject({ live: live('1.0.0-aaaaaaaaaa'), earlierLive: [], stamp: expect.any(String) });
      expect(await releases.state('mfe_careers')).toEqual(first);

      const canary = { ...live('1.0.1-bbbbbbbbbb', 1), share: 10 };
      const second = await releases.changeState('mfe_careers', first!.stamp, { ...first!, canary });
      expect(second).toMatchObject({ canary, live: first!.live });
      expect(second!.stamp).not.toBe(first!.stamp);
      // Written from a stale read: refused, and nothing changes.
      expect(await releases.changeState('mfe_careers', first!.stamp, { earlierLive: [] })).toBeUndefined();
      expect(await releases.changeState('mfe_careers', undefined, { earlierLive: [] })).toBeUndefined();
      expect(await releases.state('mfe_careers')).toEqual(second);

      const cleared = await releases.changeState('mfe_careers', second!.stamp, {
        live: first!.live!,
        earlierLive: ['0.9.0-0000000000'],
      });
      expect(cleared).not.toHaveProperty('canary');
      expect(await releases.state('mfe_careers')).toEqual(cleared);
      expect(await releases.state('mfe_contact')).toEqual({ earlierLive: [], stamp: undefined });
    });

    it('lets exactly one of two simultaneous state changes from the same read win', async () => {
      const read = await releases.state('mfe_careers');
      const firsts = await Promise.all(
        ['1.0.0-aaaaaaaaaa', '1.0.1-bbbbbbbbbb'].map((version) =>
          releases.changeState('mfe_careers', read.stamp, { live: live(version), earlierLive: [] }),
        ),
      );
      expect(firsts.filter(Boolean)).toHaveLength(1);

      const current = await releases.state('mfe_careers');
      const canaries = await Promise.all(
        [5, 10, 20].map((share) =>
          releases.changeState('mfe_careers', current.stamp, { ...current, canary: { ...live('1.0.2-cccccccccc'), share } }),
        ),
      );
      const winners = canaries.filter(Boolean);
      expect(winners).toHaveLength(1);
      expect(await releases.state('mfe_careers')).toEqual(winners[0]);
    });

    it('keeps a history per remote, pages it newest first and replays chosen actions oldest first', async () => {
      const event = (action: ReleaseEvent['action'], minutes: number, to: string): Omit<ReleaseEvent, 'id'> => ({
        at: at(minutes),
        remote: 'mfe_careers',
        action,
        actor: { type: 'admin-token' },
        to,
      });
      const written = [
        await releases.addEvent(event('published', 0, '1.0.0-aaaaaaaaaa')),
        await releases.addEvent(event('promoted', 1, '1.0.0-aaaaaaaaaa')),
        // Two events in the same millisecond keep the order they were written in.
        await releases.addEvent(event('gated', 2, '1.0.1-bbbbbbbbbb')),
        await releases.addEvent(event('canary-started', 2, '1.0.1-bbbbbbbbbb')),
      ];
      await releases.addEvent({ ...event('published', 3, '2.0.0-cccccccccc'), remote: 'mfe_contact' });
      expect(written[0]).toEqual({ id: expect.any(String), ...event('published', 0, '1.0.0-aaaaaaaaaa') });

      const firstPage = await releases.history('mfe_careers', { page: 1, pageSize: 3 });
      expect(firstPage.total).toBe(4);
      expect(firstPage.items).toEqual([written[3], written[2], written[1]]);
      expect((await releases.history('mfe_careers', { page: 2, pageSize: 3 })).items).toEqual([written[0]]);
      expect(await releases.events('mfe_careers', ['promoted', 'canary-started'])).toEqual([written[1], written[3]]);
      expect(await releases.events('mfe_staff', ['promoted'])).toEqual([]);
    });

    it('adds health counts per version, and starts them again from zero', async () => {
      await releases.addHealth('mfe_careers', '1.0.0-aaaaaaaaaa', { renders: 5, errors: 1 });
      await releases.addClientError('mfe_careers', '1.0.0-aaaaaaaaaa', 'hmac:one');
      await releases.addClientError('mfe_careers', '1.0.0-aaaaaaaaaa', 'hmac:two');
      await releases.addHealth('mfe_careers', '1.0.1-bbbbbbbbbb', { renders: 1 });
      await releases.addHealth('mfe_contact', '1.0.0-aaaaaaaaaa', { renders: 7 });
      expect(await releases.health('mfe_careers')).toEqual({
        '1.0.0-aaaaaaaaaa': { renders: 5, errors: 1, clientErrors: 2 },
        '1.0.1-bbbbbbbbbb': { renders: 1, errors: 0, clientErrors: 0 },
      });
      await releases.resetHealth('mfe_careers', '1.0.0-aaaaaaaaaa');
      expect(await releases.health('mfe_careers')).toEqual({ '1.0.1-bbbbbbbbbb': { renders: 1, errors: 0, clientErrors: 0 } });
    });

    it('counts every one of many health reports made at once', async () => {
      await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          releases.addHealth('mfe_careers', '1.0.0-aaaaaaaaaa', { renders: 2, errors: index % 5 === 0 ? 1 : 0 }),
        ),
      );
      expect(await releases.health('mfe_careers')).toEqual({ '1.0.0-aaaaaaaaaa': { renders: 50, errors: 5, clientErrors: 0 } });
    });

    it('counts a client error once per reporter, and no more reporters than its bound', async () => {
      await Promise.all(
        Array.from({ length: 10 }, (_, index) => releases.addClientError('mfe_careers', '1.0.0-aaaaaaaaaa', `hmac:${index % 3}`)),
      );
      await releases.addHealth('mfe_careers', '1.0.0-aaaaaaaaaa', { renders: 4 });
      expect(await releases.health('mfe_careers')).toEqual({ '1.0.0-aaaaaaaaaa': { renders: 4, errors: 0, clientErrors: 3 } });

      for (let index = 0; index < CLIENT_ERROR_REPORTERS_MAX + 5; index += 1) {
        await releases.addClientError('mfe_contact', '1.0.0-aaaaaaaaaa', `hmac:${index}`);
      }
      expect((await releases.health('mfe_contact'))['1.0.0-aaaaaaaaaa']?.clientErrors).toBe(CLIENT_ERROR_REPORTERS_MAX);
    });

    it('moves the revision on with every change the feed shows, and only then', async () => {
      const initial = await releases.revision();
      expect(await releases.revision()).toBe(initial);

      await releases.addVersion(published('1.0.0-aaaaaaaaaa'));
      const afterPublish = await releases.revision();
      expect(afterPublish).not.toBe(initial);

      await releases.addHealth('mfe_careers', '1.0.0-aaaaaaaaaa', { renders: 1 });
      await releases.addEvent({ at: at(1), remote: 'mfe_careers', action: 'gated', actor: { type: 'system' } });
      await releases.recordGate('mfe_careers', '1.0.0-aaaaaaaaaa', { passed: true, at: at(1), checks: [] });
      expect(await releases.revision()).toBe(afterPublish);

      await releases.changeState('mfe_careers', undefined, { live: live('1.0.0-aaaaaaaaaa'), earlierLive: [] });
      const afterState = await releases.revision();
      expect(afterState).not.toBe(afterPublish);
      await releases.changeState('mfe_careers', 'stale', { earlierLive: [] });
      expect(await releases.revision()).toBe(afterState);

      await releases.removeVersions('mfe_careers', ['1.0.0-aaaaaaaaaa']);
      expect(await releases.revision()).not.toBe(afterState);
    });

    it('keeps the first signing key offered, so that every instance signs with the same', async () => {
      const [first, second] = [keyPair(), keyPair()];
      const kept = await Promise.all([releases.signingKey(first), releases.signingKey(second)]);
      expect(kept[0]).toEqual(kept[1]);
      expect([first, second]).toContainEqual(kept[0]);
      expect(await releases.signingKey(keyPair())).toEqual(kept[0]);
    });
  });
}
