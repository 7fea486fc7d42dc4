import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, sentBody } from 'shared-ui/test-utils';
import { JOBS, makeJob } from '../test-utils';
import ApplicationForm from './application-form';
import JobPage from './job-page';
import SharePosition from './share-position';

const SLUG = 'penetration-tester';
const COVER_LETTER =
  'I have spent eight years leading incident response for ministries and banks across the Gulf region, and I would like to bring that to your clients.';

/** The page the browser is on, and the page it came from: what the form reads when it is sent. */
function visit(address: string, referrer = '') {
  window.history.replaceState(null, '', address);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => visit('/'));

async function applyFrom(address: string, referrer: string) {
  const job = makeJob({ slug: SLUG, title: 'Penetration Tester' });
  const fetchMock = mockFetch({
    [`GET /api/careers/${SLUG}`]: { body: job },
    'GET /api/careers': { body: JOBS },
    [`POST /api/apply/${SLUG}`]: { status: 201, body: { id: 'a1', message: 'ok' } },
  });
  // The job page the visitor landed on, from LinkedIn, with the campaign's parameters.
  visit(`/careers/${SLUG}${address}`, referrer);
  const page = renderWithProviders(<JobPage SharePosition={SharePosition} />, {
    route: `/careers/${SLUG}${address}`,
    path: '/careers/:slug',
  });
  const applyHref = (await screen.findByRole('link', { name: 'Apply Now' })).getAttribute('href') ?? '';
  page.unmount();

  // Apply Now: the apply page, which the job page linked to (the referrer is now this site).
  visit(applyHref, `${window.location.origin}/careers/${SLUG}${address}`);
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm job={job} />, { route: applyHref });
  await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Layla Haddad');
  await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'layla.haddad@mail.example');
  await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '+974 5555 0101');
  await user.type(screen.getByRole('textbox', { name: 'Resume/CV Link' }), 'https://cv.example.com/layla.pdf');
  await user.click(screen.getByRole('textbox', { name: 'Cover Letter' }));
  await user.paste(COVER_LETTER);
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
  const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
  return { applyHref, body: sentBody(init) as Record<string, unknown> };
}

test('a visit to a job page with utm_source=linkedin is still attributed when the visitor applies', async () => {
  const { applyHref, body } = await applyFrom('?utm_source=linkedin&utm_campaign=spring&gclid=abc', '');
  expect(applyHref).toBe(`/apply/${SLUG}?utm_source=linkedin&utm_campaign=spring`);
  expect(body).toMatchObject({ utmSource: 'linkedin', utmCampaign: 'spring', fullName: 'Layla Haddad' });
  // The job page, on this site, is not a referrer.
  expect(body).not.toHaveProperty('referrer');
});

test('an application sends no source it does not have', async () => {
  const { applyHref, body } = await applyFrom('', '');
  expect(applyHref).toBe(`/apply/${SLUG}`);
  expect(Object.keys(body).filter((key) => key.startsWith('utm') || key === 'referrer')).toEqual([]);
});
