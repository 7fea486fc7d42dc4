import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateMail } from 'contracts/staff';
import { mockFetch, sentBody } from 'shared-ui/test-utils';
import { makeApplication, renderConsole } from '../../../test-utils';
import { CandidatePage } from './candidate-page';

const URL = '/api/staff/applications/app-1';
const AT = '2026-11-20T09:30:00.000Z';
const LATER = '2026-11-20T10:30:00.000Z';
const PROPOSE = 'Propose interview times before sending this mail (it uses {{schedulingLink}}).';

const mail = (overrides: Partial<CandidateMail> = {}): CandidateMail => ({
  id: 'mail-1',
  kind: 'rejection',
  locale: 'en',
  subject: 'Your application for Penetration Tester',
  text: 'Dear Omar Khalil,\n\nThank you.',
  author: { id: 'acc-1', email: 'huda@staff.example', name: 'Huda' },
  at: AT,
  sendAt: LATER,
  delivery: { state: 'scheduled', attempts: 0 },
  ...overrides,
});

const panel = () => screen.findByRole('region', { name: 'Mail to the candidate' });

test('drafts a template with the application’s values, lets the recruiter edit it, and sends it', async () => {
  let mails: CandidateMail[] = [];
  const fetchMock = mockFetch({
    [`GET ${URL}`]: { body: makeApplication({ stage: 'screening' }) },
    [`GET ${URL}/scorecards`]: { body: { attributes: [], required: 0, submittedBy: [], scorecards: null } },
    [`GET ${URL}/mails`]: () => ({ body: { items: mails } }),
    [`POST ${URL}/mails/draft`]: {
      body: {
        kind: 'acknowledgement',
        locale: 'en',
        subject: 'Your application for Penetration Tester',
        text: 'Dear Omar Khalil,',
      },
    },
    [`POST ${URL}/mails`]: (init) => {
      mails = [
        mail({ kind: 'acknowledgement', ...(sentBody(init) as object), sendAt: AT, delivery: { state: 'queued', attempts: 0 } }),
      ];
      return { status: 201, body: mails[0] };
    },
  });
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  const region = await panel();
  expect(await within(region).findByText('No mail sent from the console yet.')).toBeInTheDocument();
  const form = within(region).getByRole('form', { name: 'Write to the candidate' });
  await userEvent.selectOptions(within(form).getByLabelText('Template'), 'acknowledgement');
  expect(await within(form).findByDisplayValue('Your application for Penetration Tester')).toBeInTheDocument();
  const text = within(form).getByLabelText('Text');
  expect(text).toHaveValue('Dear Omar Khalil,');
  await userEvent.type(text, '{enter}{enter}See you soon.');
  await userEvent.click(within(form).getByRole('button', { name: 'Send to omar@candidate.example' }));

  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url, init]) => url === `${URL}/mails` && init?.method === 'POST')).toBe(true),
  );
  const sent = fetchMock.mock.calls.find(([url, init]) => url === `${URL}/mails` && init?.method === 'POST');
  expect(sentBody(sent?.[1])).toEqual({
    kind: 'acknowledgement',
    subject: 'Your application for Penetration Tester',
    text: 'Dear Omar Khalil,\n\nSee you soon.',
  });
  const list = await within(region).findByRole('list', { name: 'Mails sent' });
  expect(within(list).getByText(/Acknowledgement · Huda/)).toHaveTextContent('Queued for sending');
});

test('says what a template still needs when the interview values are missing', async () => {
  mockFetch({
    [`GET ${URL}`]: { body: makeApplication() },
    [`GET ${URL}/scorecards`]: { body: { attributes: [], required: 0, submittedBy: [], scorecards: null } },
    [`GET ${URL}/mails`]: { body: { items: [] } },
    [`POST ${URL}/mails/draft`]: { status: 409, body: { message: PROPOSE, errors: { kind: PROPOSE } } },
  });
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  const form = within(await panel()).getByRole('form', { name: 'Write to the candidate' });
  await userEvent.selectOptions(within(form).getByLabelText('Template'), 'interview-invitation');
  expect(await within(form).findByRole('alert')).toHaveTextContent(PROPOSE);
});

test('shows a waiting rejection and cancels it', async () => {
  let current = mail();
  const fetchMock = mockFetch({
    [`GET ${URL}`]: { body: makeApplication({ stage: 'rejected' }) },
    [`GET ${URL}/scorecards`]: { body: { attributes: [], required: 0, submittedBy: [], scorecards: null } },
    [`GET ${URL}/mails`]: () => ({ body: { items: [current] } }),
    [`POST ${URL}/mails/mail-1/cancel`]: () => {
      current = mail({ delivery: { state: 'cancelled', attempts: 0, cancelledAt: LATER } });
      return { body: current };
    },
  });
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  const list = await within(await panel()).findByRole('list', { name: 'Mails sent' });
  expect(within(list).getByText(/Rejection · Huda/)).toHaveTextContent('Waiting: goes');
  await userEvent.click(within(list).getByRole('button', { name: /Cancel this mail/ }));
  expect(await within(list).findByText(/Cancelled .*, never sent/)).toBeInTheDocument();
  expect(within(list).queryByRole('button', { name: /Cancel this mail/ })).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.filter(([url]) => url === `${URL}/mails/mail-1/cancel`)).toHaveLength(1);
});

test('a move may send its stage’s template', async () => {
  const fetchMock = mockFetch({
    [`GET ${URL}`]: { body: makeApplication() },
    [`GET ${URL}/scorecards`]: { body: { attributes: [], required: 0, submittedBy: [], scorecards: null } },
    [`GET ${URL}/mails`]: { body: { items: [] } },
    [`PUT ${URL}/stage`]: { body: makeApplication({ stage: 'rejected' }) },
  });
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  const mover = await screen.findByRole('form', { name: 'Move to another stage' });
  await userEvent.selectOptions(within(mover).getByLabelText('Move to'), 'rejected');
  const box = within(mover).getByRole('checkbox', { name: 'Also send the rejection mail to the candidate' });
  expect(box).not.toBeChecked();
  await userEvent.click(box);
  await userEvent.click(within(mover).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === `${URL}/stage`)).toBe(true));
  const move = fetchMock.mock.calls.find(([url]) => url === `${URL}/stage`);
  expect(sentBody(move?.[1])).toEqual({ stage: 'rejected', sendMail: true });
});
