import { errorBodySchema } from 'contracts';
import { STAFF_PASSWORD_MIN, staffSessionSchema } from 'contracts/staff';
import type { FastifyInstance } from 'fastify';
import { CROSS_SITE_MESSAGE, PASSWORD_CHANGE_REQUIRED_MESSAGE, SESSION_ENDED_MESSAGE } from '../../../plugins/staff-gate';
import { argon2Passwords, type PasswordHasher } from '../../../staff/passwords';
import { SESSION_COOKIE, SESSION_IDLE_MS, SESSION_MAX_MS, SESSION_TOUCH_INTERVAL_MS, sessionIdOf } from '../../../staff/sessions';
import {
  SIGN_IN_ACCOUNT_MAX,
  SIGN_IN_ADDRESS_MAX,
  SIGN_IN_WINDOW_MS,
  TOO_MANY_SIGN_INS_MESSAGE,
} from '../../../staff/sign-in-limits';
import { addStaff, asStaff, FROM_THE_SITE, STAFF_PASSWORD, signIn } from '../../../test-support/staff';
import { closeTestApps, createTestApp, TEST_SITE_ORIGIN } from '../../../test-support/test-app';
import { WRONG_CREDENTIALS_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './index';

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

const signInAttempt = (app: FastifyInstance, email: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: SESSION, headers: { ...FROM_THE_SITE, ...headers }, payload: { email, password } });

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
  it(`locks an account after ${SIGN_IN_ACCOUNT_MAX} wrong passwords, the right one included, until the window ends`, async () => {
    const { app, clock, passwords } = await setup();
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_MAX; attempt += 1) {
      expect((await signInAttempt(app, 'sara@company.example', `wrong ${attempt}`)).statusCode).toBe(401);
    }
    const locked = await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: TOO_MANY_SIGN_INS_MESSAGE });
    expect(Number(locked.headers['retry-after'])).toBe(SIGN_IN_WINDOW_MS / 1000);
    expect(passwords.checks).toBe(SIGN_IN_ACCOUNT_MAX);

    clock.now = new Date(clock.now.getTime() + SIGN_IN_WINDOW_MS);
    expect((await signInAttempt(app, 'sara@company.example', STAFF_PASSWORD)).statusCode).toBe(200);
  });

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
    const refused = await app.inject(asStaff({ cookie }, { method: 'GET', url: '/api/staff/enquiries' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: PASSWORD_CHANGE_REQUIRED_MESSAGE });
    const changed = await change(app, cookie, { currentPassword: STAFF_PASSWORD, newPassword: 'my very own passphrase' });
    const renewed = changed.cookies.find((item) => item.name === SESSION_COOKIE)!;
    expect(changed.json().account.mustChangePassword).toBe(false);
    const allowed = await app.inject(
      asStaff({ cookie: `${renewed.name}=${renewed.value}` }, { method: 'GET', url: '/api/staff/enquiries' }),
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
