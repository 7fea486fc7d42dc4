import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request } from 'shared-ui';
import { useMutation } from 'shared-ui/query';
import { mockFetch, routerLocation } from 'shared-ui/test-utils';
import { makeSession, renderConsole } from '../../../test-utils';
import { ConsoleFrame } from './console-frame';

function SavingScreen() {
  const save = useMutation({ mutationFn: () => request('/api/staff/jobs', { method: 'POST', body: '{}' }) });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  );
}

test('shows the areas the role may use, who is signed in, and the page', async () => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession({ role: 'recruiter', email: 'rania@staff.example' }) } });
  renderConsole(
    <ConsoleFrame title="Jobs" area="jobs">
      <h1>Jobs</h1>
    </ConsoleFrame>,
    { route: '/staff/jobs' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Staff console' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Jobs', 'Reports']);
  expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('rania@staff.example')).toBeInTheDocument();
  expect(screen.getByText('Recruiter')).toBeInTheDocument();
});

test('an admin sees every area', async () => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession({ role: 'admin' }) } });
  renderConsole(<ConsoleFrame title="Inbox">page</ConsoleFrame>, { route: '/staff/enquiries' });
  const nav = await screen.findByRole('navigation', { name: 'Staff console' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Inbox',
    'Jobs',
    'Reports',
    'Stories',
    'Mail templates',
    'Audit log',
    'Accounts',
    'Privacy',
    'Newsletter',
    'Releases',
    'Site health',
  ]);
});

test.each([
  ['admin', true],
  ['releaser', true],
  ['sales', false],
  ['recruiter', false],
] as const)('the menu offers Releases and Site health to the role %s: %p', async (role, offered) => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession({ role }) } });
  renderConsole(<ConsoleFrame title="Password">page</ConsoleFrame>, { route: '/staff/password' });
  const nav = await screen.findByRole('navigation', { name: 'Staff console' });
  expect(within(nav).queryByRole('link', { name: 'Releases' }) !== null).toBe(offered);
  expect(within(nav).queryByRole('link', { name: 'Site health' }) !== null).toBe(offered);
});

test.each([
  ['marketing', ['Stories', 'Newsletter']],
  ['recruiter', ['Jobs', 'Reports']],
  ['sales', ['Inbox']],
] as const)('the menu of the role %s: %p', async (role, areas) => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession({ role }) } });
  renderConsole(<ConsoleFrame title="Password">page</ConsoleFrame>, { route: '/staff/password' });
  const nav = await screen.findByRole('navigation', { name: 'Staff console' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(areas);
});

test('shows a loading frame, no page, until the session is known; then signed out leads to sign-in and back', async () => {
  mockFetch({ 'GET /api/staff/session': { status: 401, body: { message: 'Please sign in.' } } });
  renderConsole(<ConsoleFrame title="Inbox">secret page</ConsoleFrame>, { route: '/staff/enquiries?status=new' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading the staff console');
  expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  expect(await screen.findByText('Left for /staff/sign-in')).toBeInTheDocument();
  expect(routerLocation().search).toBe(`?next=${encodeURIComponent('/staff/enquiries?status=new')}`);
});

test('tells a role the page is not for it', async () => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession({ role: 'sales' }) } });
  renderConsole(
    <ConsoleFrame title="Accounts" area="accounts">
      accounts page
    </ConsoleFrame>,
    { route: '/staff/accounts' },
  );
  expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  expect(screen.queryByText('accounts page')).not.toBeInTheDocument();
});

test('a one-time password leads to choosing a new one before anything else', async () => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession({ mustChangePassword: true }) } });
  renderConsole(<ConsoleFrame title="Inbox">inbox</ConsoleFrame>, { route: '/staff/enquiries' });
  expect(await screen.findByText('Left for /staff/password')).toBeInTheDocument();
  expect(routerLocation().search).toBe('?next=%2Fstaff%2Fenquiries');
});

test('a call answered 401 (the session ended) leads to sign-in, saying so, and back here after', async () => {
  mockFetch({
    'GET /api/staff/session': { body: makeSession() },
    'POST /api/staff/jobs': { status: 401, body: { message: 'Your session has ended. Please sign in again.' } },
  });
  renderConsole(
    <ConsoleFrame title="New job">
      <SavingScreen />
    </ConsoleFrame>,
    { route: '/staff/jobs/new' },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Left for /staff/sign-in')).toBeInTheDocument();
  expect(routerLocation().search).toBe(`?next=${encodeURIComponent('/staff/jobs/new')}&ended=1`);
});

test('signs out: the session ends, and the sign-in page follows', async () => {
  const fetchMock = mockFetch({
    'GET /api/staff/session': { body: makeSession() },
    'DELETE /api/staff/session': { status: 204 },
  });
  window.sessionStorage.setItem('staff:draft:job:new', '{"title":"Draft"}');
  renderConsole(<ConsoleFrame title="Inbox">inbox</ConsoleFrame>, { route: '/staff/enquiries' });
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  expect(await screen.findByText('Left for /staff/sign-in')).toBeInTheDocument();
  expect(routerLocation().search).toBe('');
  expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/staff/session' && init?.method === 'DELETE')).toBe(true);
  expect(window.sessionStorage.getItem('staff:draft:job:new')).toBeNull();
});
