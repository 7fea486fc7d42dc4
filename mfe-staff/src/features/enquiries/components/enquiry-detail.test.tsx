import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockFetch, sentBody } from 'shared-ui/test-utils';
import { makeEnquiry, makeSession, renderConsole } from '../../../test-utils';
import { EnquiryDetail } from './enquiry-detail';

const URL = '/api/staff/enquiries/enq-1';

// What one test types stays as a draft in the tab; the next starts without it.
afterEach(() => window.sessionStorage.clear());

test('shows the enquiry as sent, and the moves its status allows', async () => {
  mockFetch({ [`GET ${URL}`]: { body: makeEnquiry() } });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry from Layla Haddad' })).toBeInTheDocument();
  expect(screen.getByText('We need an encryption review before the audit.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'layla@client.example' })).toHaveAttribute('href', 'mailto:layla@client.example');
  expect(screen.getByRole('heading', { name: 'Status: New' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start work on it' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close it' })).toBeInTheDocument();
  expect(screen.getByText('No notes yet.')).toBeInTheDocument();
});

test('a status shows at once, and the answer confirms it', async () => {
  const answer = deferred<{ body: unknown }>();
  const fetchMock = mockFetch({ [`GET ${URL}`]: { body: makeEnquiry() }, [`PUT ${URL}/status`]: () => answer.promise });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Close it' }));
  expect(screen.getByRole('heading', { name: 'Status: Closed' })).toBeInTheDocument();
  answer.resolve({ body: makeEnquiry({ status: 'closed' }) });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Reopen it' })).toBeEnabled());
  const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT') ?? [];
  expect(sentBody(init)).toEqual({ status: 'closed' });
});

test('a refused move puts the old status back and says why', async () => {
  mockFetch({
    [`GET ${URL}`]: { body: makeEnquiry() },
    [`PUT ${URL}/status`]: { status: 409, body: { message: 'Someone changed this meanwhile. Reload it and try again.' } },
  });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Start work on it' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Someone changed this meanwhile.');
  expect(screen.getByRole('heading', { name: 'Status: New' })).toBeInTheDocument();
});

test('adds a note, kept as a draft until it is saved', async () => {
  const note = {
    id: 'n1',
    at: '2026-11-21T10:00:00.000Z',
    author: { id: 'a', email: 'sami@staff.example', name: 'Sami Sales' },
    text: 'Called back.',
  };
  mockFetch({
    [`GET ${URL}`]: { body: makeEnquiry() },
    [`POST ${URL}/notes`]: { status: 201, body: makeEnquiry({ notes: [note] }) },
  });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  await userEvent.type(await screen.findByLabelText('New note'), 'Called back.');
  expect(window.sessionStorage.getItem('staff:draft:enquiry-note:enq-1')).toBe('{"text":"Called back."}');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  const notes = await screen.findByRole('list');
  expect(within(notes).getByText('Called back.')).toBeInTheDocument();
  expect(within(notes).getByText(/Sami Sales/)).toBeInTheDocument();
  expect(screen.getByLabelText('New note')).toHaveValue('');
  expect(window.sessionStorage.getItem('staff:draft:enquiry-note:enq-1')).toBeNull();
});

test('an empty note is refused with the API’s message, nothing sent', async () => {
  const fetchMock = mockFetch({ [`GET ${URL}`]: { body: makeEnquiry() } });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Please write a note')).toBeInTheDocument();
  expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
});

test('a note the API refuses shows its message at the field, focused, and stays as typed', async () => {
  mockFetch({
    [`GET ${URL}`]: { body: makeEnquiry() },
    [`POST ${URL}/notes`]: {
      status: 400,
      body: { message: 'Some fields need your attention.', errors: { text: 'A note may not hold a bare link' } },
    },
  });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  await userEvent.type(await screen.findByLabelText('New note'), 'http://example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('A note may not hold a bare link')).toBeInTheDocument();
  expect(screen.getByLabelText('New note')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('New note')).toHaveFocus();
  expect(screen.getByLabelText('New note')).toHaveValue('http://example.com');
});

/** The value shown beside a term of the enquiry's facts. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

test('says which language the enquiry came in, and shows an Arabic message right to left', async () => {
  const message = 'نود مناقشة مراجعة أنظمة التشفير لدينا قبل التدقيق.';
  mockFetch({ [`GET ${URL}`]: { body: makeEnquiry({ locale: 'ar', message }) } });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  await screen.findByRole('heading', { level: 1, name: 'Enquiry from Layla Haddad' });
  expect(fact('Language')).toHaveTextContent('Arabic');
  expect(screen.getByText(message)).toHaveAttribute('dir', 'auto');
});

test('says English for an enquiry sent in English', async () => {
  mockFetch({ [`GET ${URL}`]: { body: makeEnquiry() } });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  await screen.findByRole('heading', { level: 1, name: 'Enquiry from Layla Haddad' });
  expect(fact('Language')).toHaveTextContent('English');
});

const SALES = { id: 'acc-sales', email: 'sami@staff.example', name: 'Sami Sales' };
const COLLEAGUE = { id: 'acc-omar', email: 'omar@staff.example', name: 'Omar Owner' };
const signedInAsSales = {
  'GET /api/staff/session': { body: makeSession({ ...SALES, role: 'sales' }) },
  'GET /api/staff/enquiries/owners': { body: { items: [COLLEAGUE, SALES] } },
};

test('assigns the enquiry to me in one click, then hands it to a colleague', async () => {
  const fetchMock = mockFetch({
    ...signedInAsSales,
    [`GET ${URL}`]: { body: makeEnquiry() },
    [`PUT ${URL}/owner`]: (init) => {
      const { ownerId } = sentBody(init) as { ownerId: string };
      return { body: makeEnquiry({ owner: ownerId === SALES.id ? SALES : COLLEAGUE }) };
    },
  });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  expect(await screen.findByRole('heading', { name: 'Owner: Unassigned' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
  expect(await screen.findByRole('heading', { name: 'Owner: Sami Sales' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();

  await screen.findByRole('option', { name: 'Omar Owner' });
  await userEvent.selectOptions(screen.getByLabelText('Assign to'), 'Omar Owner');
  await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
  expect(await screen.findByRole('heading', { name: 'Owner: Omar Owner' })).toBeInTheDocument();
  const assigned = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => sentBody(init));
  expect(assigned).toEqual([{ ownerId: SALES.id }, { ownerId: COLLEAGUE.id }]);
});

test('shows the API’s reason when an owner is refused', async () => {
  mockFetch({
    ...signedInAsSales,
    [`GET ${URL}`]: { body: makeEnquiry() },
    [`PUT ${URL}/owner`]: {
      status: 400,
      body: { message: 'Not a sales or admin account', errors: { ownerId: 'Not a sales or admin account' } },
    },
  });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  await screen.findByRole('option', { name: 'Omar Owner' });
  await userEvent.selectOptions(screen.getByLabelText('Assign to'), 'Omar Owner');
  await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('Not a sales or admin account')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Owner: Unassigned' })).toBeInTheDocument();
});

test('sends a reply, which then shows among the replies with where its mail stands, and stops the clock', async () => {
  const reply = {
    id: 'r1',
    at: '2026-11-21T10:00:00.000Z',
    author: SALES,
    text: 'Thank you: we can review your keys next week.',
    delivery: { state: 'queued' as const, attempts: 0 },
  };
  const fetchMock = mockFetch({
    ...signedInAsSales,
    [`GET ${URL}`]: { body: makeEnquiry() },
    [`POST ${URL}/replies`]: {
      status: 201,
      body: makeEnquiry({ replies: [reply], firstRepliedAt: reply.at, updatedAt: reply.at }),
    },
  });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  expect(await screen.findByText('No reply yet.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Your reply'), reply.text);
  expect(window.sessionStorage.getItem('staff:draft:enquiry-reply:enq-1')).toBe(JSON.stringify({ text: reply.text }));
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));

  const replies = await screen.findByRole('list', { name: 'Replies sent' });
  expect(within(replies).getByText(reply.text)).toBeInTheDocument();
  expect(within(replies).getByText('Queued for sending')).toBeInTheDocument();
  expect(within(replies).getByText(/Sami Sales/)).toBeInTheDocument();
  expect(fact('First reply')).toHaveTextContent('Replied on time');
  expect(screen.getByLabelText('Your reply')).toHaveValue('');
  expect(window.sessionStorage.getItem('staff:draft:enquiry-reply:enq-1')).toBeNull();
  const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
  expect(sentBody(init)).toEqual({ text: reply.text });
});

test('a reply the API refuses shows its message at the field, focused', async () => {
  mockFetch({
    [`GET ${URL}`]: { body: makeEnquiry() },
    [`POST ${URL}/replies`]: {
      status: 400,
      body: { message: 'Some fields need your attention.', errors: { text: 'A reply is at most 5,000 characters' } },
    },
  });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  await userEvent.type(await screen.findByLabelText('Your reply'), 'Thank you, we will call you.');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByText('A reply is at most 5,000 characters')).toBeInTheDocument();
  expect(screen.getByLabelText('Your reply')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Your reply')).toHaveFocus();
});

test('says when a reply’s mail has gone, or is being tried again', async () => {
  const base = { at: '2026-11-21T10:00:00.000Z', author: SALES };
  mockFetch({
    ...signedInAsSales,
    [`GET ${URL}`]: {
      body: makeEnquiry({
        replies: [
          { ...base, id: 'r1', text: 'First', delivery: { state: 'sent', attempts: 1, sentAt: '2026-11-21T10:01:00.000Z' } },
          { ...base, id: 'r2', text: 'Second', delivery: { state: 'retrying', attempts: 2 } },
        ],
      }),
    },
  });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  const replies = await screen.findByRole('list', { name: 'Replies sent' });
  expect(within(replies).getByText(/^Sent /)).toBeInTheDocument();
  expect(within(replies).getByText('Not delivered yet: 2 tries failed, trying again')).toBeInTheDocument();
});

test('refuses an empty reply with the form’s message, sending nothing', async () => {
  const fetchMock = mockFetch({ ...signedInAsSales, [`GET ${URL}`]: { body: makeEnquiry() } });
  renderConsole(<EnquiryDetail id="enq-1" />, { route: '/staff/enquiries/enq-1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Send reply' }));
  expect(await screen.findByText('Please write a reply')).toBeInTheDocument();
  expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
});
