import { type ContactEnquiry, contactEnquirySchema } from 'contracts';
import { enquiryPageSchema, firstResponseDue, trackedEnquirySchema } from 'contracts/staff';
import type { InjectOptions } from 'fastify';
import { pseudonymsWith } from '../../../staff/pseudonyms';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { validEnquiry } from '../../../test-support/submissions';
import { closeTestApps, createTestApp, TEST_PSEUDONYM_KEY } from '../../../test-support/test-app';
import { CHANGED_MEANWHILE_MESSAGE } from '../common';
import { ENQUIRY_NOT_FOUND_MESSAGE } from './index';

afterEach(closeTestApps);

const MINUTE_MS = 60_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function setup() {
  const testApp = await createTestApp();
  const { app, store, clock } = testApp;
  const sales = await signedInStaff(app, store, 'sales');
  const send = (options: InjectOptions) => app.inject(asStaff(sales, options));
  const addEnquiry = async (overrides: Partial<ContactEnquiry> = {}) => {
    const enquiry = await store.enquiries.create(contactEnquirySchema.parse(validEnquiry(overrides)), () => []);
    clock.now = new Date(clock.now.getTime() + MINUTE_MS);
    return enquiry;
  };
  /** The inbox's search, its filters written as a query string for short (they travel in the body). */
  const search = (query: string) =>
    send({ method: 'POST', url: '/api/staff/enquiries/search', payload: Object.fromEntries(new URLSearchParams(query)) });
  return { ...testApp, sales, send, search, addEnquiry };
}

const listIds = (body: unknown) => enquiryPageSchema.parse(body).items.map((item) => item.id);

describe('POST /api/staff/enquiries/search', () => {
  it('lists enquiries newest first with status, no notes, and the page it is', async () => {
    const { search, addEnquiry } = await setup();
    const first = await addEnquiry();
    const second = await addEnquiry({ name: 'Bilal Haddad' });
    const response = await search('');
    expect(response.statusCode).toBe(200);
    const page = enquiryPageSchema.parse(response.json());
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((item) => [item.id, item.status])).toEqual([
      [second.id, 'new'],
      [first.id, 'new'],
    ]);
    expect(response.json().items[0]).not.toHaveProperty('notes');
  });

  it('filters by service, status, days received (whole days, inclusive) and text', async () => {
    const { search, addEnquiry, store, clock } = await setup();
    clock.now = new Date('2026-11-19T23:30:00.000Z');
    const early = await addEnquiry({ service: 'encryption', message: 'Key management for a central bank, please call.' });
    clock.now = new Date('2026-11-20T12:00:00.000Z');
    const middle = await addEnquiry({ company: 'Port Authority' });
    clock.now = new Date('2026-11-21T00:00:00.000Z');
    const late = await addEnquiry({ email: 'carla@bank.example', name: 'Carla Mendes' });
    await store.enquiries.moveStatus(middle.id, 'new', 'in progress', clock.now);
    const ids = async (query: string) => listIds((await search(query)).json());

    expect(await ids('service=encryption')).toEqual([early.id]);
    expect(await ids('status=in%20progress')).toEqual([middle.id]);
    expect(await ids('status=new')).toEqual([late.id, early.id]);
    expect(await ids('receivedFrom=2026-11-20&receivedTo=2026-11-20')).toEqual([middle.id]);
    expect(await ids('receivedTo=2026-11-20')).toEqual([middle.id, early.id]);
    // Midnight in Doha is 21:00 UTC the day before: the enquiry of 23:30 UTC on the 19th is on Doha's 20th.
    expect(await ids('receivedFrom=2026-11-20T00:00:00%2B03:00')).toEqual([late.id, middle.id, early.id]);
    expect(await ids('receivedFrom=2026-11-20T03:00:00%2B03:00')).toEqual([late.id, middle.id]);
    expect(await ids('q=port%20AUTHORITY')).toEqual([middle.id]);
    expect(await ids('q=carla@bank')).toEqual([late.id]);
    expect(await ids('q=&sort=oldest')).toEqual([early.id, middle.id, late.id]);
  });

  it('writes one audit entry for a list: who, which filters (the search text by its pseudonym), how many rows', async () => {
    const { search, addEnquiry, store, sales } = await setup();
    for (let index = 0; index < 25; index += 1) await addEnquiry({ email: 'carla@bank.example' });
    const response = await search('status=new&q=Carla@Bank.example&pageSize=100');
    expect(enquiryPageSchema.parse(response.json()).items).toHaveLength(25);

    const audit = await store.auditLog.list({}, { page: 1, pageSize: 100 });
    expect(audit.items.filter((entry) => entry.action !== 'session.signed-in')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ type: 'staff', id: sales.account.id }),
        action: 'enquiry.listed',
        target: { type: 'enquiry', id: '*' },
        details: {
          status: 'new',
          q: pseudonymsWith(TEST_PSEUDONYM_KEY).person('carla@bank.example'),
          sort: 'newest',
          page: 1,
          pageSize: 100,
          rows: 25,
          total: 25,
        },
      }),
    ]);
    expect(JSON.stringify(audit.items)).not.toMatch(/carla/i);
  });

  it('pages in a stable order: every enquiry once, the same order every time, even those that arrived together', async () => {
    const { search, store } = await setup();
    const created = [];
    for (let index = 0; index < 7; index += 1)
      created.push(await store.enquiries.create(contactEnquirySchema.parse(validEnquiry()), () => []));
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      pages.push(...listIds((await search(`page=${page}&pageSize=3`)).json()));
    }
    expect(pages).toHaveLength(7);
    expect(new Set(pages)).toEqual(new Set(created.map((item) => item.id)));
    expect(listIds((await search('pageSize=7')).json())).toEqual(pages);
  });

  it.each([
    ['service=plumbing', { service: 'Unknown service' }],
    ['status=archived', { status: 'Choose new, in progress or closed' }],
    ['receivedFrom=yesterday', { receivedFrom: 'Use a date such as 2026-11-21' }],
    ['receivedFrom=2026-11-21&receivedTo=2026-11-20', { receivedTo: 'The end of the range must not come before its start' }],
    [`q=${'x'.repeat(101)}`, { q: 'Search text cannot exceed 100 characters' }],
    ['sort=name', { sort: 'Sort by newest or oldest' }],
    ['page=0', { page: 'Page starts at 1' }],
    ['page=two', { page: 'Page must be a whole number' }],
    ['pageSize=101', { pageSize: 'Page size cannot exceed 100' }],
    ['colour=red', { colour: 'Unknown field' }],
  ])('answers 400 naming the field for %s', async (query, errors) => {
    const { search } = await setup();
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });
});

describe('GET /api/staff/enquiries/:id', () => {
  it('shows the whole enquiry with its notes, and records who looked at it', async () => {
    const { send, addEnquiry, store, sales } = await setup();
    const enquiry = await addEnquiry();
    const response = await send({ method: 'GET', url: `/api/staff/enquiries/${enquiry.id}` });
    expect(trackedEnquirySchema.parse(response.json())).toEqual({
      ...enquiry,
      status: 'new',
      notes: [],
      updatedAt: enquiry.receivedAt,
      owner: null,
      firstResponseDueAt: firstResponseDue(enquiry.receivedAt, enquiry.service),
      firstRepliedAt: null,
      replies: [],
    });
    const [entry] = (await store.auditLog.list({ targetId: enquiry.id }, { page: 1, pageSize: 5 })).items;
    expect(entry).toMatchObject({
      action: 'enquiry.viewed',
      actor: { type: 'staff', id: sales.account.id, email: sales.account.email, role: 'sales' },
      target: { type: 'enquiry', id: enquiry.id },
    });
  });

  it('gives the language the enquiry came in, in the inbox and in the enquiry', async () => {
    const { send, search, addEnquiry } = await setup();
    const arabic = await addEnquiry({ locale: 'ar' });
    await addEnquiry();
    expect((await search('')).json().items.map((item: { locale: string }) => item.locale)).toEqual(['en', 'ar']);
    expect((await send({ method: 'GET', url: `/api/staff/enquiries/${arabic.id}` })).json()).toMatchObject({ locale: 'ar' });
  });

  it.each([UNKNOWN_ID, 'not an id!'])("answers 404 'Enquiry not found' for %s", async (id) => {
    const { send } = await setup();
    const response = await send({ method: 'GET', url: `/api/staff/enquiries/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ENQUIRY_NOT_FOUND_MESSAGE });
  });
});

describe('PUT /api/staff/enquiries/:id/status', () => {
  it('moves new → in progress → closed, and reopens a closed one, each move in the audit log', async () => {
    const { send, addEnquiry, store, clock } = await setup();
    const enquiry = await addEnquiry();
    for (const status of ['in progress', 'closed', 'in progress', 'closed'] as const) {
      const response = await send({ method: 'PUT', url: `/api/staff/enquiries/${enquiry.id}/status`, payload: { status } });
      expect(response.statusCode).toBe(200);
      expect(trackedEnquirySchema.parse(response.json())).toMatchObject({ status, updatedAt: clock.now.toISOString() });
    }
    const moves = (await store.auditLog.list({ action: 'enquiry.status-changed' }, { page: 1, pageSize: 10 })).items;
    expect(moves.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { from: 'new', to: 'in progress' },
        { from: 'in progress', to: 'closed' },
        { from: 'closed', to: 'in progress' },
      ]),
    );
  });

  it('closes a new enquiry at once', async () => {
    const { send, addEnquiry } = await setup();
    const enquiry = await addEnquiry();
    const response = await send({
      method: 'PUT',
      url: `/api/staff/enquiries/${enquiry.id}/status`,
      payload: { status: 'closed' },
    });
    expect(response.json().status).toBe('closed');
  });

  it.each([
    ['new', 'new'],
    ['in progress', 'new'],
    ['in progress', 'in progress'],
    ['closed', 'new'],
  ] as const)('refuses %s → %s with 409', async (from, to) => {
    const { send, addEnquiry, store, clock } = await setup();
    const enquiry = await addEnquiry();
    if (from !== 'new') await store.enquiries.moveStatus(enquiry.id, 'new', from, clock.now);
    const response = await send({ method: 'PUT', url: `/api/staff/enquiries/${enquiry.id}/status`, payload: { status: to } });
    expect(response.statusCode).toBe(409);
    expect((await store.enquiries.findTracked(enquiry.id))?.status).toBe(from);
  });

  it('lets one of two simultaneous moves win and tells the other that the enquiry changed', async () => {
    const { send, addEnquiry } = await setup();
    const enquiry = await addEnquiry();
    const responses = await Promise.all(
      (['closed', 'closed'] as const).map((status) =>
        send({ method: 'PUT', url: `/api/staff/enquiries/${enquiry.id}/status`, payload: { status } }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().message).toMatch(
      new RegExp(`${CHANGED_MEANWHILE_MESSAGE}|cannot become`),
    );
  });

  it.each([
    [{ status: 'done' }, { status: 'Choose new, in progress or closed' }],
    [{}, { status: 'Choose new, in progress or closed' }],
    [{ status: 'closed', note: 'x' }, { note: 'Unknown field' }],
  ])('answers 400 naming the field for %j', async (payload, errors) => {
    const { send, addEnquiry } = await setup();
    const enquiry = await addEnquiry();
    const response = await send({ method: 'PUT', url: `/api/staff/enquiries/${enquiry.id}/status`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('answers 404 for an unknown enquiry', async () => {
    const { send } = await setup();
    const response = await send({
      method: 'PUT',
      url: `/api/staff/enquiries/${UNKNOWN_ID}/status`,
      payload: { status: 'closed' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/staff/enquiries/:id/notes', () => {
  it('adds a note signed by its author and records it, without its text, in the audit log', async () => {
    const { send, addEnquiry, store, sales, clock } = await setup();
    const enquiry = await addEnquiry();
    const response = await send({
      method: 'POST',
      url: `/api/staff/enquiries/${enquiry.id}/notes`,
      payload: { text: '  Called back, meeting on Monday.  ' },
    });
    expect(response.statusCode).toBe(201);
    const [note] = trackedEnquirySchema.parse(response.json()).notes;
    expect(note).toEqual({
      id: expect.any(String),
      at: clock.now.toISOString(),
      author: { id: sales.account.id, email: sales.account.email, name: sales.account.name },
      text: 'Called back, meeting on Monday.',
    });
    const [entry] = (await store.auditLog.list({ action: 'enquiry.noted' }, { page: 1, pageSize: 5 })).items;
    expect(entry).toMatchObject({ target: { type: 'enquiry', id: enquiry.id }, details: { noteId: note!.id } });
    expect(JSON.stringify(entry)).not.toContain('Monday');
  });

  it.each([
    [{ text: '   ' }, { text: 'Please write a note' }],
    [{}, { text: 'Please write a note' }],
    [{ text: 'x'.repeat(5001) }, { text: 'A note cannot exceed 5000 characters' }],
  ])('answers 400 naming the field for %j', async (payload, errors) => {
    const { send, addEnquiry } = await setup();
    const enquiry = await addEnquiry();
    const response = await send({ method: 'POST', url: `/api/staff/enquiries/${enquiry.id}/notes`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('answers 404 for an unknown enquiry', async () => {
    const { send } = await setup();
    const response = await send({ method: 'POST', url: `/api/staff/enquiries/${UNKNOWN_ID}/notes`, payload: { text: 'Hello' } });
    expect(response.statusCode).toBe(404);
  });
});
