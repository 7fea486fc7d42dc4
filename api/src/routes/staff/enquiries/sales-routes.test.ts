import { contactEnquirySchema } from 'contracts';
import { enquiryOwnersSchema, enquiryPageSchema, firstResponseDue, trackedEnquirySchema } from 'contracts/staff';
import type { InjectOptions } from 'fastify';
import { ENQUIRY_REPLY } from '../../../mail/enquiry-reply';
import { asStaff, type StaffMember, signedInStaff } from '../../../test-support/staff';
import { validEnquiry } from '../../../test-support/submissions';
import { closeTestApps, createTestApp } from '../../../test-support/test-app';
import { ENQUIRY_NOT_FOUND_MESSAGE } from './index';
import { NOT_AN_OWNER_MESSAGE } from './sales-routes';

afterEach(closeTestApps);

const MINUTE_MS = 60_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function setup() {
  const testApp = await createTestApp();
  const { app, store, clock } = testApp;
  const sales = await signedInStaff(app, store, 'sales');
  const colleague = await signedInStaff(app, store, 'sales', {
    id: 'account-sales-2',
    email: 'omar@company.example',
    name: 'Omar Haddad',
  });
  const as = (member: StaffMember) => (options: InjectOptions) => app.inject(asStaff(member, options));
  const send = as(sales);
  const enquiry = await store.enquiries.create(contactEnquirySchema.parse(validEnquiry()), () => []);
  clock.now = new Date(clock.now.getTime() + MINUTE_MS);
  const assign = (ownerId: string | null, by = send) =>
    by({ method: 'PUT', url: `/api/staff/enquiries/${enquiry.id}/owner`, payload: { ownerId } });
  const replyWith = (text: string, by = send) =>
    by({ method: 'POST', url: `/api/staff/enquiries/${enquiry.id}/replies`, payload: { text } });
  return { ...testApp, sales, colleague, as, send, enquiry, assign, replyWith };
}

const auditOf = async (store: Awaited<ReturnType<typeof setup>>['store'], id: string) =>
  (await store.auditLog.list({ targetId: id }, { page: 1, pageSize: 20 })).items;

describe('PUT /api/staff/enquiries/:id/owner', () => {
  it('assigns, reassigns and unassigns, each change audited with from and to', async () => {
    const { assign, sales, colleague, as, store, enquiry, clock } = await setup();
    const mine = await assign(sales.account.id);
    expect(mine.statusCode).toBe(200);
    expect(trackedEnquirySchema.parse(mine.json())).toMatchObject({
      owner: { id: sales.account.id, email: sales.account.email, name: sales.account.name },
      updatedAt: clock.now.toISOString(),
    });

    const later = () => {
      clock.now = new Date(clock.now.getTime() + MINUTE_MS);
    };
    later();
    const theirs = await assign(colleague.account.id, as(colleague));
    expect(theirs.json().owner).toEqual({ id: 'account-sales-2', email: 'omar@company.example', name: 'Omar Haddad' });
    later();
    const nobodys = await assign(null);
    expect(nobodys.json().owner).toBeNull();
    expect((await store.enquiries.findTracked(enquiry.id))?.owner).toBeNull();

    const changes = (await auditOf(store, enquiry.id)).filter((entry) => entry.action === 'enquiry.assigned');
    expect(changes.map((entry) => [entry.actor.type === 'staff' && entry.actor.id, entry.details])).toEqual([
      [sales.account.id, { from: colleague.account.id, to: 'nobody' }],
      [colleague.account.id, { from: sales.account.id, to: colleague.account.id }],
      [sales.account.id, { from: 'nobody', to: sales.account.id }],
    ]);
  });

  it('lets an admin assign, and refuses a recruiter with 403, changing nothing', async () => {
    const { app, store, as, assign, enquiry, sales } = await setup();
    const admin = await signedInStaff(app, store, 'admin');
    expect((await assign(sales.account.id, as(admin))).statusCode).toBe(200);
    const recruiter = await signedInStaff(app, store, 'recruiter');
    const refused = await assign(recruiter.account.id, as(recruiter));
    expect(refused.statusCode).toBe(403);
    expect((await store.enquiries.findTracked(enquiry.id))?.owner?.id).toBe(sales.account.id);
  });

  it('refuses an unknown owner, a recruiter and a disabled account with a field error', async () => {
    const { app, store, assign, enquiry } = await setup();
    const recruiter = await signedInStaff(app, store, 'recruiter');
    await signedInStaff(app, store, 'admin', { id: 'account-gone', email: 'gone@company.example' });
    await store.staffAccounts.update('account-gone', { disabled: true }, new Date());
    for (const ownerId of ['account-unknown', recruiter.account.id, 'account-gone']) {
      const response = await assign(ownerId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: NOT_AN_OWNER_MESSAGE, errors: { ownerId: NOT_AN_OWNER_MESSAGE } });
    }
    expect((await store.enquiries.findTracked(enquiry.id))?.owner).toBeNull();
    expect((await auditOf(store, enquiry.id)).some((entry) => entry.action === 'enquiry.assigned')).toBe(false);
  });

  it('answers 404 for an unknown enquiry', async () => {
    const { send, sales } = await setup();
    const response = await send({
      method: 'PUT',
      url: `/api/staff/enquiries/${UNKNOWN_ID}/owner`,
      payload: { ownerId: sales.account.id },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ENQUIRY_NOT_FOUND_MESSAGE });
  });
});

describe('GET /api/staff/enquiries/owners', () => {
  it('lists the enabled sales and admin accounts by name, not recruiters', async () => {
    const { app, store, send } = await setup();
    await signedInStaff(app, store, 'recruiter');
    await signedInStaff(app, store, 'admin', { name: 'Amal Admin' });
    const response = await send({ method: 'GET', url: '/api/staff/enquiries/owners' });
    expect(enquiryOwnersSchema.parse(response.json()).items.map((owner) => owner.name)).toEqual([
      'Amal Admin',
      'Omar Haddad',
      'Test sales',
    ]);
  });
});

describe('the Mine and unassigned filters', () => {
  it('finds the signed-in person’s enquiries, and those nobody owns', async () => {
    const { send, store, enquiry, colleague, as, assign } = await setup();
    const other = await store.enquiries.create(contactEnquirySchema.parse(validEnquiry()), () => []);
    await assign(null);
    await as(colleague)({
      method: 'PUT',
      url: `/api/staff/enquiries/${other.id}/owner`,
      payload: { ownerId: colleague.account.id },
    });
    const ids = async (owner: string, by = send) =>
      enquiryPageSchema
        .parse((await by({ method: 'POST', url: '/api/staff/enquiries/search', payload: { owner } })).json())
        .items.map((item) => item.id);
    expect(await ids('me')).toEqual([]);
    expect(await ids('me', as(colleague))).toEqual([other.id]);
    expect(await ids('unassigned')).toEqual([enquiry.id]);
    const refused = await send({ method: 'POST', url: '/api/staff/enquiries/search', payload: { owner: 'theirs' } });
    expect(refused.json().errors).toEqual({ owner: 'Choose mine or unassigned' });
  });
});

describe('POST /api/staff/enquiries/:id/replies', () => {
  it('queues the reply to the enquirer, Reply-To its writer, and shows it on the enquiry as queued', async () => {
    const { replyWith, store, enquiry, sales, clock } = await setup();
    const response = await replyWith('Thank you, Layla.\n\nCould we meet on <Tuesday> & discuss?');
    expect(response.statusCode).toBe(201);
    const replied = trackedEnquirySchema.parse(response.json());
    expect(replied.replies).toEqual([
      {
        id: expect.any(String),
        at: clock.now.toISOString(),
        author: { id: sales.account.id, email: sales.account.email, name: sales.account.name },
        text: 'Thank you, Layla.\n\nCould we meet on <Tuesday> & discuss?',
        delivery: { state: 'queued', attempts: 0 },
      },
    ]);

    const [entry] = await store.outbox.due(clock.now, 10);
    expect(entry?.id).toBe(`${enquiry.id}.0`);
    expect(entry?.mail).toMatchObject({
      to: enquiry.email,
      replyTo: sales.account.email,
      subject: ENQUIRY_REPLY.en.subject('E-Government Solutions'),
    });
    expect(entry?.mail.text).toContain('Could we meet on <Tuesday> & discuss?');
    expect(entry?.mail.html).toContain('Could we meet on &lt;Tuesday&gt; &amp; discuss?');
    expect(entry?.mail.html).not.toContain('<Tuesday>');
  });

  it('shows the delivery once the outbox has sent it, and audits the reply without its text', async () => {
    const { replyWith, send, store, enquiry, clock } = await setup();
    await replyWith('A reply about your permit portal.');
    const id = `${enquiry.id}.0`;
    await store.outbox.claim(id, 'test-sender', clock.now, new Date(clock.now.getTime() + MINUTE_MS));
    await store.outbox.markSent(id, clock.now);
    const shown = trackedEnquirySchema.parse((await send({ method: 'GET', url: `/api/staff/enquiries/${enquiry.id}` })).json());
    expect(shown.replies[0]?.delivery).toEqual({ state: 'sent', attempts: 1, sentAt: clock.now.toISOString() });

    const [replied] = (await auditOf(store, enquiry.id)).filter((entry) => entry.action === 'enquiry.replied');
    expect(replied?.details).toEqual({ replyId: shown.replies[0]?.id, first: true });
    expect(JSON.stringify(await auditOf(store, enquiry.id))).not.toContain('permit portal');
  });

  it('writes to an Arabic enquirer in Arabic', async () => {
    const { send, store, clock } = await setup();
    const arabic = await store.enquiries.create(contactEnquirySchema.parse(validEnquiry({ locale: 'ar' })), () => []);
    await send({ method: 'POST', url: `/api/staff/enquiries/${arabic.id}/replies`, payload: { text: 'شكراً لتواصلكم' } });
    const entry = (await store.outbox.due(clock.now, 10)).find((due) => due.id === `${arabic.id}.0`);
    expect(entry?.mail.subject).toBe(ENQUIRY_REPLY.ar.subject('حلول الحكومة الإلكترونية'));
    expect(entry?.mail.html).toContain('dir="rtl"');
  });

  it('stops the first-response clock at the first reply; later replies leave it where it stopped', async () => {
    const { replyWith, send, enquiry, clock } = await setup();
    const before = trackedEnquirySchema.parse((await send({ method: 'GET', url: `/api/staff/enquiries/${enquiry.id}` })).json());
    expect(before).toMatchObject({
      firstRepliedAt: null,
      firstResponseDueAt: firstResponseDue(enquiry.receivedAt, 'e-government'),
    });
    const firstAt = clock.now.toISOString();
    await replyWith('First answer.');
    clock.now = new Date(clock.now.getTime() + 20 * MINUTE_MS);
    const second = trackedEnquirySchema.parse((await replyWith('Second answer.')).json());
    expect(second.firstRepliedAt).toBe(firstAt);
    expect(second.replies.map((reply) => reply.text)).toEqual(['First answer.', 'Second answer.']);
    const row = enquiryPageSchema.parse((await send({ method: 'POST', url: '/api/staff/enquiries/search', payload: {} })).json())
      .items[0];
    expect(row).toMatchObject({ firstRepliedAt: firstAt });
    expect(row).not.toHaveProperty('replies');
  });

  it.each([
    ['', 'Please write a reply'],
    ['   ', 'Please write a reply'],
    ['x'.repeat(5001), 'A reply cannot exceed 5000 characters'],
  ])('refuses the reply %#, queuing nothing', async (text, message) => {
    const { replyWith, store, clock } = await setup();
    const response = await replyWith(text);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ text: message });
    expect(await store.outbox.due(clock.now, 10)).toEqual([]);
  });

  it('refuses a recruiter with 403 and answers 404 for an unknown enquiry', async () => {
    const { app, store, as, replyWith, send, clock } = await setup();
    const recruiter = await signedInStaff(app, store, 'recruiter');
    expect((await replyWith('Hello', as(recruiter))).statusCode).toBe(403);
    const missing = await send({ method: 'POST', url: `/api/staff/enquiries/${UNKNOWN_ID}/replies`, payload: { text: 'Hi' } });
    expect(missing.statusCode).toBe(404);
    expect(await store.outbox.due(clock.now, 10)).toEqual([]);
  });
});
