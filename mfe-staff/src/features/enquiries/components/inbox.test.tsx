import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeEnquiry, mockFetch, page, renderConsole, routerLocation } from '../../../test-utils';
import { Inbox } from './inbox';

const FIRST = '/api/staff/enquiries?sort=newest&page=1&pageSize=20';
// Rows of the inbox come without their notes.
const row = (overrides: Parameters<typeof makeEnquiry>[0] = {}) => {
  const { notes: _notes, ...summary } = makeEnquiry(overrides);
  return summary;
};
const enquiries = [
  row(),
  row({ id: 'enq-2', name: 'Omar Khalil', email: 'omar@bank.example', company: '', service: 'cybersecurity', status: 'closed' }),
];

test('lists the enquiries as a table, each leading to its page', async () => {
  mockFetch({ [`GET ${FIRST}`]: { body: page(enquiries, 45) } });
  renderConsole(<Inbox />, { route: '/staff/enquiries' });
  const table = await screen.findByRole('table', { name: 'Enquiries' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('Layla Haddad');
  expect(rows[1]).toHaveTextContent('Encryption Technologies');
  expect(rows[1]).toHaveTextContent('New');
  expect(rows[2]).toHaveTextContent('Closed');
  expect(within(table).getByRole('link', { name: 'Omar Khalil' })).toHaveAttribute('href', '/staff/enquiries/enq-2');
  expect(within(table).getByRole('columnheader', { name: /Received/ })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByText('Page 1 of 3 (45 in all)')).toBeInTheDocument();
});

test('sorting, paging and filtering write the URL, and the API is asked for that', async () => {
  const fetchMock = mockFetch({
    [`GET ${FIRST}`]: { body: page(enquiries, 45) },
    'GET /api/staff/enquiries?sort=oldest&page=1&pageSize=20': { body: page([...enquiries].reverse(), 45) },
    'GET /api/staff/enquiries?sort=oldest&page=2&pageSize=20': { body: page(enquiries, 45) },
    'GET /api/staff/enquiries?status=new&q=layla&sort=oldest&page=1&pageSize=20': { body: page([enquiries[0]]) },
  });
  renderConsole(<Inbox />, { route: '/staff/enquiries' });
  await userEvent.click(await screen.findByRole('button', { name: /Received/ }));
  expect(routerLocation().search).toBe('?sort=oldest');
  expect(await screen.findByRole('columnheader', { name: /Received/ })).toHaveAttribute('aria-sort', 'ascending');

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(routerLocation().search).toBe('?sort=oldest&page=2');

  const filters = screen.getByRole('search', { name: 'Filter enquiries' });
  await userEvent.type(within(filters).getByLabelText('Search'), 'layla');
  await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'new');
  await userEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(routerLocation().search).toBe('?sort=oldest&q=layla&status=new'));
  expect(await screen.findByText('Page 1 of 1 (1 in all)')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/staff/enquiries?status=new&q=layla&sort=oldest&page=1&pageSize=20',
    expect.anything(),
  );
});

test("refuses a filter the API would refuse, with the API's message", async () => {
  mockFetch({ [`GET ${FIRST}`]: { body: page(enquiries) } });
  renderConsole(<Inbox />, { route: '/staff/enquiries' });
  const filters = await screen.findByRole('search', { name: 'Filter enquiries' });
  await userEvent.type(within(filters).getByLabelText('Received from'), '2026-11-30');
  await userEvent.type(within(filters).getByLabelText('Received until'), '2026-11-01');
  await userEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
  expect(await screen.findByText('The end of the range must not come before its start')).toBeInTheDocument();
  expect(routerLocation().search).toBe('');
});

test('says when nothing matches', async () => {
  mockFetch({ 'GET /api/staff/enquiries?status=closed&sort=newest&page=1&pageSize=20': { body: page([]) } });
  renderConsole(<Inbox />, { route: '/staff/enquiries?status=closed' });
  expect(await screen.findByText('No enquiry matches these filters.')).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveValue('closed');
});
