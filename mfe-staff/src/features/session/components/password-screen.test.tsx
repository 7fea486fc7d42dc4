import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, routerLocation, sentBody, shownToast } from 'shared-ui/test-utils';
import { makeSession, renderConsole } from '../../../test-utils';
import { PasswordScreen } from './password-screen';

const NEW_PASSWORD = 'a few unrelated words here';

async function choose(current: string, password: string, again = password) {
  await userEvent.type(screen.getByLabelText(/^(One-time|Current) password/), current);
  await userEvent.type(screen.getByLabelText(/^New password$/), password);
  await userEvent.type(screen.getByLabelText('New password again'), again);
  await userEvent.click(screen.getByRole('button', { name: /^(Save my password|Change password)$/ }));
}

test('after a one-time password, sends the new one and goes on where the person was going', async () => {
  const fetchMock = mockFetch({
    'GET /api/staff/session': { body: makeSession({ mustChangePassword: true }) },
    'POST /api/staff/password': { body: makeSession() },
  });
  renderConsole(<PasswordScreen />, { route: '/staff/password?next=%2Fstaff%2Fjobs' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose your password' })).toBeInTheDocument();
  await choose('OneTime-9x7Q2m', NEW_PASSWORD);
  expect(await screen.findByText('Left for /staff/jobs')).toBeInTheDocument();
  const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
  expect(sentBody(init)).toEqual({ currentPassword: 'OneTime-9x7Q2m', newPassword: NEW_PASSWORD });
  expect(shownToast()).toMatchObject({ title: 'Password changed', description: 'Your other sessions have ended.' });
});

test('sends nothing while the two new passwords differ', async () => {
  const fetchMock = mockFetch({ 'GET /api/staff/session': { body: makeSession() } });
  renderConsole(<PasswordScreen />, { route: '/staff/password' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeInTheDocument();
  await choose('my current passphrase', NEW_PASSWORD, 'another passphrase here');
  expect(await screen.findByText('The two new passwords are not the same')).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
});

test("shows the API's message at its field, and any other refusal above the form", async () => {
  const wrongCurrent = {
    message: 'Some fields need your attention.',
    errors: { currentPassword: 'This is not your current password' },
  };
  let answer: { status: number; body: unknown } = { status: 400, body: wrongCurrent };
  mockFetch({ 'GET /api/staff/session': { body: makeSession() }, 'POST /api/staff/password': () => answer });
  renderConsole(<PasswordScreen />, { route: '/staff/password' });
  await screen.findByRole('heading', { level: 1, name: 'Change your password' });
  await choose('not my passphrase', NEW_PASSWORD);
  expect(await screen.findByText('This is not your current password')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Some fields need your attention.')).not.toBeInTheDocument();

  answer = { status: 429, body: { message: 'Too many attempts. Try again in a minute.' } };
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Too many attempts. Try again in a minute.')).toHaveAttribute('role', 'alert');
  expect(screen.queryByText('This is not your current password')).not.toBeInTheDocument();
  expect(routerLocation().pathname).toBe('/staff/password');
});
