import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, routerLocation, sentBody } from 'shared-ui/test-utils';
import { makeEnquiry, page, renderConsole } from '../../../test-utils';
import { Inbox } from './inbox';

const SEARCH = 'POST /api/staff/enquiries/search';
const FIRST = { sort: 'newest', page: 1, pageSize: 20 };
/** The inbox's search answered by its body: each answer's key is the JSON of the query it answers. */
const searchAnswers = (answers: Record<string, unknown>) => (init?: RequestInit) => {
  const body = answers[JSON.stringify(sentBody(init))];
  return body ? { body } : { status: 500, body: { message: `unexpected ${String(init?.body)}` } };
};
// Rows of the inbox come without their notes and replies.
const row = (overrides: Parameters<typeof makeEnquiry>[0] = {}) => {
  const { notes: _notes, replies: _replies, ...summary } = makeEnquiry(overrides);
  return summary;
};
const enquiries = [
  row(),
  row({
    id: 'enq-2',
    name: 'Omar Khalil',
    email: 'omar@bank.example',
    company: '',
    service: 'cybersecurity',
    status: 'closed',
    locale: 'ar',
  }),
];

test('lists the enquiries as a table, each leading to its page', async () => {
  mockFetch({ [SEARCH]: searchAnswers({ [JSON.stringify(FIRST)]: page(enquiries, 45) }) });
  renderConsole(<Inbox />, { route: '/staff/enquiries' });
  const table = await screen.findByRole('table', { name: 'Enquiries' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('Layla Haddad');
  expect(rows[1]).toHaveTextContent('Encryption Technologies');
  expect(rows[1]).toHaveTextContent('New');
  expect(rows[2]).toHaveTextContent('Closed');
  expect(within(table).getByRole('columnheader', { name: 'Language' })).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('cell', { name: 'English' })).toBeInTheDocument();
  expect(within(rows[2]!).getByRole('cell', { name: 'Arabic' })).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'Omar Khalil' })).toHaveAttribute('href', '/staff/enquiries/enq-2');
  expect(within(table).getByRole('columnheader', { name: /Received/ })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByText('Page 1 of 3 (45 in all)')).toBeInTheDocument();
});

test('sorting, paging and filtering write the URL (never the search text), and the API is asked for that in a body', async () => {
  const filtered = { status: 'new', q: 'layla@client.example', sort: 'oldest', page: 1, pageSize: 20 };
  const fetchMock = mockFetch({
    [SEARCH]: searchAnswers({
      [JSON.stringify(FIRST)]: page(enquiries, 45),
      [JSON.stringify({ sort: 'oldest', page: 1, pageSize: 20 })]: page([...enquiries].reverse(), 45),
      [JSON.stringify({ sort: 'oldest', page: 2, pageSize: 20 })]: page(enquiries, 45),
      [JSON.stringify(filtered)]: page([enquiries[0]]),
    }),
  });
  renderConsole(<Inbox />, { route: '/staff/enquiries' });
  await userEvent.click(await screen.findByRole('button', { name: /Received/ }));
  expect(routerLocation().search).toBe('?sort=oldest');
  expect(await screen.findByRole('columnheader', { name: /Received/ })).toHaveAttribute('aria-sort', 'ascending');

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(routerLocation().search).toBe('?sort=oldest&page=2');

  const filters = screen.getByRole('search', { name: 'Filter enquiries' });
  await userEvent.type(within(filters).getByLabelText('Search'), 'layla@client.example');
  await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'new');
  await userEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(routerLocation().search).toBe('?sort=oldest&status=new'));
  expect(routerLocation().state).toEqual({ q: 'layla@client.example' });
  expect(await screen.findByText('Page 1 of 1 (1 in all)')).toBeInTheDocument();
  expect(within(screen.getByRole('search', { name: 'Filter enquiries' })).getByLabelText('Search')).toHaveValue(
    'layla@client.example',
  );
  expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toContainEqual(['/api/staff/enquiries/search', 'POST']);
  expect(fetchMock.mock.calls.map(([url]) => String(url)).join(' ')).not.toContain('layla');
});

test("refuses a filter the API would refuse, with the API's message", async () => {
  mockFetch({ [SEARCH]: searchAnswers({ [JSON.stringify(FIRST)]: page(enquiries) }) });
  renderConsole(<Inbox />, { route: '/staff/enquiries' });
  const filters = await screen.findByRole('search', { name: 'Filter enquiries' });
  await userEvent.type(within(filters).getByLabelText('Received from'), '2026-11-30');
  await userEvent.type(within(filters).getByLabelText('Received until'), '2026-11-01');
  await userEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
  expect(await screen.findByText('The end of the range must not come before its start')).toBeInTheDocument();
  expect(routerLocation().search).toBe('');
});

test('says when nothing matches', async () => {
  mockFetch({ [SEARCH]: searchAnswers({ [JSON.stringify({ status: 'closed', ...FIRST })]: page([]) }) });
  renderConsole(<Inbox />, { route: '/staff/enquiries?status=closed' });
  expect(await screen.findByText('No enquiry matches these filters.')).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveValue('closed');
});

test('shows each row’s owner and first-response clock in words', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-24T05:50:00.000Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
  try {
    const rows = [
      row({ owner: { id: 'acc-sales', email: 'sami@staff.example', name: 'Sami Sales' } }),
      row({ id: 'enq-2', firstResponseDueAt: '2026-11-23T03:50:00.000Z' }),
      row({ id: 'enq-3', firstRepliedAt: '2026-11-21T10:00:00.000Z' }),
    ];
    mockFetch({ [SEARCH]: searchAnswers({ [JSON.stringify(FIRST)]: page(rows) }) });
    renderConsole(<Inbox />, { route: '/staff/enquiries' });
    const table = await screen.findByRole('table', { name: 'Enquiries' });
    const [, mine, overdue, replied] = within(table).getAllByRole('row');
    expect(within(table).getByRole('columnheader', { name: 'First reply' })).toBeInTheDocument();
    expect(mine).toHaveTextContent('Sami Sales');
    expect(mine).toHaveTextContent('3 h 40 min left');
    expect(overdue).toHaveTextContent('Unassigned');
    expect(overdue).toHaveTextContent('Overdue by 1 day 2 h');
    expect(replied).toHaveTextContent('Replied on time');
  } finally {
    jest.useRealTimers();
  }
});

test('the Mine filter asks the API for my enquiries and keeps it in the URL', async () => {
  const mine = { owner: 'me', sort: 'newest', page: 1, pageSize: 20 };
  mockFetch({
    [SEARCH]: searchAnswers({ [JSON.stringify(FIRST)]: page(enquiries, 2), [JSON.stringify(mine)]: page([enquiries[0]]) }),
  });
  renderConsole(<Inbox />, { route: '/staff/enquiries' });
  const owner = await screen.findByRole('group', { name: 'Owner' });
  expect(within(owner).getByRole('button', { name: 'Everyone’s' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(owner).getByRole('button', { name: 'Mine' }));
  await waitFor(() => expect(routerLocation().search).toBe('?owner=me'));
  expect(await screen.findByText('Page 1 of 1 (1 in all)')).toBeInTheDocument();
  expect(within(owner).getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
});

test('the clock’s words move on while the inbox stays open', async () => {
  // Only the clock and setInterval are fake: React Query and the screen keep real timeouts.
  jest.useFakeTimers({
    now: new Date('2026-11-24T08:00:00.000Z'),
    doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearImmediate'],
  });
  try {
    mockFetch({ [SEARCH]: searchAnswers({ [JSON.stringify(FIRST)]: page([row()]) }) });
    renderConsole(<Inbox />, { route: '/staff/enquiries' });
    expect(await screen.findByText('1 h 30 min left')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2 * 60 * 60_000));
    expect(screen.getByText('Overdue by 30 min')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
