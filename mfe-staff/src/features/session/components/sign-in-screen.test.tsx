import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, routerLocation, sentBody } from 'shared-ui/test-utils';
import { makeSession, renderConsole } from '../../../test-utils';
import { SignInScreen } from './sign-in-screen';

const signedOut = { 'GET /api/staff/session': { status: 401, body: { message: 'Please sign in.' } } };

async function signIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('signs in and goes back where the person was going', async () => {
  const fetchMock = mockFetch({ ...signedOut, 'POST /api/staff/session': { body: makeSession({ role: 'sales' }) } });
  renderConsole(<SignInScreen />, { route: '/staff/sign-in?next=%2Fstaff%2Fenquiries%3Fstatus%3Dnew' });
  expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
  await signIn('Sami@Staff.example', 'a long enough passphrase');
  expect(await screen.findByText('Left for /staff/enquiries')).toBeInTheDocument();
  expect(routerLocation().search).toBe('?status=new');
  const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
  expect(sentBody(init)).toEqual({ email: 'sami@staff.example', password: 'a long enough passphrase' });
});

test('after a one-time password, leads to choosing a password first', async () => {
  mockFetch({ ...signedOut, 'POST /api/staff/session': { body: makeSession({ mustChangePassword: true }) } });
  renderConsole(<SignInScreen />, { route: '/staff/sign-in?next=%2Fstaff%2Fjobs' });
  await signIn('new@staff.example', 'OneTime-9x7Q2m');
  expect(await screen.findByText('Left for /staff/password')).toBeInTheDocument();
  expect(routerLocation().search).toBe('?next=%2Fstaff%2Fjobs');
});

test("says the API's refusal and stays, what was typed kept", async () => {
  mockFetch({ ...signedOut, 'POST /api/staff/session': { status: 401, body: { message: 'Wrong e-mail or password.' } } });
  renderConsole(<SignInScreen />, { route: '/staff/sign-in' });
  await signIn('ada@staff.example', 'not my password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
  expect(screen.getByLabelText('E-mail')).toHaveValue('ada@staff.example');
});

test("shows the API's message about a field at that field, its sentence above the form", async () => {
  mockFetch({
    ...signedOut,
    'POST /api/staff/session': {
      status: 400,
      body: { message: 'Some fields need your attention.', errors: { password: 'Wrong e-mail or password' } },
    },
  });
  renderConsole(<SignInScreen />, { route: '/staff/sign-in' });
  await signIn('ada@staff.example', 'not my password');
  expect(await screen.findByText('Wrong e-mail or password')).toBeInTheDocument();
  expect(screen.getByText('Some fields need your attention.')).toHaveAttribute('role', 'alert');
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid', 'true');
});

test('says a one-time password has expired, and whom to ask for a new one', async () => {
  const expired = 'This one-time password has expired. Ask an admin for a new one (the staff console, Accounts: Reset password).';
  mockFetch({ ...signedOut, 'POST /api/staff/session': { status: 401, body: { message: expired } } });
  renderConsole(<SignInScreen />, { route: '/staff/sign-in' });
  await signIn('new@staff.example', 'OneTime-9x7Q2m');
  expect(await screen.findByRole('alert')).toHaveTextContent(expired);
});

test("checks the fields with the API's own schema before sending", async () => {
  const fetchMock = mockFetch(signedOut);
  renderConsole(<SignInScreen />, { route: '/staff/sign-in' });
  await signIn('not an address', 'x');
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
});

test('says a session ended, and never leads to another site', async () => {
  mockFetch({ ...signedOut, 'POST /api/staff/session': { body: makeSession() } });
  renderConsole(<SignInScreen />, { route: '/staff/sign-in?next=https%3A%2F%2Fevil.example&ended=1' });
  expect(screen.getByRole('status')).toHaveTextContent('Your session has ended.');
  await signIn('ada@staff.example', 'a long enough passphrase');
  expect(await screen.findByText('Left for /staff')).toBeInTheDocument();
});

test('a person already signed in goes straight on', async () => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession() } });
  renderConsole(<SignInScreen />, { route: '/staff/sign-in?next=%2Fstaff%2Faudit' });
  expect(await screen.findByText('Left for /staff/audit')).toBeInTheDocument();
});
