/** Staff accounts and signed-in requests for the staff API's tests. */
import type { StaffRole } from 'contracts/staff';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { argon2Passwords, type PasswordHasher } from '../staff/passwords';
import { SESSION_COOKIE } from '../staff/sessions';
import type { StaffAccountRecord, Store } from '../store/store';
import { TEST_NOW, TEST_SITE_ORIGIN } from './test-app';

export const STAFF_PASSWORD = 'correct horse battery staple';
/** What a browser sends with a call from the site's own pages. */
export const FROM_THE_SITE = { origin: TEST_SITE_ORIGIN, 'sec-fetch-site': 'same-origin' } as const;

export interface StaffMember {
  account: StaffAccountRecord;
  /** The `Cookie` header of a signed-in session. */
  cookie: string;
}

export async function addStaff(
  store: Store,
  role: StaffRole,
  overrides: Partial<StaffAccountRecord> & { password?: string; passwords?: PasswordHasher } = {},
): Promise<StaffAccountRecord> {
  const { password = STAFF_PASSWORD, passwords = argon2Passwords, ...fields } = overrides;
  const account: StaffAccountRecord = {
    id: `account-${role}`,
    email: `${role}@company.example`,
    name: `Test ${role}`,
    role,
    passwordHash: await passwords.hash(password),
    disabled: false,
    mustChangePassword: false,
    createdAt: TEST_NOW.toISOString(),
    updatedAt: TEST_NOW.toISOString(),
    ...fields,
  };
  await store.staffAccounts.create(account);
  return account;
}

/** Signs in through the API and answers the session's `Cookie` header; throws unless it works. */
export async function signIn(app: FastifyInstance, email: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/session',
    headers: FROM_THE_SITE,
    payload: { email, password },
  });
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
  if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export async function signedInStaff(app: FastifyInstance, store: Store, role: StaffRole, overrides = {}): Promise<StaffMember> {
  const account = await addStaff(store, role, overrides);
  return { account, cookie: await signIn(app, account.email) };
}

/** A call from the site's pages with a session cookie. */
export function asStaff(member: { cookie: string }, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...FROM_THE_SITE, cookie: member.cookie, ...options.headers } };
}
