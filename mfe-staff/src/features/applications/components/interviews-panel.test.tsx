import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview } from 'contracts/staff';
import { mockFetch, sentBody } from 'shared-ui/test-utils';
import { instantOf } from '../../../lib/local-time';
import { makeApplication, renderConsole } from '../../../test-utils';
import { CandidatePage } from './candidate-page';

const URL = '/api/staff/applications/app-1';
const AT = '2026-11-20T09:30:00.000Z';
const sam = { id: 'acc-sam', email: 'sam@staff.example', name: 'Sam Lee' };
const rana = { id: 'acc-rana', email: 'rana@staff.example', name: 'Rana Haddad' };
const slot = { id: 's1', start: '2026-11-24T10:00:00.000Z', end: '2026-11-24T11:00:00.000Z' };

const interview = (overrides: Partial<Interview> = {}): Interview => ({
  id: 'int-1',
  applicationId: 'app-1',
  jobSlug: 'penetration-tester',
  jobTitle: 'Penetration Tester',
  interviewers: [sam],
  durationMinutes: 60,
  slots: [slot],
  state: 'open',
  linkExpiresAt: '2026-12-04T09:30:00.000Z',
  link: 'http://localhost:3000/careers/interview/int-1.abc.signature',
  uid: 'int-1@localhost',
  sequence: 0,
  proposedBy: rana,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

const routes = (items: Interview[]) => ({
  [`GET ${URL}`]: { body: makeApplication({ stage: 'interview' }) },
  [`GET ${URL}/scorecards`]: { body: { attributes: [], required: 0, submittedBy: [], scorecards: null } },
  'GET /api/staff/applications/interviewers': { body: { items: [rana, sam] } },
  [`GET ${URL}/interviews`]: { body: { items } },
});

async function openPanel() {
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  return screen.findByRole('region', { name: 'Interviews' });
}

test('proposes times for the chosen interviewers, in the browser’s zone, and shows the API’s clash on its time', async () => {
  const clash = 'Sam Lee is already booked at Tuesday, 24 November 2026, 10:00–11:00 UTC';
  const fetchMock = mockFetch({
    ...routes([]),
    [`POST ${URL}/interviews`]: { status: 400, body: { message: 'Please correct the errors', errors: { 'slots.1': clash } } },
  });
  const panel = await openPanel();
  expect(await within(panel).findByText('No interview proposed yet.')).toBeInTheDocument();
  const form = within(panel).getByRole('form', { name: 'Propose interview times' });
  await userEvent.click(within(form).getByRole('button', { name: 'Propose times' }));
  expect(await within(form).findByText('Choose at least one interviewer')).toBeInTheDocument();

  await userEvent.click(await within(form).findByLabelText('Sam Lee'));
  await userEvent.selectOptions(within(form).getByLabelText(/Length/), '45');
  await userEvent.type(within(form).getByLabelText(/Time 1/), '2026-11-24T13:00');
  await userEvent.click(within(form).getByRole('button', { name: 'Add a time' }));
  await userEvent.type(within(form).getByLabelText(/Time 2/), '2026-11-25T09:30');
  await userEvent.click(within(form).getByRole('button', { name: 'Propose times' }));

  expect(await within(form).findByText(clash)).toBeInTheDocument();
  expect(within(form).getByLabelText(/Time 2/)).toHaveFocus();
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(sentBody(post?.[1])).toEqual({
    interviewerIds: [sam.id],
    durationMinutes: 45,
    slots: [instantOf('2026-11-24T13:00'), instantOf('2026-11-25T09:30')],
  });
});

test('lists each interview with its state and booked time, copies the link, cancels and reschedules', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    ...routes([interview(), interview({ id: 'int-2', state: 'booked', booked: slot, slots: [slot] })]),
    [`POST ${URL}/interviews/int-2/cancel`]: { body: interview({ id: 'int-2', state: 'cancelled', sequence: 1 }) },
    [`POST ${URL}/interviews/int-1/reschedule`]: { body: interview({ sequence: 1 }) },
  });
  const panel = await openPanel();
  const [open, booked] = await within(panel).findAllByRole('listitem', { name: 'Interview with Sam Lee' });
  if (!open || !booked) throw new Error('two interviews expected');
  expect(open).toHaveTextContent('Waiting for the candidate');
  expect(booked).toHaveTextContent('Booked');
  expect(within(booked).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('dateTime', slot.start);

  await user.click(within(open).getByRole('button', { name: "Copy the candidate's link" }));
  expect(await within(open).findByText("The candidate's link is copied.")).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(interview().link);

  await user.click(within(booked).getByRole('button', { name: 'Cancel interview' }));
  await user.click(within(open).getByRole('button', { name: 'Reschedule' }));
  const newTimes = within(open).getByRole('form', { name: 'New times' });
  await user.type(within(newTimes).getByLabelText(/Time 1/), '2026-11-26T11:15');
  await user.click(within(newTimes).getByRole('button', { name: 'Offer the new times' }));

  const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(posts.map(([url]) => url)).toEqual([`${URL}/interviews/int-2/cancel`, `${URL}/interviews/int-1/reschedule`]);
  expect(sentBody(posts[1]?.[1])).toEqual({ slots: [instantOf('2026-11-26T11:15')] });
  await waitFor(() => expect(within(panel).queryByRole('form', { name: 'New times' })).not.toBeInTheDocument());
});
