import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { applicationFieldsSchema, contactEnquirySchema } from 'contracts';
import { auditPageSchema, personDataSchema } from 'contracts/staff';
import type { InjectOptions } from 'fastify';
import { createMailTransport, OUTBOX_DIR_NAME } from '../../../mail/transport';
import { pseudonymsWith } from '../../../staff/pseudonyms';
import { pdfBytes } from '../../../test-support/fixtures';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { validApplication, validEnquiry } from '../../../test-support/submissions';
import { closeTestApps, createTestApp, TEST_PSEUDONYM_KEY } from '../../../test-support/test-app';

const personKey = pseudonymsWith(TEST_PSEUDONYM_KEY).person;

afterEach(closeTestApps);

const EMAIL = 'layla@ministry.example';

async function setup() {
  const testApp = await createTestApp();
  const { app, store } = testApp;
  const admin = await signedInStaff(app, store, 'admin');
  const send = (options: InjectOptions) => app.inject(asStaff(admin, options));
  const enquiry = await store.enquiries.create(
    contactEnquirySchema.parse(validEnquiry({ email: 'Layla@Ministry.example' })),
    () => [],
  );
  await store.enquiries.addNote(enquiry.id, {
    id: 'note-1',
    at: new Date().toISOString(),
    author: { id: admin.account.id, email: admin.account.email, name: admin.account.name },
    text: 'Asked for her data',
  });
  const application = await store.applications.create(
    {
      ...applicationFieldsSchema.parse(
        validApplication({ email: EMAIL, referrer: 'https://www.linkedin.com/in/someone', referredBy: 'Sara Ahmed' }),
      ),
      jobSlug: 'penetration-tester',
      jobTitle: 'Penetration Tester',
    },
    { fileName: 'cv.pdf', contentType: 'application/pdf', stream: Readable.from([pdfBytes()]) },
    () => [],
  );
  const other = await store.enquiries.create(
    contactEnquirySchema.parse(validEnquiry({ email: 'someone@else.example' })),
    () => [],
  );
  return { ...testApp, admin, send, enquiry, application, other };
}

describe('POST /api/staff/privacy/lookups', () => {
  it('shows everything held about an address, in any letter case, notes and resume details included', async () => {
    const { send, enquiry, application } = await setup();
    const response = await send({
      method: 'POST',
      url: '/api/staff/privacy/lookups',
      payload: { email: 'LAYLA@ministry.example' },
    });
    expect(response.statusCode).toBe(200);
    const held = personDataSchema.parse(response.json());
    expect(held.email).toBe(EMAIL);
    expect(held.enquiries.map((item) => [item.id, item.notes.map((note) => note.text)])).toEqual([
      [enquiry.id, ['Asked for her data']],
    ]);
    expect(held.applications.map((item) => [item.id, item.resume?.fileName])).toEqual([[application.id, 'cv.pdf']]);
    // Where they came from is about them too: the referring site and who referred them.
    expect(held.applications[0]?.source).toEqual({
      channel: 'referral',
      referrer: 'https://www.linkedin.com',
      referredBy: 'Sara Ahmed',
    });
  });

  it('records the lookup under a hash of the address, never the address', async () => {
    const { send, store } = await setup();
    await send({ method: 'POST', url: '/api/staff/privacy/lookups', payload: { email: EMAIL } });
    const [entry] = (await store.auditLog.list({ action: 'person.looked-up' }, { page: 1, pageSize: 5 })).items;
    expect(entry).toMatchObject({
      target: { type: 'person', id: personKey(EMAIL) },
      details: { enquiries: 1, applications: 1, newsletterSubscriptions: 0 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/layla/i);
  });

  it.each([
    [{ email: 'layla' }, { email: 'Please enter a valid email address' }],
    [{}, { email: 'Please enter a valid email address' }],
  ])('answers 400 naming the field for %j', async (payload, errors) => {
    const { send } = await setup();
    const response = await send({ method: 'POST', url: '/api/staff/privacy/lookups', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });
});

describe('POST /api/staff/privacy/erasures', () => {
  it("erases the person's enquiries and applications, resume and notes included, and the audit log shows it", async () => {
    const { send, store, application, other, admin } = await setup();
    const response = await send({ method: 'POST', url: '/api/staff/privacy/erasures', payload: { email: EMAIL } });
    expect(response.json()).toEqual({
      enquiries: 1,
      applications: 1,
      newsletterSubscriptions: 0,
      mailFiles: 0,
      pseudonym: personKey(EMAIL),
    });
    expect(await store.findByEmail(EMAIL)).toEqual({ enquiries: [], applications: [] });
    expect(await store.applications.openResume(application.id)).toBeUndefined();
    expect(await store.enquiries.findTracked(other.id)).toBeDefined();

    const audit = await send({ method: 'GET', url: `/api/staff/audit?targetId=${encodeURIComponent(personKey(EMAIL))}` });
    const entries = auditPageSchema.parse(audit.json()).items;
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'person.erased',
        actor: { type: 'staff', id: admin.account.id, email: admin.account.email, role: 'admin' },
        details: { enquiries: 1, applications: 1, newsletterSubscriptions: 0, mailFiles: 0 },
      }),
    ]);
  });

  it("includes the sales team's replies and the owner in the lookup, and erases them with the mails' copies", async () => {
    const { send, store, enquiry, admin, dataDir, clock } = await setup();
    await send({ method: 'PUT', url: `/api/staff/enquiries/${enquiry.id}/owner`, payload: { ownerId: admin.account.id } });
    await send({
      method: 'POST',
      url: `/api/staff/enquiries/${enquiry.id}/replies`,
      payload: { text: 'Your data is attached.' },
    });
    const [queued] = await store.outbox.due(clock.now, 10);
    const transport = createMailTransport({ dataDir, from: 'Company <no-reply@company.example>' });
    await transport.send(queued!.mail, queued!.id);
    await transport.close();

    const lookup = personDataSchema.parse(
      (await send({ method: 'POST', url: '/api/staff/privacy/lookups', payload: { email: EMAIL } })).json(),
    );
    expect(lookup.enquiries[0]).toMatchObject({
      owner: { id: admin.account.id },
      replies: [expect.objectContaining({ text: 'Your data is attached.' })],
    });

    const response = await send({ method: 'POST', url: '/api/staff/privacy/erasures', payload: { email: EMAIL } });
    expect(response.json()).toMatchObject({ enquiries: 1, mailFiles: 1 });
    expect(await store.enquiries.findTracked(enquiry.id)).toBeUndefined();
    expect(await readdir(path.join(dataDir, OUTBOX_DIR_NAME))).toEqual([]);
    expect(await store.outbox.due(clock.now, 10)).toEqual([]);
  });

  it('shows the newsletter subscription in the lookup, and erases it with its mails and their copies', async () => {
    const { send, store, dataDir, clock } = await setup();
    await store.newsletter.subscribe({ email: 'LAYLA@ministry.example', locale: 'ar', at: clock.now }, (subscription) => [
      { to: subscription.email, subject: 'Confirm', text: 'Confirm', html: '<p>Confirm</p>' },
      { to: subscription.email, subject: 'Again', text: 'Again', html: '<p>Again</p>' },
    ]);
    const [sent] = await store.outbox.due(clock.now, 10);
    const transport = createMailTransport({ dataDir, from: 'Company <no-reply@company.example>' });
    await transport.send(sent!.mail, sent!.id);
    await transport.close();

    const lookup = personDataSchema.parse(
      (await send({ method: 'POST', url: '/api/staff/privacy/lookups', payload: { email: EMAIL } })).json(),
    );
    expect(lookup.newsletter).toEqual([expect.objectContaining({ email: EMAIL, locale: 'ar', state: 'pending' })]);

    const response = await send({ method: 'POST', url: '/api/staff/privacy/erasures', payload: { email: EMAIL } });
    expect(response.json()).toMatchObject({ newsletterSubscriptions: 1, mailFiles: 1 });
    expect(await store.newsletter.findByEmail(EMAIL)).toEqual([]);
    expect(await readdir(path.join(dataDir, OUTBOX_DIR_NAME))).toEqual([]);
    expect(await store.outbox.due(clock.now, 10)).toEqual([]);
  });

  it('answers 400 naming the field for a malformed address', async () => {
    const { send } = await setup();
    const response = await send({ method: 'POST', url: '/api/staff/privacy/erasures', payload: { email: '.*' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'Please enter a valid email address' });
  });
});
