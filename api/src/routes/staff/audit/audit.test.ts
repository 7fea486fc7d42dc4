import { auditPageSchema } from 'contracts/staff';
import type { InjectOptions } from 'fastify';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { closeTestApps, createTestApp } from '../../../test-support/test-app';

afterEach(closeTestApps);

async function setup() {
  const testApp = await createTestApp();
  const { app, store } = testApp;
  const admin = await signedInStaff(app, store, 'admin');
  const recruiter = await signedInStaff(app, store, 'recruiter');
  const send = (options: InjectOptions) => app.inject(asStaff(admin, options));
  return { ...testApp, admin, recruiter, send };
}

const page = async (send: Awaited<ReturnType<typeof setup>>['send'], query = '') =>
  auditPageSchema.parse((await send({ method: 'GET', url: `/api/staff/audit${query}` })).json());

describe('GET /api/staff/audit', () => {
  it('lists what staff did, newest first, who, what, which record and when', async () => {
    const { send, recruiter, admin, clock } = await setup();
    const { items, total } = await page(send);
    expect(total).toBe(2);
    expect(items.map((entry) => [entry.action, entry.actor.type === 'staff' && entry.actor.id, entry.target])).toEqual(
      expect.arrayContaining([
        ['session.signed-in', admin.account.id, { type: 'account', id: admin.account.id }],
        ['session.signed-in', recruiter.account.id, { type: 'account', id: recruiter.account.id }],
      ]),
    );
    expect(items.every((entry) => entry.at === clock.now.toISOString())).toBe(true);
  });

  it('filters by actor, action, record type and record, page by page in a stable order', async () => {
    const { send, app, recruiter, clock } = await setup();
    clock.now = new Date(clock.now.getTime() + 60_000);
    await app.inject(asStaff(recruiter, { method: 'GET', url: '/api/staff/jobs/REQ-2026-041' }));
    await app.inject(asStaff(recruiter, { method: 'POST', url: '/api/staff/jobs/REQ-2026-041/close' }));
    clock.now = new Date(clock.now.getTime() + 60_000);
    await app.inject(asStaff(recruiter, { method: 'POST', url: '/api/staff/jobs/REQ-2026-041/reopen' }));

    expect((await page(send, `?actor=${recruiter.account.id}`)).total).toBe(3);
    expect((await page(send, '?action=job.closed')).items.map((entry) => entry.target)).toEqual([
      { type: 'job', id: 'REQ-2026-041' },
    ]);
    expect((await page(send, '?targetType=job')).total).toBe(2);
    expect((await page(send, '?targetId=REQ-2026-041&pageSize=1')).items[0]?.action).toBe('job.reopened');
    // The recruiter's entries: each read of the log by the admin adds one of the admin's.
    const byRecruiter = `?actor=${recruiter.account.id}`;
    const all = (await page(send, `${byRecruiter}&pageSize=100`)).items.map((entry) => entry.id);
    const paged = [
      ...(await page(send, `${byRecruiter}&pageSize=2`)).items,
      ...(await page(send, `${byRecruiter}&pageSize=2&page=2`)).items,
    ];
    expect(paged.map((entry) => entry.id)).toEqual(all);
  });

  it('records each read of the log: who read it, with which filters, and how many rows it gave', async () => {
    const { send, admin } = await setup();
    await page(send, '?action=session.signed-in&pageSize=1');
    const [read] = (await page(send, '?action=audit.read')).items;
    expect(read).toMatchObject({
      action: 'audit.read',
      actor: { type: 'staff', id: admin.account.id },
      target: { type: 'audit', id: '*' },
      details: { action: 'session.signed-in', pageSize: 1, page: 1, rows: 1, total: 2 },
    });
  });

  it.each([
    ['?action=job.deleted', { action: 'Unknown action' }],
    ['?targetType=invoice', { targetType: 'Unknown record type' }],
    ['?actor=no%20such%20id!', { actor: 'Unknown account' }],
    ['?page=-1', { page: 'Page starts at 1' }],
    ['?since=2026-01-01', { since: 'Unknown field' }],
  ])('answers 400 naming the field for %s', async (query, errors) => {
    const { send } = await setup();
    const response = await send({ method: 'GET', url: `/api/staff/audit${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });
});
