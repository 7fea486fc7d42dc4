import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterSubscription } from 'contracts/staff';
import { mockFetch, routerLocation } from 'shared-ui/test-utils';
import { page, renderConsole } from '../../../test-utils';
import { Subscribers } from './subscribers';

const confirmed: NewsletterSubscription = {
  id: 'sub-1',
  email: 'reader@example.com',
  locale: 'en',
  state: 'confirmed',
  subscribedAt: '2026-11-20T09:30:00.000Z',
  confirmedAt: '2026-11-20T09:35:00.000Z',
};
const pending: NewsletterSubscription = {
  id: 'sub-2',
  email: 'qari@example.com',
  locale: 'ar',
  state: 'pending',
  subscribedAt: '2026-11-21T10:00:00.000Z',
};

test('lists the subscribers with language, state and dates, and filters by state in the URL', async () => {
  const fetchMock = mockFetch({
    'GET /api/staff/newsletter/subscriptions?page=1&pageSize=20': { body: page([pending, confirmed]) },
    'GET /api/staff/newsletter/subscriptions?page=1&pageSize=20&state=confirmed': { body: page([confirmed]) },
  });
  renderConsole(<Subscribers />, { route: '/staff/newsletter' });
  const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^qari@example\.comArabicPending \(not confirmed yet\).+——$/),
    expect.stringMatching(/^reader@example\.comEnglishConfirmed.+—$/),
  ]);

  await userEvent.click(screen.getByRole('link', { name: 'Confirmed' }));
  expect(await within(await screen.findByRole('table')).findAllByRole('row')).toHaveLength(2);
  expect(routerLocation()).toMatchObject({ pathname: '/staff/newsletter', search: '?state=confirmed' });
  expect(screen.getByRole('link', { name: 'Confirmed' })).toHaveAttribute('aria-current', 'page');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('offers every subscriber as a CSV download', async () => {
  mockFetch({ 'GET /api/staff/newsletter/subscriptions?page=1&pageSize=20': { body: page([]) } });
  renderConsole(<Subscribers />, { route: '/staff/newsletter' });
  expect(await screen.findByText('No subscriber in this state.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Export every subscriber (CSV)' })).toHaveAttribute(
    'href',
    '/api/staff/newsletter/subscriptions.csv',
  );
});
