import { errorBodySchema } from 'contracts';
import { ONE_TIME_PASSWORD_LIFETIME_MS, STAFF_PASSWORD_MIN, staffSessionSchema } from 'contracts/staff';
import type { FastifyInstance } from 'fastify';
import { CROSS_SITE_MESSAGE, PASSWORD_CHANGE_REQUIRED_MESSAGE, SESSION_ENDED_MESSAGE } from '../../../plugins/staff-gate';
import { argon2Passwords, type PasswordHasher } from '../../../staff/passwords';
import { pseudonymsWith } from '../../../staff/pseudonyms';
import { SESSION_COOKIE, SESSION_IDLE_MS, SESSION_MAX_MS, SESSION_TOUCH_INTERVAL_MS, sessionIdOf } from '../../../staff/sessions';
import {
  SIGN_IN_ACCOUNT_MAX,
  SIGN_IN_ADDRESS_MAX,
  SIGN_IN_WINDOW_MS,
  TOO_MANY_SIGN_INS_MESSAGE,
} from '../../../staff/sign-in-limits';
import { addStaff, asStaff, FROM_THE_SITE, STAFF_PASSWORD, signedInStaff, signIn } from '../../../test-support/staff';
import { closeTestApps, createTestApp, TEST_PSEUDONYM_KEY, TEST_SITE_ORIGIN } from '../../../test-support/test-app';
import { ONE_TIME_PASSWORD_EXPIRED_MESSAGE, WRONG_CREDENTIALS_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './index';

afterEach(closeTestApps);

const MINUTE_MS = 60_000;
const SESSION = '/api/staff/session';

/** The real argon2id hasher, counting how many passwords it was asked to check. */
function countingPasswords(): PasswordHasher & { checks: number } {
  const counting = {
    checks: 0,
    hash: argon2Passwords.hash,
    async verify(passwordHash: string, password: string) {
      counting.checks += 1;
      return argon2Passwords.verify(passwordHash, password);
    },
  };
  return counting;
}

async function setup() {
  const passwords = countingPasswords();
  const testApp = await createTestApp({ passwords });
  const sara = await addStaff(testApp.store, 'recruiter', { email: 'sara@company.example' });
  return { ...testApp, passwords, sara };
}

const signInAttempt = (
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: SESSION,
    headers: { ...FROM_THE_SITE, ...headers },
    payload: { email, password },
    remoteAddress,
  });

/** Someone guessing a password, and the account's owner somewhere else. */
const ATTACKER = '198.51.100.7';
const OWNER = '203.0.113.20';

const whoAmI = (app: FastifyInstance, cookie: string) => app.inject(asStaff({ cookie }, { method: 'GET', url: SESSION }));

describe('signing in', () => {
  it('sets a __Host- session cookie, HttpOnly, Secure, SameSite=Strict, for the whole site, and says who is signed in', async () => {
    const { app, sara, clock } = await setup();
    const response = await signInAttempt(app, 'Sara@Company.example ', STAFF_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(staffSessionSchema.parse(response.json())).toEqual({
      account: expect.objectContaining({ id: sara.id, email: 'sara@company.example', role: 'recruiter' }),
      expiresAt: new Date(clock.now.getTime() + SESSION_MAX_MS).toISOString(),
      idleExpiresAt: new Date(clock.now.getTime() + SESSION_IDLE_MS).toISOString(),
    });
    expect(response.json().account).not.toHaveProperty('passwordHash');
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(header).toContain('Path=/;');
    expect(header).toContain(`Max-Age=${SESSION_MAX_MS / 1000}`);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).not.toMatch(/Domain=/i);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps only a hash of the token in the store', async () => {
    const { app, store } = await setup();
    const cookie = await signIn(app, 'sara@company.example');
    const token = cookie.slice(cookie.indexOf('=') + 1);
    expect(await store.staffSessions.findById(token)).toBeUndefined();
    expect(await store.staffSessions.findById(sessionIdOf(token)!)).toMatchObject({ accountId: 'account-recruiter' });
  });

  it.each([
    ['a wrong password', 'sara@company.example', 'wrong horse battery staple'],
    ['an unknown e-mail', 'nobody@company.example', STAFF_PASSWORD],
  ])('refuses %s with the same 401, no cookie, after one password check', async (_case, email, password) => {
    const { app, passwords } = await setup();
    const response = await signInAttempt(app, email, password);
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json())).toEqual({ message: WRONG_CREDENTIALS_MESSAGE });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(passwords.checks).toBe(1);
  });

  it('refuses a disabled account even with its password', async () => {
    const { app, store } = await setup();
    await addStaff(store, 'sales', { disabled: true });
    expect((await signInAttempt(app, 'sales@company.example', STAFF_PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    [{ email: 'not-an-address', password: 'x' }, { email: 'Please enter a valid email address' }],
    [{ email: 'sara@company.example', password: '' }, { password: 'Please enter your password' }],
    [{ email: 'sara@company.example' }, { password: 'Please enter your password' }],
    [{ email: 'sara@company.example', password: 'x', remember: true }, { remember: 'Unknown field' }],
  ])('answers 400 naming each field for %j', async (payload, errors) => {
    const { app } = await setup();
    const response = await app.inject({ method: 'POST', url: SESSION, headers: FROM_THE_SITE, payload });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).errors).toEqual(errors);
  });
});

describe('failed sign-in limits', () => {
  it(`locks an account for the client that sent ${SIGN_IN_ACCOUNT_MAX} wrong passwords, the right one included, until the window ends`, async () => {
    const { app, clock, passwords } = await setup();
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_MAX; attempt += 1) {
      expect((await signInAttempt(app, 'sara@company.example', `wrong ${attempt}`)).statusCode).toBe(401);
    }
    const locked = await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: TOO_MANY_SIGN_INS_MESSAGE });
    expect(Number(locked.headers['retry-after'])).toBe(SIGN_IN_WINDOW_MS / 1000);
    expect(passwords.checks).toBe(SIGN_IN_ACCOUNT_MAX);

    clock.now = new Date(clock.now.getTime() + SIGN_IN_WINDOW_MS);
    expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it(`lets the owner sign in from elsewhere while ${SIGN_IN_ACCOUNT_MAX} failures from one address lock only that address out`, async () => {
    const { app } = await setup();
    for (let attempt = 0; attempt <= SIGN_IN_ACCOUNT_MAX; attempt += 1) {
      await signInAttempt(app, 'sara@company.example', `guess ${attempt}`, {}, ATTACKER);
    }
    expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD, {}, ATTACKER)).statusCode).toBe(429);
    expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD, {}, OWNER)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: a new address in the same network is the same client', async () => {
    const { app } = await setup();
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_MAX; attempt += 1) {
      await signInAttempt(app, 'sara@company.example', `guess ${attempt}`, {}, `2001:db8:5:5::${attempt + 1}`);
    }
    expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD, {}, '2001:db8:5:5:ab::1')).statusCode).toBe(429);
    expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD, {}, '2001:db8:5:6::1')).statusCode).toBe(200);
  });

  it.each([
    ['resets her password', 'reset'],
    ['disables, then enables her account', 're-enable'],
  ] as const)(
    'clears the lock when an admin %s: she signs in at once from the address that was locked',
    async (_case, remedy) => {
      const { app, store, sara } = await setup();
      const admin = await signedInStaff(app, store, 'admin');
      // Someone guessing behind the owner's own office address.
      for (let attempt = 0; attempt <= SIGN_IN_ACCOUNT_MAX; attempt += 1) {
        await signInAttempt(app, 'sara@company.example', `guess ${attempt}`, {}, OWNER);
      }
      expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD, {}, OWNER)).statusCode).toBe(429);

      let password = STAFF_PASSWORD;
      if (remedy === 'reset') {
        const reset = await app.inject(asStaff(admin, { method: 'POST', url: `/api/staff/accounts/${sara.id}/password-reset` }));
        password = reset.json().password;
      } else {
        for (const disabled of [true, false]) {
          await app.inject(asStaff(admin, { method: 'PATCH', url: `/api/staff/accounts/${sara.id}`, payload: { disabled } }));
        }
      }
      expect((await signInAttempt(app, 'sara@company.example', password, {}, OWNER)).statusCode).toBe(200);
    },
  );

  it('counts e-mails without an account too, so the limit tells nothing about who has one', async () => {
    const { app } = await setup();
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_MAX; attempt += 1) await signInAttempt(app, 'ghost@company.example', 'x');
    expect((await signInAttempt(app, 'ghost@company.example', 'x')).statusCode).toBe(429);
  });

  it('gives back the count of a successful sign-in: signing in again and again never locks', async () => {
    const { app } = await setup();
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_MAX * 2; attempt += 1) {
      expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD)).statusCode).toBe(200);
    }
  });

  it(`refuses an address after ${SIGN_IN_ADDRESS_MAX} wrong passwords, whatever accounts it tries`, async () => {
    const { app } = await setup();
    for (let attempt = 0; attempt < SIGN_IN_ADDRESS_MAX; attempt += 1) {
      expect((await signInAttempt(app, `guess${attempt}@company.example`, 'x')).statusCode).toBe(401);
    }
    expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD)).statusCode).toBe(429);
    // Another address is not affected.
    const elsewhere = await app.inject({
      method: 'POST',
      url: SESSION,
      headers: FROM_THE_SITE,
      remoteAddress: '10.0.0.5',
      payload: { email: 'sara@company.example', password: STAFF_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("lets an account an admin reset past its address's lock, while the address stays locked for others", async () => {
    const { app, store } = await setup();
    const admin = await signedInStaff(app, store, 'admin');
    for (let attempt = 0; attempt < SIGN_IN_ADDRESS_MAX; attempt += 1) {
      expect((await signInAttempt(app, `guess${attempt}@company.example`, 'x')).statusCode).toBe(401);
    }
    expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD)).statusCode).toBe(429);
    const sara = await store.staffAccounts.findByEmail('sara@company.example');
    const reset = await app.inject(asStaff(admin, { method: 'POST', url: `/api/staff/accounts/${sara?.id}/password-reset` }));
    expect((await signInAttempt(app, 'sara@company.example', reset.json().password)).statusCode).toBe(200);
    expect((await signInAttempt(app, 'guess0@company.example', 'x')).statusCode).toBe(429);
  });

  it('lets exactly the limit of 30 simultaneous wrong passwords reach a password check', async () => {
    const { app, passwords } = await setup();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => signInAttempt(app, 'sara@company.example', `wrong ${attempt}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_ACCOUNT_MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - SIGN_IN_ACCOUNT_MAX);
    expect(passwords.checks).toBe(SIGN_IN_ACCOUNT_MAX);
  });
});

describe('a session ends', () => {
  it('when its absolute lifetime is over, however active it was', async () => {
    const { app, clock } = await setup();
    const cookie = await signIn(app, 'sara@company.example');
    const start = clock.now.getTime();
    for (let minutes = 20; minutes * MINUTE_MS < SESSION_MAX_MS; minutes += 20) {
      clock.now = new Date(start + minutes * MINUTE_MS);
      expect((await whoAmI(app, cookie)).statusCode).toBe(200);
    }
    clock.now = new Date(start + SESSION_MAX_MS);
    const ended = await whoAmI(app, cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
    expect(String(ended.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
  });

  it('when nobody has used it for the idle timeout; activity moves the timeout on', async () => {
    const { app, clock } = await setup();
    const cookie = await signIn(app, 'sara@company.example');
    const start = clock.now.getTime();
    clock.now = new Date(start + SESSION_IDLE_MS - MINUTE_MS);
    const active = await whoAmI(app, cookie);
    expect(active.statusCode).toBe(200);
    expect(active.json().idleExpiresAt).toBe(new Date(clock.now.getTime() + SESSION_IDLE_MS).toISOString());
    clock.now = new Date(clock.now.getTime() + SESSION_IDLE_MS - 1);
    expect((await whoAmI(app, cookie)).statusCode).toBe(200);
    clock.now = new Date(clock.now.getTime() + SESSION_IDLE_MS);
    expect((await whoAmI(app, cookie)).statusCode).toBe(401);
  });

  it('writes activity at most once a minute', async () => {
    const { app, store, clock } = await setup();
    const cookie = await signIn(app, 'sara@company.example');
    const id = sessionIdOf(cookie.slice(cookie.indexOf('=') + 1))!;
    const signedInAt = clock.now;
    clock.now = new Date(signedInAt.getTime() + SESSION_TOUCH_INTERVAL_MS - 1);
    await whoAmI(app, cookie);
    expect((await store.staffSessions.findById(id))?.lastSeenAt).toEqual(signedInAt);
    clock.now = new Date(signedInAt.getTime() + SESSION_TOUCH_INTERVAL_MS);
    await whoAmI(app, cookie);
    expect((await store.staffSessions.findById(id))?.lastSeenAt).toEqual(clock.now);
  });

  it('on sign-out: the cookie is cleared and, replayed, no longer works', async () => {
    const { app, store } = await setup();
    const cookie = await signIn(app, 'sara@company.example');
    const out = await app.inject(asStaff({ cookie }, { method: 'DELETE', url: SESSION }));
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await whoAmI(app, cookie)).statusCode).toBe(401);
    const [entry] = (await store.auditLog.list({ action: 'session.signed-out' }, { page: 1, pageSize: 5 })).items;
    expect(entry).toMatchObject({
      actor: { type: 'staff', id: 'account-recruiter' },
      target: { type: 'account', id: 'account-recruiter' },
    });
  });

  it('when the account is disabled', async () => {
    const { app, store, clock } = await setup();
    const cookie = await signIn(app, 'sara@company.example');
    await store.staffAccounts.update('account-recruiter', { disabled: true }, clock.now);
    expect((await whoAmI(app, cookie)).statusCode).toBe(401);
  });

  it('for a cookie the store never issued, or one that is not a token', async () => {
    const { app } = await setup();
    expect((await whoAmI(app, `${SESSION_COOKIE}=${'A'.repeat(43)}`)).statusCode).toBe(401);
    const malformed = await whoAmI(app, `${SESSION_COOKIE}=../../etc`);
    expect(malformed.statusCode).toBe(401);
    expect(String(malformed.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await app.inject({ method: 'GET', url: SESSION })).statusCode).toBe(401);
  });
});

describe('changing one’s own password', () => {
  const change = (app: FastifyInstance, cookie: string, payload: object) =>
    app.inject(asStaff({ cookie }, { method: 'POST', url: '/api/staff/password', payload }));

  it('ends every session of the account and starts a new one for the browser that changed it', async () => {
    const { app, store } = await setup();
    const here = await signIn(app, 'sara@company.example');
    const elsewhere = await signIn(app, 'sara@company.example');
    const newPassword = 'a brand new passphrase';
    const response = await change(app, here, { currentPassword: STAFF_PASSWORD, newPassword });
    expect(response.statusCode).toBe(200);
    const renewed = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!;
    expect((await whoAmI(app, here)).statusCode).toBe(401);
    expect((await whoAmI(app, elsewhere)).statusCode).toBe(401);
    expect((await whoAmI(app, `${renewed.name}=${renewed.value}`)).statusCode).toBe(200);
    expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await signInAttempt(app, 'sara@company.example', newPassword)).statusCode).toBe(200);
    const [entry] = (await store.auditLog.list({ action: 'account.password-changed' }, { page: 1, pageSize: 5 })).items;
    expect(entry).toMatchObject({ target: { id: 'account-recruiter' }, details: { sessionsEnded: 2 } });
  });

  it.each([
    [
      { currentPassword: 'not it at all', newPassword: 'a brand new passphrase' },
      { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE },
    ],
    [
      { currentPassword: STAFF_PASSWORD, newPassword: 'short' },
      { newPassword: `Password must be at least ${STAFF_PASSWORD_MIN} characters` },
    ],
    [
      { currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD },
      { newPassword: 'Choose a password different from the current one' },
    ],
    [{ newPassword: 'a brand new passphrase' }, { currentPassword: 'Please enter your current password' }],
  ])('answers 400 naming the field for %j, and the session goes on', async (payload, errors) => {
    const { app } = await setup();
    const cookie = await signIn(app, 'sara@company.example');
    const response = await change(app, cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect((await whoAmI(app, cookie)).statusCode).toBe(200);
  });

  it('counts wrong current passwords against the account, so a stolen session cannot guess it', async () => {
    const { app } = await setup();
    const cookie = await signIn(app, 'sara@company.example');
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_MAX; attempt += 1) {
      await change(app, cookie, { currentPassword: `guess ${attempt}`, newPassword: 'a brand new passphrase' });
    }
    const locked = await change(app, cookie, { currentPassword: STAFF_PASSWORD, newPassword: 'a brand new passphrase' });
    expect(locked.statusCode).toBe(429);
  });

  it('is the only thing open to an account signed in with a one-time password', async () => {
    const { app, store } = await setup();
    await addStaff(store, 'sales', { mustChangePassword: true });
    const cookie = await signIn(app, 'sales@company.example');
    expect((await whoAmI(app, cookie)).json().account.mustChangePassword).toBe(true);
    const refused = await app.inject(asStaff({ cookie }, { method: 'POST', url: '/api/staff/enquiries/search', payload: {} }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: PASSWORD_CHANGE_REQUIRED_MESSAGE });
    const changed = await change(app, cookie, { currentPassword: STAFF_PASSWORD, newPassword: 'my very own passphrase' });
    const renewed = changed.cookies.find((item) => item.name === SESSION_COOKIE)!;
    expect(changed.json().account.mustChangePassword).toBe(false);
    const allowed = await app.inject(
      asStaff(
        { cookie: `${renewed.name}=${renewed.value}` },
        { method: 'POST', url: '/api/staff/enquiries/search', payload: {} },
      ),
    );
    expect(allowed.statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  async function signedIn() {
    const testApp = await setup();
    return { ...testApp, cookie: await signIn(testApp.app, 'sara@company.example') };
  }

  it.each([
    ['another origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['another origin that does not send Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['a sibling site, even with our Origin', { origin: TEST_SITE_ORIGIN, 'sec-fetch-site': 'same-site' }],
    ['no Origin at all (not a browser)', {}],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }],
  ])('refuses a state-changing call from %s with 403, before anything changes', async (_case, headers) => {
    const { app, cookie } = await signedIn();
    const response = await app.inject({ method: 'DELETE', url: SESSION, headers: { cookie, ...headers } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect((await whoAmI(app, cookie)).statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in too (login CSRF)', async () => {
    const { app } = await setup();
    const response = await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('lets reads through whatever their origin (the SameSite=Strict cookie is not sent cross-site)', async () => {
    const { app, cookie } = await signedIn();
    const response = await app.inject({ method: 'GET', url: SESSION, headers: { cookie, origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('failed sign-ins in the audit log', () => {
  const failures = async (store: Awaited<ReturnType<typeof setup>>['store']) =>
    (await store.auditLog.list({}, { page: 1, pageSize: 50 })).items.filter((entry) => entry.action.startsWith('session.'));

  it('records each failure and the start of a lock once, the address by its pseudonym and never the e-mail', async () => {
    const { app, store, sara } = await setup();
    const pseudonyms = pseudonymsWith(TEST_PSEUDONYM_KEY);
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_MAX + 3; attempt += 1) {
      await signInAttempt(app, 'sara@company.example', `guess ${attempt}`, {}, ATTACKER);
    }
    await signInAttempt(app, 'ghost@company.example', 'x', {}, ATTACKER);

    const entries = await failures(store);
    const address = pseudonyms.address(ATTACKER);
    expect(entries.filter((entry) => entry.action === 'session.sign-in-failed' && entry.target.id === sara.id)).toHaveLength(
      SIGN_IN_ACCOUNT_MAX,
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: { type: 'anonymous' },
        action: 'session.sign-in-failed',
        target: { type: 'account', id: sara.id },
        details: { address, reason: 'wrong password' },
      }),
    );
    expect(entries.filter((entry) => entry.action === 'session.locked-out')).toEqual([
      expect.objectContaining({
        actor: { type: 'anonymous' },
        target: { type: 'account', id: sara.id },
        details: { address, limit: 'account', retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000 },
      }),
    ]);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'session.sign-in-failed',
        target: { type: 'person', id: pseudonyms.person('ghost@company.example') },
        details: { address, reason: 'no such account' },
      }),
    );
    expect(JSON.stringify(entries)).not.toMatch(/198\.51\.100\.7|ghost@/);
  });

  it("records a wrong current password as the signed-in person's failure", async () => {
    const { app, store, sara } = await setup();
    const cookie = await signIn(app, 'sara@company.example');
    await app.inject(
      asStaff(
        { cookie },
        { method: 'POST', url: '/api/staff/password', payload: { currentPassword: 'not it', newPassword: 'a new passphrase' } },
      ),
    );
    expect(await failures(store)).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ type: 'staff', id: sara.id }),
        action: 'session.sign-in-failed',
        details: expect.objectContaining({ reason: 'wrong current password' }),
      }),
    );
  });
});

describe('one-time passwords', () => {
  async function newAccount() {
    const testApp = await setup();
    const admin = await signedInStaff(testApp.app, testApp.store, 'admin');
    const created = await testApp.app.inject(
      asStaff(admin, { method: 'POST', url: '/api/staff/accounts', payload: { email: 'new@company.example', role: 'sales' } }),
    );
    const { account, password } = created.json();
    return { ...testApp, admin, account, password: password as string };
  }

  it(`sign in until ${ONE_TIME_PASSWORD_LIFETIME_MS / 3_600_000} hours after they were given, and say so once they no longer do`, async () => {
    const { app, clock, account, password, store } = await newAccount();
    const end = clock.now.getTime() + ONE_TIME_PASSWORD_LIFETIME_MS;
    expect(account.oneTimePasswordExpiresAt).toBe(new Date(end).toISOString());

    clock.now = new Date(end - 1);
    expect((await signInAttempt(app, 'new@company.example', password)).statusCode).toBe(200);
    clock.now = new Date(end);
    const expired = await signInAttempt(app, 'new@company.example', password);
    expect([expired.statusCode, expired.json()]).toEqual([401, { message: ONE_TIME_PASSWORD_EXPIRED_MESSAGE }]);
    expect(expired.cookies).toEqual([]);
    // A wrong password learns nothing about it.
    expect((await signInAttempt(app, 'new@company.example', 'not the password')).json()).toEqual({
      message: WRONG_CREDENTIALS_MESSAGE,
    });
    const entries = (await store.auditLog.list({ action: 'session.sign-in-failed' }, { page: 1, pageSize: 10 })).items;
    expect(entries.map((entry) => entry.details?.reason)).toContain('one-time password expired');
  });

  it('sign in once: the second sign-in with one is refused, and the first session still chooses a password with it', async () => {
    const { app, account, password } = await newAccount();
    const cookie = await signIn(app, 'new@company.example', password);
    const again = await signInAttempt(app, 'new@company.example', password);
    expect([again.statusCode, again.json()]).toEqual([401, { message: ONE_TIME_PASSWORD_EXPIRED_MESSAGE }]);
    const changed = await app.inject(
      asStaff(
        { cookie },
        {
          method: 'POST',
          url: '/api/staff/password',
          payload: { currentPassword: password, newPassword: 'a passphrase of mine' },
        },
      ),
    );
    expect([changed.statusCode, changed.json().account.id]).toEqual([200, account.id]);
    expect((await signInAttempt(app, 'new@company.example', 'a passphrase of mine')).statusCode).toBe(200);
  });

  it("get a new lifetime from an admin's reset, and none once their owner chose a password", async () => {
    const { app, clock, admin, account } = await newAccount();
    // Later the same day: the admin's session goes on.
    clock.now = new Date(clock.now.getTime() + 5 * MINUTE_MS);
    const reset = await app.inject(asStaff(admin, { method: 'POST', url: `/api/staff/accounts/${account.id}/password-reset` }));
    expect(reset.json().account.oneTimePasswordExpiresAt).toBe(
      new Date(clock.now.getTime() + ONE_TIME_PASSWORD_LIFETIME_MS).toISOString(),
    );
    const cookie = await signIn(app, 'new@company.example', reset.json().password);
    const changed = await app.inject(
      asStaff(
        { cookie },
        {
          method: 'POST',
          url: '/api/staff/password',
          payload: { currentPassword: reset.json().password, newPassword: 'my very own passphrase' },
        },
      ),
    );
    expect(changed.json().account).not.toHaveProperty('oneTimePasswordExpiresAt');
    clock.now = new Date(clock.now.getTime() + 2 * ONE_TIME_PASSWORD_LIFETIME_MS);
    expect((await signInAttempt(app, 'new@company.example', 'my very own passphrase')).statusCode).toBe(200);
  });

  it('end for an account given one before they expired, its lifetime after its last change', async () => {
    const { app, store, clock } = await setup();
    await addStaff(store, 'sales', { mustChangePassword: true });
    clock.now = new Date(clock.now.getTime() + ONE_TIME_PASSWORD_LIFETIME_MS);
    expect((await signInAttempt(app, 'sales@company.example', STAFF_PASSWORD)).json()).toEqual({
      message: ONE_TIME_PASSWORD_EXPIRED_MESSAGE,
    });
  });
});
