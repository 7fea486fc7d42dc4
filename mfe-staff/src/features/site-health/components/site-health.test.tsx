import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteHealth as SiteHealthData } from 'contracts/rum';
import { mockFetch } from 'shared-ui/test-utils';
import { renderConsole } from '../../../test-utils';
import { SiteHealth } from './site-health';

const HEALTH: SiteHealthData = {
  generatedAt: '2026-11-21T12:00:00.000Z',
  periods: [
    { days: 1, routes: [{ route: '/careers', count: 3, lcp: 1800, inp: 120, cls: 0.02 }] },
    {
      days: 7,
      routes: [
        { route: '/', count: 10, lcp: 4200, cls: 0.3 },
        { route: '/careers', count: 20, lcp: 3000, inp: 250, cls: 0.05 },
      ],
    },
    { days: 28, routes: [] },
  ],
  errorsByVersion: [{ remote: 'mfe_careers', version: '1.0.1-bbbbbbbbbb', pageViews: 20, errors: 4 }],
  daily: [
    { day: '2026-11-20', count: 10, lcp: 2000, cls: 0.01 },
    { day: '2026-11-21', count: 20, lcp: 3000, inp: 250, cls: 0.05 },
  ],
};

test("shows each route's p75 against Google's thresholds for the period chosen, by keyboard", async () => {
  mockFetch({ 'GET /api/staff/site-health': { body: HEALTH } });
  renderConsole(<SiteHealth />);
  const table = await screen.findByRole('table', { name: '75th percentile per route, last 7 days' });
  const home = within(table).getByRole('row', { name: /^\/ 10/ });
  expect(
    within(home)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['10', '4.20 s (Poor)', '—', '0.30 (Poor)']);
  const careers = within(table).getByRole('row', { name: /^\/careers/ });
  expect(
    within(careers)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['20', '3.00 s (Needs improvement)', '250 ms (Needs improvement)', '0.05 (Good)']);

  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('radio', { name: 'Last day' })).toBeChecked();
  expect(await screen.findByRole('table', { name: '75th percentile per route, last day' })).toBeInTheDocument();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('cell', { name: 'No visits measured in this period.' })).toBeInTheDocument();
});

test('shows errors by remote version and a chart of each vital described in words', async () => {
  mockFetch({ 'GET /api/staff/site-health': { body: HEALTH } });
  renderConsole(<SiteHealth />);
  const errors = await screen.findByRole('table', { name: 'Uncaught errors by remote version, last 28 days' });
  expect(within(errors).getByRole('row', { name: 'mfe_careers 1.0.1-bbbbbbbbbb 20 4' })).toBeInTheDocument();
  expect(
    screen.getByRole('figure', {
      name: 'LCP: daily 75th percentile over 2 days, latest 3.00 s on 2026-11-21; good is up to 2.50 s.',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: /^INP: daily 75th percentile over 1 day, latest 250 ms/ })).toBeInTheDocument();
});
