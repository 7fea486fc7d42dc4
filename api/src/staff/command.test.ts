import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEmbeddedStore } from '../store/embedded/embedded-store';
import type { Store } from '../store/store';
import { runStaffCommand } from './command';
import { argon2Passwords } from './passwords';

const NOW = new Date('2026-11-21T09:00:00.000Z');
const ONE_TIME_PASSWORD = /^[a-hjkmnp-z2-9]{5}(-[a-hjkmnp-z2-9]{5}){3}$/;

let dataDir: string;
let store: Store;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'api-staff-command-'));
  store = await openEmbeddedStore({ dataDir });
});
afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function staff(argv: string, stdin = '') {
  const output = { out: '', err: '' };
  const code = await runStaffCommand(argv.split(' ').filter(Boolean), {
    store,
    passwords: argon2Passwords,
    clock: () => NOW,
    readStdin: async () => stdin,
    out: (text) => {
      output.out += text;
    },
    err: (text) => {
      output.err += text;
    },
  });
  return { code, ...output };
}

describe('staff add', () => {
  it('creates the first admin with a one-time password printed once, which their sign-in must replace', async () => {
    const result = await staff('add Omar@Company.example --role admin --name Omar');
    expect(result.code).toBe(0);
    const password = result.out.trim().split('\n').at(-1)!;
    expect(password).toMatch(ONE_TIME_PASSWORD);
    expect(result.err).toContain('One-time password');
    const account = await store.staffAccounts.findByEmail('omar@company.example');
    expect(account).toMatchObject({ role: 'admin', name: 'Omar', mustChangePassword: true, disabled: false });
    expect(await argon2Passwords.verify(account!.passwordHash, password)).toBe(true);
    const [entry] = (await store.auditLog.list({}, { page: 1, pageSize: 5 })).items;
    expect(entry).toMatchObject({ actor: { type: 'command-line' }, action: 'account.created', target: { id: account!.id } });
  });

  it('takes the password from standard input, which then needs no change', async () => {
    const result = await staff('add sara@company.example --role recruiter --password-stdin', 'a passphrase of her own\n');
    expect(result.code).toBe(0);
    expect(result.out).not.toMatch(ONE_TIME_PASSWORD);
    const account = await store.staffAccounts.findByEmail('sara@company.example');
    expect(account?.mustChangePassword).toBe(false);
    expect(await argon2Passwords.verify(account!.passwordHash, 'a passphrase of her own')).toBe(true);
  });

  it.each([
    ['add sara@company.example', 'Bad --role'],
    ['add sara@company.example --role owner', 'Bad --role'],
    ['add not-an-email --role admin', 'Bad e-mail'],
    ['add sara@company.example --role admin --colour red', "Unknown option '--colour'"],
    ['remove sara@company.example', 'Unknown command: remove'],
  ])('answers `%s` with its usage and exit code 2', async (argv, message) => {
    const result = await staff(argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('Usage: staff');
    expect((await store.staffAccounts.list({ page: 1, pageSize: 5 })).total).toBe(0);
  });

  it('refuses a short password on standard input and an e-mail already taken, with exit codes 2 and 1', async () => {
    expect((await staff('add sara@company.example --role sales --password-stdin', 'short\n')).code).toBe(2);
    await staff('add sara@company.example --role sales');
    const again = await staff('add SARA@company.example --role admin');
    expect(again.code).toBe(1);
    expect(again.err).toContain('exists');
  });
});

describe('staff list, set-role, disable, enable, reset-password', () => {
  it('lists accounts with their role and state', async () => {
    await staff('add sara@company.example --role recruiter --name Sara');
    await staff('add aisha@company.example --role sales --password-stdin', 'aisha own passphrase');
    await staff('disable aisha@company.example');
    const { out } = await staff('list');
    expect(out).toBe('aisha@company.example\tsales\t\t(disabled)\nsara@company.example\trecruiter\tSara\t(one-time password)\n');
  });

  it('changes a role, disables and enables, each recorded as done from the command line', async () => {
    await staff('add sara@company.example --role recruiter');
    expect((await staff('set-role sara@company.example --role admin')).code).toBe(0);
    expect((await store.staffAccounts.findByEmail('sara@company.example'))?.role).toBe('admin');
    await staff('disable sara@company.example');
    expect((await store.staffAccounts.findByEmail('sara@company.example'))?.disabled).toBe(true);
    await staff('enable sara@company.example');
    expect((await store.staffAccounts.findByEmail('sara@company.example'))?.disabled).toBe(false);
    const updates = (await store.auditLog.list({ action: 'account.updated' }, { page: 1, pageSize: 10 })).items;
    expect(updates).toHaveLength(3);
    expect(updates.every((entry) => entry.actor.type === 'command-line')).toBe(true);
  });

  it('resets a password to a new one-time password and ends the sessions', async () => {
    await staff('add sara@company.example --role recruiter --password-stdin', 'the forgotten passphrase');
    const account = await store.staffAccounts.findByEmail('sara@company.example');
    await store.staffSessions.create({
      id: 'session-1',
      accountId: account!.id,
      createdAt: NOW,
      lastSeenAt: NOW,
      expiresAt: new Date(NOW.getTime() + 60_000),
    });
    const result = await staff('reset-password sara@company.example');
    const password = result.out.trim().split('\n').at(-1)!;
    expect(password).toMatch(ONE_TIME_PASSWORD);
    const reset = await store.staffAccounts.findByEmail('sara@company.example');
    expect(reset?.mustChangePassword).toBe(true);
    expect(await argon2Passwords.verify(reset!.passwordHash, password)).toBe(true);
    expect((await store.staffSessions.findById('session-1'))?.revokedAt).toEqual(NOW);
  });

  it('answers an unknown e-mail with exit code 1', async () => {
    const result = await staff('disable nobody@company.example');
    expect(result.code).toBe(1);
    expect(result.err).toContain('No account has the e-mail nobody@company.example');
  });
});
