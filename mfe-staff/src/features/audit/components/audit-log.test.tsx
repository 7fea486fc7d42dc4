import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from 'contracts/staff';
import { mockFetch, routerLocation } from 'shared-ui/test-utils';
import { page, renderConsole } from '../../../test-utils';
import { AuditLog } from './audit-log';

const CLIENT = `hmac:${'cd'.repeat(32)}`;
const failedSignIn: AuditEntry = {
  id: 'audit-1',
  at: '2026-11-20T09:30:00.000Z',
  actor: { type: 'anonymous' },
  action: 'session.sign-in-failed',
  target: { type: 'account', id: 'acc-sami' },
  details: { address: CLIENT, reason: 'wrong password' },
};
const export_: AuditEntry = {
  id: 'audit-2',
  at: '2026-11-20T09:31:00.000Z',
  actor: { type: 'admin-token' },
  action: 'enquiry.exported',
  target: { type: 'enquiry', id: '*' },
  details: { rows: 120 },
};

test('filters by the security events and the reads of personal data, and says who and what plainly', async () => {
  const fetchMock = mockFetch({
    'GET /api/staff/audit?page=1&pageSize=50': { body: page([export_, failedSignIn]) },
    'GET /api/staff/audit?action=session.sign-in-failed&page=1&pageSize=50': { body: page([failedSignIn]) },
  });
  renderConsole(<AuditLog />, { route: '/staff/audit' });
  const table = await screen.findByRole('table', { name: 'Audit log' });
  const exported = within(table).getByRole('row', { name: /Enquiries exported/ });
  expect(exported).toHaveTextContent('The machine token (/api/admin)');
  expect(exported).toHaveTextContent('Enquiry (a list or an export)');
  expect(exported).toHaveTextContent('rows: 120');

  const filters = screen.getByRole('search', { name: 'Filter the audit log' });
  const actions = within(filters).getByLabelText('Action');
  for (const label of [
    'Sign-in failed',
    'Sign-ins locked',
    'Machine token refused',
    'Enquiries listed',
    'Applications exported (CSV)',
  ]) {
    expect(within(actions).getByRole('option', { name: label })).toBeInTheDocument();
  }
  await userEvent.selectOptions(actions, 'Sign-in failed');
  await userEvent.click(within(filters).getByRole('button', { name: 'Filter' }));

  await waitFor(() => expect(routerLocation().search).toBe('?action=session.sign-in-failed'));
  await waitFor(() => expect(screen.queryByRole('row', { name: /Enquiries exported/ })).not.toBeInTheDocument());
  expect(fetchMock).toHaveBeenCalledWith('/api/staff/audit?action=session.sign-in-failed&page=1&pageSize=50', expect.anything());
  const row = screen.getByRole('row', { name: /Sign-in failed/ });
  expect(row).toHaveTextContent('Someone not signed in');
  expect(row).toHaveTextContent(`address: ${CLIENT}`);
});
