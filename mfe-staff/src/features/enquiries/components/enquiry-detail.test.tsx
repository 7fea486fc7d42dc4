import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockFetch, sentBody } from 'shared-ui/test-utils';
import { makeEnquiry, renderConsole } from '../../../test-utils';
import { EnquiryDetail } from './enquiry-detail';

const URL = '/api/staff/enquiries/enq-1';

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
  expect(fetchMock).toHaveBeenCalledTimes(1);
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
