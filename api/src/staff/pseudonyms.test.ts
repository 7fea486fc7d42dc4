import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { closeTestApps, createTestApp, makeTempDir } from '../test-support/test-app';
import { migrateAuditPseudonyms, pseudonymsWith, readPseudonymKey } from './pseudonyms';

afterEach(closeTestApps);

const KEY = 'one-key-of-at-least-thirty-two-characters';
const OTHER_KEY = 'another-key-of-at-least-thirty-two-chars';

describe('pseudonymsWith', () => {
  it('names the same e-mail address (any letter case) the same under one key, differently under another', () => {
    const one = pseudonymsWith(KEY);
    const other = pseudonymsWith(OTHER_KEY);
    expect(one.person(' Layla@Ministry.example ')).toBe(one.person('layla@ministry.example'));
    expect(one.person('layla@ministry.example')).toMatch(/^hmac:[0-9a-f]{64}$/);
    expect(other.person('layla@ministry.example')).not.toBe(one.person('layla@ministry.example'));
    expect(one.person('omar@ministry.example')).not.toBe(one.person('layla@ministry.example'));
  });

  it('is not the plain digest anyone with a guess could recompute', () => {
    const digest = createHash('sha256').update('layla@ministry.example').digest('hex');
    expect(pseudonymsWith(KEY).person('layla@ministry.example')).not.toContain(digest);
  });

  it('names the same client address the same under one key, differently under another, an IPv6 /64 as one', () => {
    const one = pseudonymsWith(KEY);
    expect(one.address('203.0.113.7')).toBe(one.address('::ffff:203.0.113.7'));
    expect(one.address('203.0.113.7')).not.toBe(one.address('203.0.113.8'));
    expect(one.address('2001:db8:1:2::1')).toBe(one.address('2001:db8:1:2:ffff::9'));
    expect(pseudonymsWith(OTHER_KEY).address('203.0.113.7')).not.toBe(one.address('203.0.113.7'));
  });

  it('refuses a short key', () => {
    expect(() => pseudonymsWith('short')).toThrow(/at least 32 characters/);
  });
});

describe('readPseudonymKey', () => {
  it('makes a random key once, readable by its owner only, and keeps it', async () => {
    const file = path.join(await makeTempDir(), 'pseudonym.key');
    const made = await readPseudonymKey(file, { create: true });
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readPseudonymKey(file, { create: true })).toBe(made);
  });

  it('refuses a configured file that is missing, rather than inventing a key', async () => {
    const file = path.join(await makeTempDir(), 'missing.key');
    await expect(readPseudonymKey(file, { create: false })).rejects.toThrow(/ENOENT/);
  });
});

describe('migrateAuditPseudonyms', () => {
  it('gives entries of before their keyed pseudonyms, once', async () => {
    const { store } = await createTestApp();
    const pseudonyms = pseudonymsWith(KEY);
    const digest = createHash('sha256').update('layla@ministry.example').digest('hex');
    const erased = await store.auditLog.record({
      at: '2026-01-02T03:04:05.000Z',
      actor: { type: 'admin-token' },
      action: 'person.erased',
      target: { type: 'person', id: `sha256:${digest}` },
      details: { enquiries: 1, applications: 0 },
    });
    const signedIn = await store.auditLog.record({
      at: '2026-01-02T03:04:06.000Z',
      actor: { type: 'staff', id: 'account-1', email: 'sara@company.example', role: 'admin' },
      action: 'session.signed-in',
      target: { type: 'account', id: 'account-1' },
      details: { address: '203.0.113.7' },
    });

    expect(await migrateAuditPseudonyms(store, KEY)).toBe(2);
    expect(await migrateAuditPseudonyms(store, KEY)).toBe(0);

    const { items } = await store.auditLog.list({}, { page: 1, pageSize: 10 });
    expect(items.find((entry) => entry.id === erased.id)).toEqual({
      ...erased,
      target: { type: 'person', id: pseudonyms.person('Layla@ministry.example') },
    });
    expect(items.find((entry) => entry.id === signedIn.id)).toEqual({
      ...signedIn,
      details: { address: pseudonyms.address('203.0.113.7') },
    });
  });
});
