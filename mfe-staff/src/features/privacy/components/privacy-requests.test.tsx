import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, sentBody } from 'shared-ui/test-utils';
import { makeApplication, makeEnquiry, renderConsole } from '../../../test-utils';
import { PrivacyRequests } from './privacy-requests';

const PSEUDONYM = `hmac:${'ab'.repeat(32)}`;
const held = {
  email: 'layla@client.example',
  pseudonym: PSEUDONYM,
  enquiries: [
    makeEnquiry({
      replies: [
        {
          id: 'r1',
          at: '2026-11-21T10:00:00.000Z',
          author: { id: 'acc-sales', email: 'sami@staff.example', name: 'Sami Sales' },
          text: 'We will call you.',
          delivery: { state: 'sent', attempts: 1, sentAt: '2026-11-21T10:01:00.000Z' },
        },
      ],
    }),
  ],
  applications: [{ ...makeApplication({ email: 'layla@client.example' }), scorecards: [], candidateMails: [], interviews: [] }],
  newsletter: [
    {
      id: 'sub-1',
      email: 'layla@client.example',
      locale: 'ar',
      state: 'confirmed',
      subscribedAt: '2026-11-20T08:00:00.000Z',
      confirmedAt: '2026-11-20T08:05:00.000Z',
    },
  ],
};

test('finds what is held for an address, then erases it after asking', async () => {
  const fetchMock = mockFetch({
    'POST /api/staff/privacy/lookups': { body: held },
    'POST /api/staff/privacy/erasures': {
      body: { enquiries: 1, applications: 1, newsletterSubscriptions: 1, mailFiles: 3, pseudonym: PSEUDONYM },
    },
  });
  renderConsole(<PrivacyRequests />, { route: '/staff/privacy' });
  await userEvent.type(screen.getByLabelText('E-mail address'), 'Layla@Client.example');
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  const region = await screen.findByRole('region', { name: 'Held for layla@client.example' });
  expect(region).toHaveTextContent('1 enquiry and 1 application, and a newsletter subscription.');
  expect(region).toHaveTextContent('confirmed, in Arabic, since');
  expect(region).toHaveTextContent('0 notes, 1 reply');
  expect(region).toHaveTextContent('for Penetration Tester');
  expect(region).toHaveTextContent('0 mails sent from the console, resume resume.pdf');
  expect(within(region).getByRole('link', { name: PSEUDONYM })).toHaveAttribute(
    'href',
    `/staff/audit?targetType=person&targetId=${encodeURIComponent(PSEUDONYM)}`,
  );

  await userEvent.click(within(region).getByRole('button', { name: 'Erase all of it' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    `Erased for layla@client.example: 1 enquiry, 1 application with their resumes, notes and replies, 1 newsletter subscription, and 3 copies of mails. The audit log records the erasure (${PSEUDONYM}).`,
  );
  expect(screen.queryByRole('region', { name: /Held for/ })).not.toBeInTheDocument();
  const bodies = fetchMock.mock.calls.map(([, init]) => sentBody(init));
  expect(bodies).toEqual([{ email: 'layla@client.example' }, { email: 'layla@client.example' }]);
});

test('says when nothing is held, and offers nothing to erase', async () => {
  mockFetch({
    'POST /api/staff/privacy/lookups': {
      body: { email: 'nobody@x.example', pseudonym: PSEUDONYM, enquiries: [], applications: [], newsletter: [] },
    },
  });
  renderConsole(<PrivacyRequests />, { route: '/staff/privacy' });
  await userEvent.type(screen.getByLabelText('E-mail address'), 'nobody@x.example');
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  expect(await screen.findByText(/Nothing: no enquiry, no application and no newsletter subscription/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Erase all of it' })).not.toBeInTheDocument();
});

test("the API's refusal of the address shows at its field", async () => {
  mockFetch({
    'POST /api/staff/privacy/lookups': {
      status: 400,
      body: { message: 'Some fields need your attention.', errors: { email: 'Please enter a valid email address' } },
    },
  });
  renderConsole(<PrivacyRequests />, { route: '/staff/privacy' });
  await userEvent.type(screen.getByLabelText('E-mail address'), 'layla@client.example');
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('E-mail address')).toHaveFocus();
});

test('never keeps the address in the browser', async () => {
  mockFetch({ 'POST /api/staff/privacy/lookups': { body: held } });
  renderConsole(<PrivacyRequests />, { route: '/staff/privacy' });
  await userEvent.type(screen.getByLabelText('E-mail address'), 'layla@client.example');
  expect(Object.keys(window.sessionStorage)).toEqual([]);
});
