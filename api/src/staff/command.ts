/**
 * The `staff` command: what an operator does to staff accounts from a shell, against the same
 * store as the API (the first admin, or an admin locked out). Everything it does is in the audit
 * log as done from the command line. `staff-cli.ts` runs it on the configured store.
 */
import { parseArgs } from 'node:util';
import { newPasswordSchema, STAFF_ROLES, staffEmailSchema, staffNameSchema, staffRoleSchema } from 'contracts/staff';
import type { z } from 'zod';
import type { StaffAccountRecord, Store } from '../store/store';
import { AccountEmailTakenError, createAccount, resetPassword, updateAccount } from './accounts';
import { COMMAND_LINE } from './audit';
import type { PasswordHasher } from './passwords';

export const USAGE = `Usage: staff <command> [options]

  add <email> --role ${STAFF_ROLES.join('|')} [--name "Full Name"] [--password-stdin]
      Creates an account. Prints a one-time password, which its owner must replace at first
      sign-in; with --password-stdin the password is read from standard input instead.
  list                        Lists every account.
  set-role <email> --role ${STAFF_ROLES.join('|')}
  disable <email>             Refuses its sign-in and ends its sessions.
  enable <email>
  reset-password <email> [--password-stdin]
      Sets a new one-time password (or the one on standard input) and ends its sessions.
`;

export interface CommandIo {
  store: Store;
  passwords: PasswordHasher;
  clock: () => Date;
  /** Standard input, read whole (only with --password-stdin). */
  readStdin: () => Promise<string>;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Exit codes: 0 done, 1 refused (unknown account, e-mail taken, bad password), 2 wrong usage. */
export type ExitCode = 0 | 1 | 2;

class UsageError extends Error {}
class RefusedError extends Error {}

export async function runStaffCommand(argv: string[], io: CommandIo): Promise<ExitCode> {
  try {
    await run(argv, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof RefusedError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

async function run(argv: string[], io: CommandIo): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, emailArgument, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  const context = () => ({ store: io.store, passwords: io.passwords, actor: COMMAND_LINE, now: io.clock() });
  const password = async () =>
    values['password-stdin'] ? valid(newPasswordSchema, stripNewline(await io.readStdin()), 'password') : undefined;
  const role = () => valid(staffRoleSchema, values.role, '--role');

  switch (command) {
    case 'add': {
      const input = {
        email: valid(staffEmailSchema, emailArgument, 'e-mail'),
        name: valid(staffNameSchema, values.name ?? '', '--name'),
        role: role(),
      };
      try {
        const created = await createAccount(context(), input, await password());
        io.out(`Created the ${created.account.role} account ${created.account.email}.\n`);
        if (!values['password-stdin']) printOneTimePassword(io, created.password);
      } catch (error) {
        if (error instanceof AccountEmailTakenError) throw new RefusedError(error.message);
        throw error;
      }
      return;
    }
    case 'list': {
      if (emailArgument) throw new UsageError('list takes no e-mail');
      for (const account of await allAccounts(io.store)) {
        const flags = [account.disabled && 'disabled', account.mustChangePassword && 'one-time password'].filter(Boolean);
        io.out(`${account.email}\t${account.role}\t${account.name}${flags.length > 0 ? `\t(${flags.join(', ')})` : ''}\n`);
      }
      return;
    }
    case 'set-role':
    case 'disable':
    case 'enable': {
      const account = await findAccount(io.store, emailArgument);
      const changes = command === 'set-role' ? { role: role() } : { disabled: command === 'disable' };
      await updateAccount(context(), account.id, changes);
      io.out(`${account.email}: ${command === 'set-role' ? `now ${changes.role}` : `${command}d`}.\n`);
      return;
    }
    case 'reset-password': {
      const account = await findAccount(io.store, emailArgument);
      const reset = await resetPassword(context(), account.id, await password());
      io.out(`New password set for ${account.email}; its sessions have ended.\n`);
      if (reset && !values['password-stdin']) printOneTimePassword(io, reset.password);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'Which command?');
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  });
}

function valid<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`Bad ${what}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}

/** `echo secret |` and a here-string end the password with a newline that is not part of it. */
function stripNewline(text: string): string {
  return text.replace(/\r?\n$/, '');
}

async function findAccount(store: Store, email: string | undefined): Promise<StaffAccountRecord> {
  const account = await store.staffAccounts.findByEmail(valid(staffEmailSchema, email, 'e-mail'));
  if (!account) throw new RefusedError(`No account has the e-mail ${email}.`);
  return account;
}

async function allAccounts(store: Store): Promise<StaffAccountRecord[]> {
  const accounts: StaffAccountRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await store.staffAccounts.list({ page, pageSize: 100 });
    accounts.push(...items);
    if (items.length === 0 || accounts.length >= total) return accounts;
  }
}

function printOneTimePassword(io: CommandIo, password: string): void {
  io.err('One-time password (shown once; it must be replaced at the first sign-in):\n');
  io.out(`${password}\n`);
}
