/**
 * How the audit log names a person (by their e-mail address) or a client (by its address)
 * without keeping either: a keyed HMAC-SHA-256, so that only the holder of the key can tell
 * whom a name stands for by trying a guess. The key is configuration (PSEUDONYM_KEY_FILE: a
 * secret in production), never in the store beside the log.
 *
 * A person's name is the HMAC of the SHA-256 the log named them by before (of the trimmed,
 * lower-cased address): entries written then carry that digest, so `migrateAuditPseudonyms`
 * gives them their keyed name without ever knowing the address.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { AuditEntry } from 'contracts/staff';
import ipaddr from 'ipaddr.js';
import { clientKey } from '../client-key';
import type { AuditFilter, Store } from '../store/store';

const PREFIX = 'hmac:';
/** How the log named a person before. */
const LEGACY_PREFIX = 'sha256:';
/** A key shorter than this is refused: it could be guessed. */
export const PSEUDONYM_KEY_MIN_LENGTH = 32;
const GENERATED_KEY_BYTES = 32;
const MIGRATION_PAGE_SIZE = 500;

export interface Pseudonyms {
  /** A person, by their e-mail address in any letter case (a staff search for the address is named the same). */
  person(email: string): string;
  /** A client, by its address (an IPv6 one by its /64, as the limits count it). */
  address(address: string): string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const keyedName = (key: string, text: string) => `${PREFIX}${createHmac('sha256', key).update(text).digest('hex')}`;

export function pseudonymsWith(key: string): Pseudonyms {
  if (key.length < PSEUDONYM_KEY_MIN_LENGTH) {
    throw new Error(`The pseudonym key must have at least ${PSEUDONYM_KEY_MIN_LENGTH} characters`);
  }
  return {
    person: (email) => keyedName(key, sha256Hex(email.trim().toLowerCase())),
    address: (address) => keyedName(key, `address:${clientKey(address)}`),
  };
}

/** The key in its file; with `create`, a missing file is first written with a random key, readable by its owner only. */
export async function readPseudonymKey(file: string, { create }: { create: boolean }): Promise<string> {
  if (create) {
    await writeFile(file, `${randomBytes(GENERATED_KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 }).catch(
      (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      },
    );
  }
  return (await readFile(file, 'utf8')).trim();
}

type Migration = (entry: AuditEntry) => Pick<AuditEntry, 'target' | 'details'> | undefined;

/**
 * Gives the entries written before keyed pseudonyms theirs: a person named by the plain digest
 * of their address, and the client address a sign-in kept as it was. Run at every start; an
 * entry migrated already is left alone. Returns how many entries changed.
 */
export async function migrateAuditPseudonyms(store: Store, key: string): Promise<number> {
  const pseudonyms = pseudonymsWith(key);
  const migrations: [AuditFilter, Migration][] = [
    [
      { targetType: 'person' },
      ({ target, details }) =>
        target.id.startsWith(LEGACY_PREFIX)
          ? { target: { ...target, id: keyedName(key, target.id.slice(LEGACY_PREFIX.length)) }, details }
          : undefined,
    ],
    [
      { action: 'session.signed-in' },
      ({ target, details }) =>
        typeof details?.address === 'string' && ipaddr.isValid(details.address)
          ? { target, details: { ...details, address: pseudonyms.address(details.address) } }
          : undefined,
    ],
  ];
  let changed = 0;
  for (const [filter, migrate] of migrations) {
    // An entry keeps its place in the order and in the filter once changed, so the pages stay put.
    const { total } = await store.auditLog.list(filter, { page: 1, pageSize: 1 });
    for (let page = 1; (page - 1) * MIGRATION_PAGE_SIZE < total; page += 1) {
      const { items } = await store.auditLog.list(filter, { page, pageSize: MIGRATION_PAGE_SIZE });
      for (const entry of items) {
        const changes = migrate(entry);
        if (!changes) continue;
        await store.auditLog.rewrite(entry.id, changes);
        changed += 1;
      }
    }
  }
  return changed;
}
