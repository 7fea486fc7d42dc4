import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type HiringFigures, type HiringReport as HiringReportData, PERIOD_LENGTH_MESSAGE } from 'contracts/staff';
import { mockFetch, routerLocation } from 'shared-ui/test-utils';
import { makeStaffJob, page, renderConsole } from '../../../test-utils';
import { HiringReport } from './hiring-report';

const FIGURES: HiringFigures = {
  applications: 4,
  funnel: [
    { stage: 'applied', reached: 4, conversion: null },
    { stage: 'screening', reached: 3, conversion: 0.75 },
    { stage: 'interview', reached: 2, conversion: 2 / 3 },
    { stage: 'offer', reached: 1, conversion: 0.5 },
    { stage: 'hired', reached: 1, conversion: 1 },
  ],
  rejected: 1,
  timeInStage: [
    { stage: 'applied', left: 3, medianDays: 2, meanDays: 1.67 },
    { stage: 'screening', left: 2, medianDays: 3, meanDays: 3 },
    { stage: 'interview', left: 1, medianDays: 5, meanDays: 5 },
    { stage: 'offer', left: 0, medianDays: null, meanDays: null },
  ],
  timeToHire: { hires: 1, medianDays: 14.5, meanDays: 14.5 },
  sources: [
    { channel: 'linkedin', applications: 3, hires: 1 },
    { channel: 'indeed', applications: 0, hires: 0 },
    { channel: 'google', applications: 0, hires: 0 },
    { channel: 'referral', applications: 0, hires: 0 },
    { channel: 'direct', applications: 0, hires: 0 },
    { channel: 'other', applications: 0, hires: 0 },
    { channel: 'unknown', applications: 1, hires: 0 },
  ],
};

const REPORT: HiringReportData = {
  from: '2026-08-24',
  to: '2026-11-21',
  job: null,
  generatedAt: '2026-11-21T12:00:00.000Z',
  overall: FIGURES,
  jobs: [{ jobSlug: 'penetration-tester', jobTitle: 'Penetration Tester', ...FIGURES }],
};

const JOBS = { body: page([makeStaffJob({ slug: 'penetration-tester', title: 'Penetration Tester' })]) };

test('shows each chart with its numbers in a table beside it, and links the same report as CSV', async () => {
  mockFetch({ 'GET /api/staff/reports/hiring': { body: REPORT }, 'GET /api/staff/jobs?page=1&pageSize=100': JOBS });
  renderConsole(<HiringReport />, { route: '/staff/reports' });
  const funnel = await screen.findByRole('img', { name: 'Applications that reached each stage' });
  expect(funnel).toHaveAccessibleDescription('Applied: 4; Screening: 3; Interview: 2; Offer: 1; Hired: 1');
  const table = screen.getByRole('table', { name: 'Reached each stage (1 rejected)' });
  expect(within(table).getByRole('row', { name: 'Screening 3 75%' })).toBeInTheDocument();
  const times = screen.getByRole('table', { name: /Over the applications that left each stage/ });
  expect(within(times).getByRole('row', { name: 'Applied 3 2 days 1.7 days' })).toBeInTheDocument();
  expect(within(times).getByRole('row', { name: 'Offer 0 — —' })).toBeInTheDocument();
  expect(within(times).getByRole('row', { name: 'Time to hire 1 14.5 days 14.5 days' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Median days in each stage' })).toHaveAccessibleDescription(
    'Applied: 2 days; Screening: 3 days; Interview: 5 days',
  );
  const sources = screen.getByRole('table', { name: 'Applications and hires by source' });
  expect(
    within(sources)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['SourceApplicationsHires', 'LinkedIn31', 'Not recorded10']);
  expect(screen.getByRole('img', { name: 'Applications by source' })).toHaveAccessibleDescription('LinkedIn: 3; Not recorded: 1');
  expect(screen.getByRole('table', { name: /of each job/ })).toHaveTextContent('Penetration Tester');
  expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/staff/reports/hiring.csv');
});

test('puts the period and job chosen in the URL, the report and the CSV link', async () => {
  const narrowed = { ...REPORT, from: '2026-09-01', to: '2026-09-30', job: 'penetration-tester' };
  mockFetch({
    'GET /api/staff/reports/hiring': { body: REPORT },
    'GET /api/staff/reports/hiring?from=2026-09-01&to=2026-09-30&job=penetration-tester': { body: narrowed },
    'GET /api/staff/jobs?page=1&pageSize=100': JOBS,
  });
  renderConsole(<HiringReport />, { route: '/staff/reports' });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Received from'), '2026-09-01');
  await user.type(screen.getByLabelText('Received until'), '2026-09-30');
  await screen.findByRole('option', { name: 'Penetration Tester' });
  await user.selectOptions(screen.getByLabelText('Job'), 'penetration-tester');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(routerLocation().search).toBe('?from=2026-09-01&to=2026-09-30&job=penetration-tester'));
  expect(await screen.findByText(/applications received from .* for Penetration Tester\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/staff/reports/hiring.csv?from=2026-09-01&to=2026-09-30&job=penetration-tester',
  );
});

test("refuses an end before the start with the API's own message, sending nothing", async () => {
  const fetched = mockFetch({
    'GET /api/staff/reports/hiring': { body: REPORT },
    'GET /api/staff/jobs?page=1&pageSize=100': JOBS,
  });
  renderConsole(<HiringReport />, { route: '/staff/reports' });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Received from'), '2026-09-30');
  await user.type(screen.getByLabelText('Received until'), '2026-09-01');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  expect(await screen.findByText('The end of the period must not come before its start')).toBeInTheDocument();
  expect(routerLocation().search).toBe('');
  expect(fetched.mock.calls.filter(([url]) => String(url).includes('from='))).toEqual([]);
});

test('says why the API refused a period, such as a start too long before today', async () => {
  mockFetch({
    'GET /api/staff/reports/hiring?from=2019-01-01': {
      status: 400,
      body: { message: 'Some fields need your attention.', errors: { from: PERIOD_LENGTH_MESSAGE } },
    },
    'GET /api/staff/jobs?page=1&pageSize=100': JOBS,
  });
  renderConsole(<HiringReport />, { route: '/staff/reports?from=2019-01-01' });
  expect(await screen.findByRole('alert')).toHaveTextContent(PERIOD_LENGTH_MESSAGE);
});
