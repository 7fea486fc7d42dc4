import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, sentBody } from 'shared-ui/test-utils';
import { makeAccount, makeSession, page, renderConsole } from '../../../test-utils';
import { Accounts } from './accounts';

const LIST = 'GET /api/staff/accounts?page=1&pageSize=100';
const me = makeAccount();
const rania = makeAccount({ id: 'acc-rania', email: 'rania@staff.example', name: 'Rania', role: 'recruiter' });

// What one test types stays as a draft in the tab; the next starts without it.
afterEach(() => window.sessionStorage.clear());

test('lists the accounts; one’s own has no actions', async () => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession() }, [LIST]: { body: page([me, rania]) } });
  renderConsole(<Accounts />, { route: '/staff/accounts' });
  const table = await screen.findByRole('table', { name: 'Staff accounts' });
  const own = within(table).getByRole('row', { name: /ada@staff\.example/ });
  expect(await within(own).findByText('Your own account')).toBeInTheDocument();
  expect(within(own).queryByRole('button')).not.toBeInTheDocument();
  const other = within(table).getByRole('row', { name: /rania@staff\.example/ });
  expect(within(other).getByRole('combobox', { name: 'Role of rania@staff.example' })).toHaveValue('recruiter');
  expect(within(other).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
});

test('creates an account and shows its one-time password once', async () => {
  const fetchMock = mockFetch({
    'GET /api/staff/session': { body: makeSession() },
    [LIST]: { body: page([me]) },
    'POST /api/staff/accounts': {
      status: 201,
      body: {
        account: makeAccount({
          id: 'acc-new',
          email: 'sami@staff.example',
          role: 'sales',
          mustChangePassword: true,
          oneTimePasswordExpiresAt: '2026-11-23T09:00:00.000Z',
        }),
        password: 'Vq7-tR2p-Kx9m-Lw4z',
      },
    },
  });
  renderConsole(<Accounts />, { route: '/staff/accounts' });
  const form = await screen.findByRole('form', { name: 'New account' });
  await userEvent.type(within(form).getByLabelText(/^E-mail/), 'Sami@Staff.example');
  await userEvent.selectOptions(within(form).getByLabelText(/^Role/), 'sales');
  await userEvent.click(within(form).getByRole('button', { name: 'Create the account' }));
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('Account created for sami@staff.example');
  expect(within(notice).getByText('Vq7-tR2p-Kx9m-Lw4z')).toBeInTheDocument();
  expect(notice).toHaveTextContent(/It signs in until .+ \(72 hours\); after that, reset the password/);
  expect(
    within(notice).getByText((_, element) => element?.getAttribute('datetime') === '2026-11-23T09:00:00.000Z'),
  ).toBeVisible();
  const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
  expect(sentBody(init)).toEqual({ email: 'sami@staff.example', name: '', role: 'sales' });
  expect(within(form).getByLabelText(/^E-mail/)).toHaveValue('');

  await userEvent.click(within(notice).getByRole('button', { name: 'Done, hide it' }));
  expect(screen.queryByText('Vq7-tR2p-Kx9m-Lw4z')).not.toBeInTheDocument();
});

test('an e-mail that has an account already is refused at its field', async () => {
  mockFetch({
    'GET /api/staff/session': { body: makeSession() },
    [LIST]: { body: page([me]) },
    'POST /api/staff/accounts': { status: 409, body: { message: 'This e-mail already has an account.' } },
  });
  renderConsole(<Accounts />, { route: '/staff/accounts' });
  const form = await screen.findByRole('form', { name: 'New account' });
  await userEvent.type(within(form).getByLabelText(/^E-mail/), 'ada@staff.example');
  await userEvent.click(within(form).getByRole('button', { name: 'Create the account' }));
  expect(await within(form).findByText('This e-mail already has an account.')).toBeInTheDocument();
});

test("the API's message about another field lands at that field", async () => {
  mockFetch({
    'GET /api/staff/session': { body: makeSession() },
    [LIST]: { body: page([me]) },
    'POST /api/staff/accounts': {
      status: 400,
      body: { message: 'Some fields need your attention.', errors: { name: 'Names hold no control characters' } },
    },
  });
  renderConsole(<Accounts />, { route: '/staff/accounts' });
  const form = await screen.findByRole('form', { name: 'New account' });
  await userEvent.type(within(form).getByLabelText(/^E-mail/), 'sami@staff.example');
  await userEvent.type(within(form).getByLabelText(/^Name/), 'Sami');
  await userEvent.click(within(form).getByRole('button', { name: 'Create the account' }));
  expect(await within(form).findByText('Names hold no control characters')).toBeInTheDocument();
  expect(within(form).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByLabelText(/^Name/)).toHaveFocus();
  expect(within(form).getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid', 'true');
});

test('changes a role, and disables an account after asking', async () => {
  let stored = rania;
  const fetchMock = mockFetch({
    'GET /api/staff/session': { body: makeSession() },
    [LIST]: () => ({ body: page([me, stored]) }),
    'PATCH /api/staff/accounts/acc-rania': (init) => {
      stored = { ...stored, ...(sentBody(init) as object) };
      return { body: stored };
    },
  });
  renderConsole(<Accounts />, { route: '/staff/accounts' });
  const row = await screen.findByRole('row', { name: /rania@staff\.example/ });
  await userEvent.selectOptions(within(row).getByRole('combobox'), 'admin');
  await userEvent.click(within(row).getByRole('button', { name: 'Change' }));
  await userEvent.click(within(row).getByRole('button', { name: 'Disable' }));
  const dialog = screen.getByRole('dialog', { name: 'Disable rania@staff.example?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
  await waitFor(() => expect(within(row).getByText('Disabled')).toBeInTheDocument());
  const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => sentBody(init));
  expect(patches).toEqual([{ role: 'admin' }, { disabled: true }]);
});

test('says which one-time passwords have expired, and which still wait for a first sign-in', async () => {
  const waiting = makeAccount({
    id: 'acc-waiting',
    email: 'waiting@staff.example',
    mustChangePassword: true,
    oneTimePasswordExpiresAt: new Date(Date.now() + 60_000).toISOString(),
  });
  const expired = makeAccount({
    id: 'acc-expired',
    email: 'expired@staff.example',
    mustChangePassword: true,
    oneTimePasswordExpiresAt: new Date(Date.now() - 60_000).toISOString(),
  });
  mockFetch({ 'GET /api/staff/session': { body: makeSession() }, [LIST]: { body: page([me, waiting, expired]) } });
  renderConsole(<Accounts />, { route: '/staff/accounts' });
  expect(await screen.findByRole('row', { name: /waiting@staff\.example/ })).toHaveTextContent('Awaiting first sign-in');
  expect(screen.getByRole('row', { name: /expired@staff\.example/ })).toHaveTextContent('One-time password expired');
});
