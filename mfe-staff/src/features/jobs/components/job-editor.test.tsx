import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobPreviewProps } from 'shared-ui/federation';
import { mockFetch, routerLocation, sentBody, shownToast } from 'shared-ui/test-utils';
import { makeStaffJob, renderConsole } from '../../../test-utils';
import { JobEditor } from './job-editor';

/** Stands in for careers' ./JobPreview: shows what it is handed. */
function FakePreview({ job }: JobPreviewProps) {
  return (
    <div>
      <h1>{job.title}</h1>
      <p>Posted {job.posted_date}</p>
      <ul>
        {job.responsibilities.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {job.pay && <p>Pay from {job.pay.min}</p>}
    </div>
  );
}

const preview = () => screen.getByRole('region', { name: 'Preview of the public page' });
const form = () => screen.getByRole('form', { name: 'Job' });

async function fillNewJob() {
  await userEvent.type(screen.getByLabelText(/^Title/), 'Cloud Security Architect');
  await userEvent.type(screen.getByLabelText(/^Department/), 'Security');
  await userEvent.type(screen.getByLabelText(/^Location/), 'Doha, Qatar');
  await userEvent.type(screen.getByLabelText(/^Description/), 'Design the zero-trust networks of our government clients.');
  await userEvent.type(screen.getByLabelText(/^Key responsibilities/), 'Design networks{enter}Review designs');
  await userEvent.type(screen.getByLabelText(/^Requirements/), 'Ten years in network security');
}

afterEach(() => window.sessionStorage.clear());

test('the preview shows careers’ page of what is typed, as it is typed', async () => {
  mockFetch({});
  renderConsole(<JobEditor JobPreview={FakePreview} />, { route: '/staff/jobs/new' });
  expect(within(preview()).getByRole('heading', { name: 'Job title' })).toBeInTheDocument();
  await fillNewJob();
  expect(await within(preview()).findByRole('heading', { name: 'Cloud Security Architect' })).toBeInTheDocument();
  expect(
    within(preview())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Design networks', 'Review designs']);
  await userEvent.click(screen.getByLabelText('State the pay range on the page'));
  await userEvent.type(screen.getByLabelText(/^From/), '90000');
  await userEvent.type(screen.getByLabelText(/^To/), '120000');
  expect(await within(preview()).findByText('Pay from 90000')).toBeInTheDocument();
});

test('saves a new draft and goes to its page', async () => {
  const fetchMock = mockFetch({
    'POST /api/staff/jobs': { status: 201, body: makeStaffJob({ id: 'REQ-2026-0A0B0C', status: 'draft' }) },
  });
  renderConsole(<JobEditor JobPreview={FakePreview} />, { route: '/staff/jobs/new' });
  await fillNewJob();
  await userEvent.click(within(form()).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(routerLocation().pathname).toBe('/staff/jobs/REQ-2026-0A0B0C'));
  const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
  expect(sentBody(init)).toMatchObject({
    slug: 'cloud-security-architect',
    title: 'Cloud Security Architect',
    responsibilities: ['Design networks', 'Review designs'],
    benefits: [],
  });
  expect(window.sessionStorage.getItem('staff:draft:job:new')).toBeNull();
});

test("refuses what the API would, at each field, the first one focused; the API's own refusals too", async () => {
  mockFetch({
    'POST /api/staff/jobs': {
      status: 409,
      body: { message: 'Another job already uses this address', errors: { slug: 'Another job already uses this address' } },
    },
  });
  renderConsole(<JobEditor JobPreview={FakePreview} />, { route: '/staff/jobs/new' });
  await userEvent.type(screen.getByLabelText(/^Location/), 'Chicago, IL');
  await userEvent.click(within(form()).getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Title must be at least 3 characters')).toBeInTheDocument();
  expect(screen.getByText('A job in Illinois must state its pay range')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Title/)).toHaveFocus();

  await fillNewJob();
  await userEvent.click(screen.getByLabelText('State the pay range on the page'));
  await userEvent.type(screen.getByLabelText(/^From/), '100000');
  await userEvent.type(screen.getByLabelText(/^To/), '120000');
  await userEvent.click(within(form()).getByRole('button', { name: 'Save draft' }));
  expect(await screen.findAllByText('Another job already uses this address')).toHaveLength(2);
  expect(screen.getByLabelText(/^Web address/)).toHaveFocus();
});

test('publishes a draft after asking, its new status shown at once', async () => {
  const draft = makeStaffJob({ status: 'draft', publishedAt: undefined });
  const fetchMock = mockFetch({
    [`GET /api/staff/jobs/${draft.id}`]: { body: draft },
    [`POST /api/staff/jobs/${draft.id}/publish`]: { body: makeStaffJob() },
  });
  renderConsole(<JobEditor id={draft.id} JobPreview={FakePreview} />, { route: `/staff/jobs/${draft.id}` });
  expect(await screen.findByText('Not published yet: seen by staff only.', { exact: false })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish this job?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Published', { selector: 'span' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Public page' })).toHaveAttribute('href', '/careers/penetration-tester');
  expect(screen.getByLabelText(/^Web address/)).toHaveAttribute('readonly');
  expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
});

test.each([
  ['published', 'Close applications', 'close', 'closed', 'Closed: the job takes no more applications'],
  ['closed', 'Reopen', 'reopen', 'published', 'Reopened: the job takes applications again'],
] as const)('a %s job offers "%s", and says what it did', async (status, label, action, after, message) => {
  const job = makeStaffJob({ status });
  const fetchMock = mockFetch({
    [`GET /api/staff/jobs/${job.id}`]: { body: job },
    [`POST /api/staff/jobs/${job.id}/${action}`]: { body: makeStaffJob({ status: after }) },
  });
  renderConsole(<JobEditor id={job.id} JobPreview={FakePreview} />, { route: `/staff/jobs/${job.id}` });
  await userEvent.click(await screen.findByRole('button', { name: label }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: label }));
  await waitFor(() => expect(shownToast()).toMatchObject({ title: message }));
  expect(within(form()).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
});

test('a refused publication puts the draft back and says why', async () => {
  const draft = makeStaffJob({ status: 'draft', publishedAt: undefined, closing_date: '2020-01-31' });
  mockFetch({
    [`GET /api/staff/jobs/${draft.id}`]: { body: draft },
    [`POST /api/staff/jobs/${draft.id}/publish`]: {
      status: 409,
      body: {
        message: 'The closing date has passed: set a later one first',
        errors: { closing_date: 'The closing date has passed: set a later one first' },
      },
    },
  });
  renderConsole(<JobEditor id={draft.id} JobPreview={FakePreview} />, { route: `/staff/jobs/${draft.id}` });
  await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));
  expect(await screen.findAllByText('The closing date has passed: set a later one first')).toHaveLength(2);
  expect(screen.getByText('Draft', { selector: 'span' })).toBeInTheDocument();
});

test('what was typed survives an ended session and comes back with the editor', async () => {
  const job = makeStaffJob();
  mockFetch({
    [`GET /api/staff/jobs/${job.id}`]: { body: job },
    [`PUT /api/staff/jobs/${job.id}`]: { status: 401, body: { message: 'Your session has ended. Please sign in again.' } },
  });
  const first = renderConsole(<JobEditor id={job.id} JobPreview={FakePreview} />, { route: `/staff/jobs/${job.id}` });
  const title = await screen.findByLabelText(/^Title/);
  await userEvent.clear(title);
  await userEvent.type(title, 'Senior Penetration Tester');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(JSON.parse(window.sessionStorage.getItem(`staff:draft:job:${job.id}`) ?? '{}')).toMatchObject({
      title: 'Senior Penetration Tester',
    }),
  );
  first.unmount();

  // Signed in again: the editor opens with the job, and what was typed on top of it.
  renderConsole(<JobEditor id={job.id} JobPreview={FakePreview} />, { route: `/staff/jobs/${job.id}` });
  expect(await screen.findByText('Restored what you had typed before signing in again.', { exact: false })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Title/)).toHaveValue('Senior Penetration Tester');
  expect(within(preview()).getByRole('heading', { name: 'Senior Penetration Tester' })).toBeInTheDocument();
});
