import { newsletterSubscriptionPageSchema } from 'contracts/staff';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { closeTestApps, createTestApp } from '../../../test-support/test-app';

afterEach(closeTestApps);

async function setup() {
  const testApp = await createTestApp();
  const { app, store, clock } = testApp;
  const admin = await signedInStaff(app, store, 'admin');
  const at = (minutes: number) => new Date(clock.now.getTime() + minutes * 60_000);
  const first = await store.newsletter.subscribe({ email: 'first@example.com', locale: 'en', at: at(0) }, () => []);
  await store.newsletter.confirm(first.id, at(1));
  await store.newsletter.subscribe({ email: '=cmd@example.com', locale: 'ar', at: at(2) }, () => []);
  return { ...testApp, admin, first };
}

describe('GET /api/staff/newsletter/subscriptions', () => {
  it('lists the subscribers newest first, by state, and audits the read without addresses', async () => {
    const { app, store, admin } = await setup();
    const response = await app.inject(asStaff(admin, { method: 'GET', url: '/api/staff/newsletter/subscriptions?pageSize=10' }));
    expect(response.statusCode).toBe(200);
    const page = newsletterSubscriptionPageSchema.parse(response.json());
    expect(page.items.map((item) => [item.email, item.locale, item.state])).toEqual([
      ['=cmd@example.com', 'ar', 'pending'],
      ['first@example.com', 'en', 'confirmed'],
    ]);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });

    const confirmed = await app.inject(
      asStaff(admin, { method: 'GET', url: '/api/staff/newsletter/subscriptions?state=confirmed' }),
    );
    expect(newsletterSubscriptionPageSchema.parse(confirmed.json()).items.map((item) => item.email)).toEqual([
      'first@example.com',
    ]);

    const entries = (await store.auditLog.list({ action: 'newsletter.listed' }, { page: 1, pageSize: 5 })).items;
    // Both reads are audited at the test clock's one instant, so in either order.
    expect(entries.map((entry) => [entry.target, entry.details])).toHaveLength(2);
    expect(entries.map((entry) => [entry.target, entry.details])).toEqual(
      expect.arrayContaining([
        [
          { type: 'subscription', id: '*' },
          { page: 1, pageSize: 20, state: 'confirmed', rows: 1, total: 1 },
        ],
        [
          { type: 'subscription', id: '*' },
          { page: 1, pageSize: 10, rows: 2, total: 2 },
        ],
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain('@example.com');
  });

  it('refuses an unknown state with its message', async () => {
    const { app, admin } = await setup();
    const response = await app.inject(asStaff(admin, { method: 'GET', url: '/api/staff/newsletter/subscriptions?state=gone' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ state: 'Unknown subscription state' });
  });
});

describe('GET /api/staff/newsletter/subscriptions.csv', () => {
  it('exports every subscriber as CSV, formulas defused, one audit entry for the export', async () => {
    const { app, store, admin, first } = await setup();
    const response = await app.inject(asStaff(admin, { method: 'GET', url: '/api/staff/newsletter/subscriptions.csv' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Email","Language","State","Subscribed","Confirmed","Unsubscribed"');
    expect(lines[1]).toMatch(/^"'=cmd@example.com","ar","pending","[^"]+","",""$/);
    expect(lines[2]).toBe(
      `"first@example.com","en","confirmed","${first.subscribedAt}","${new Date(Date.parse(first.subscribedAt) + 60_000).toISOString()}",""`,
    );
    const [entry] = (await store.auditLog.list({ action: 'newsletter.exported' }, { page: 1, pageSize: 5 })).items;
    expect(entry).toMatchObject({ target: { type: 'subscription', id: '*' }, details: { rows: 2 } });
  });
});
