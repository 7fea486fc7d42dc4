import { oneTimePasswordSchema, pageSchema, staffAccountSchema } from 'contracts/staff';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SESSION_COOKIE } from '../../../staff/sessions';
import { addStaff, asStaff, FROM_THE_SITE, STAFF_PASSWORD, signedInStaff, signIn } from '../../../test-support/staff';
import { closeTestApps, createTestApp } from '../../../test-support/test-app';
import { ACCOUNT_NOT_FOUND_MESSAGE, EMAIL_TAKEN_MESSAGE, OWN_ACCOUNT_MESSAGE } from './index';

afterEach(closeTestApps);

const ONE_TIME_PASSWORD = /^[a-hjkmnp-z2-9]{5}(-[a-hjkmnp-z2-9]{5}){3}$/;

async function setup() {
  const testApp = await createTestApp();
  const admin = await signedInStaff(testApp.app, testApp.store, 'admin');
  const send = (options: InjectOptions) => testApp.app.inject(asStaff(admin, options));
  return { ...testApp, admin, send };
}

const cookieOf = (response: Awaited<ReturnType<FastifyInstance['inject']>>) => {
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE)!;
  return { cookie: `${cookie.name}=${cookie.value}` };
};

describe('an admin creates a recruiter', () => {
  it('who signs in with the one-time password, must choose their own, and can then post jobs', async () => {
    const { app, send, store, admin } = await setup();
    const created = await send({
      method: 'POST',
      url: '/api/staff/accounts',
      payload: { email: 'Nadia@Company.example', name: 'Nadia Karim', role: 'recruiter' },
    });
    expect(created.statusCode).toBe(201);
    const { account, password } = oneTimePasswordSchema.parse(created.json());
    expect(account).toMatchObject({
      email: 'nadia@company.example',
      name: 'Nadia Karim',
      role: 'recruiter',
      disabled: false,
      mustChangePassword: true,
    });
    expect(password).toMatch(ONE_TIME_PASSWORD);
    expect(created.json().account).not.toHaveProperty('passwordHash');
    expect((await store.staffAccounts.findById(account.id))?.passwordHash).toMatch(/^\$argon2id\$/);

    const nadia = { cookie: await signIn(app, 'nadia@company.example', password) };
    expect((await app.inject(asStaff(nadia, { method: 'GET', url: '/api/staff/jobs' }))).statusCode).toBe(403);
    const changed = await app.inject(
      asStaff(nadia, {
        method: 'POST',
        url: '/api/staff/password',
        payload: { currentPassword: password, newPassword: 'nadia chooses her own' },
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect((await app.inject(asStaff(cookieOf(changed), { method: 'GET', url: '/api/staff/jobs' }))).statusCode).toBe(200);
    expect(
      (await app.inject(asStaff(cookieOf(changed), { method: 'POST', url: '/api/staff/enquiries/search', payload: {} })))
        .statusCode,
    ).toBe(403);

    const [entry] = (await store.auditLog.list({ action: 'account.created' }, { page: 1, pageSize: 5 })).items;
    expect(entry).toMatchObject({
      actor: { type: 'staff', id: admin.account.id },
      target: { type: 'account', id: account.id },
      details: { role: 'recruiter' },
    });
    expect(JSON.stringify(entry)).not.toContain(password);
  });

  it('refuses an e-mail that already has an account, whatever its letter case', async () => {
    const { send } = await setup();
    const response = await send({
      method: 'POST',
      url: '/api/staff/accounts',
      payload: { email: 'ADMIN@company.example', role: 'sales' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE, errors: { email: EMAIL_TAKEN_MESSAGE } });
  });

  it.each([
    [{ email: 'nadia', role: 'recruiter' }, { email: 'Please enter a valid email address' }],
    [{ email: 'nadia@company.example', role: 'owner' }, { role: 'Choose a role: admin, recruiter, sales or releaser' }],
    [{ email: 'nadia@company.example' }, { role: 'Choose a role: admin, recruiter, sales or releaser' }],
    [{ email: 'nadia@company.example', role: 'sales', name: 'x'.repeat(101) }, { name: 'A name cannot exceed 100 characters' }],
    [{ email: 'nadia@company.example', role: 'sales', password: 'mine' }, { password: 'Unknown field' }],
  ])('answers 400 naming the field for %j', async (payload, errors) => {
    const { send } = await setup();
    const response = await send({ method: 'POST', url: '/api/staff/accounts', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });
});

describe('listing and changing accounts', () => {
  it('lists accounts by e-mail, page by page, without password hashes', async () => {
    const { send, store } = await setup();
    await addStaff(store, 'sales');
    await addStaff(store, 'recruiter');
    const response = await send({ method: 'GET', url: '/api/staff/accounts?pageSize=2' });
    const page = pageSchema(staffAccountSchema).parse(response.json());
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.email)).toEqual(['admin@company.example', 'recruiter@company.example']);
    expect(JSON.stringify(response.json())).not.toContain('argon2');
  });

  it('records each read of the accounts: who, which page, how many rows', async () => {
    const { send, store, admin } = await setup();
    await send({ method: 'GET', url: '/api/staff/accounts?pageSize=2' });
    const { items } = await store.auditLog.list({ action: 'account.listed' }, { page: 1, pageSize: 5 });
    expect(items).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ type: 'staff', id: admin.account.id }),
        target: { type: 'account', id: '*' },
        details: { page: 1, pageSize: 2, rows: 1, total: 1 },
      }),
    ]);
  });

  it('changes a role at once, without signing its owner out', async () => {
    const { app, send, store } = await setup();
    const sales = await signedInStaff(app, store, 'sales');
    const changed = await send({
      method: 'PATCH',
      url: `/api/staff/accounts/${sales.account.id}`,
      payload: { role: 'recruiter' },
    });
    expect(staffAccountSchema.parse(changed.json()).role).toBe('recruiter');
    expect((await app.inject(asStaff(sales, { method: 'GET', url: '/api/staff/jobs' }))).statusCode).toBe(200);
    expect(
      (await app.inject(asStaff(sales, { method: 'POST', url: '/api/staff/enquiries/search', payload: {} }))).statusCode,
    ).toBe(403);
  });

  it('disabling ends every session of the account and refuses its sign-in', async () => {
    const { app, send, store } = await setup();
    const sales = await signedInStaff(app, store, 'sales');
    const response = await send({ method: 'PATCH', url: `/api/staff/accounts/${sales.account.id}`, payload: { disabled: true } });
    expect(response.json().disabled).toBe(true);
    expect((await app.inject(asStaff(sales, { method: 'GET', url: '/api/staff/session' }))).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/staff/session',
      headers: FROM_THE_SITE,
      payload: { email: sales.account.email, password: STAFF_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
    const [entry] = (await store.auditLog.list({ action: 'account.updated' }, { page: 1, pageSize: 5 })).items;
    expect(entry?.details).toEqual({ disabled: true, sessionsEnded: 1 });
  });

  it.each([{ disabled: true }, { role: 'sales' }])(
    'refuses an admin %j on their own account, so an admin always remains',
    async (payload) => {
      const { send, admin } = await setup();
      const response = await send({ method: 'PATCH', url: `/api/staff/accounts/${admin.account.id}`, payload });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: OWN_ACCOUNT_MESSAGE });
    },
  );

  it('lets an admin rename themselves', async () => {
    const { send, admin } = await setup();
    const response = await send({
      method: 'PATCH',
      url: `/api/staff/accounts/${admin.account.id}`,
      payload: { name: 'Head of Operations' },
    });
    expect(response.json().name).toBe('Head of Operations');
  });

  it.each([
    [{}, 'Change at least one of name, role and disabled'],
    [{ disabled: 'yes' }, undefined],
  ])('answers 400 for %j', async (payload, message) => {
    const { send, store } = await setup();
    const sales = await addStaff(store, 'sales');
    const response = await send({ method: 'PATCH', url: `/api/staff/accounts/${sales.id}`, payload });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    else expect(response.json().errors).toEqual({ disabled: 'Must be true or false' });
  });

  it('answers 404 for an unknown account', async () => {
    const { send } = await setup();
    const response = await send({ method: 'PATCH', url: '/api/staff/accounts/account-nobody', payload: { name: 'x' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ACCOUNT_NOT_FOUND_MESSAGE });
    expect((await send({ method: 'POST', url: '/api/staff/accounts/account-nobody/password-reset' })).statusCode).toBe(404);
  });
});

describe('resetting a password', () => {
  it('gives a new one-time password, ends the sessions, and the old password stops working', async () => {
    const { app, send, store } = await setup();
    const sales = await signedInStaff(app, store, 'sales');
    const response = await send({ method: 'POST', url: `/api/staff/accounts/${sales.account.id}/password-reset` });
    expect(response.statusCode).toBe(200);
    const { account, password } = oneTimePasswordSchema.parse(response.json());
    expect(account.mustChangePassword).toBe(true);
    expect(password).toMatch(ONE_TIME_PASSWORD);
    expect((await app.inject(asStaff(sales, { method: 'GET', url: '/api/staff/session' }))).statusCode).toBe(401);
    await expect(signIn(app, sales.account.email)).rejects.toThrow('401');
    await expect(signIn(app, sales.account.email, password)).resolves.toMatch(SESSION_COOKIE);
  });
});
