import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, sentBody } from 'shared-ui/test-utils';
import { makeApplication, noInterviews, renderConsole } from '../../../test-utils';
import { CandidatePage } from './candidate-page';

const URL = '/api/staff/applications/app-1';

test('shows the details and the PDF resume beside them, with the way back to the pipeline', async () => {
  mockFetch({ [`GET ${URL}`]: { body: makeApplication() } });
  renderConsole(<CandidatePage id="app-1" jobId="REQ-2026-ABC123" />, { route: '/staff/applications/app-1' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Omar Khalil' })).toBeInTheDocument();
  expect(screen.getByText('Penetration Tester')).toBeInTheDocument();
  expect(screen.getByText('5-10 years')).toBeInTheDocument();
  expect(screen.getByTitle('Resume of Omar Khalil (PDF)')).toHaveAttribute('src', `${URL}/resume`);
  expect(screen.getByRole('link', { name: 'Open resume.pdf in a new tab' })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Back to the pipeline' })).toHaveAttribute(
    'href',
    '/staff/jobs/REQ-2026-ABC123/pipeline',
  );
});

test('a Word file is a download, a link the candidate sent opens apart', async () => {
  mockFetch({
    [`GET ${URL}`]: {
      body: makeApplication({
        resume: {
          fileName: 'cv.docx',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          size: 30000,
        },
      }),
    },
    'GET /api/staff/applications/app-2': {
      body: makeApplication({ id: 'app-2', resume: undefined, resumeLink: 'https://cv.example/omar.pdf' }),
    },
  });
  const { unmount } = renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  expect(await screen.findByRole('link', { name: 'Download cv.docx' })).toHaveAttribute('download', 'cv.docx');
  expect(screen.queryByTitle(/Resume of/)).not.toBeInTheDocument();
  unmount();
  renderConsole(<CandidatePage id="app-2" />, { route: '/staff/applications/app-2' });
  const link = await screen.findByRole('link', { name: /https:\/\/cv\.example\/omar\.pdf/ });
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('moves the application to another stage, shown at once; a refusal puts it back', async () => {
  let refuse = false;
  const fetchMock = mockFetch({
    ...noInterviews(URL),
    [`GET ${URL}`]: { body: makeApplication() },
    [`GET ${URL}/scorecards`]: { body: { attributes: [], required: 0, submittedBy: [], scorecards: null } },
    [`GET ${URL}/mails`]: { body: { items: [] } },
    [`PUT ${URL}/stage`]: (init) =>
      refuse
        ? { status: 409, body: { message: 'Someone changed this meanwhile. Reload it and try again.' } }
        : { body: makeApplication({ stage: (sentBody(init) as { stage: 'interview' }).stage }) },
  });
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  const mover = await screen.findByRole('form', { name: 'Move to another stage' });
  await userEvent.selectOptions(within(mover).getByLabelText('Move to'), 'interview');
  await userEvent.click(within(mover).getByRole('button', { name: 'Move' }));
  expect(screen.getByRole('heading', { name: 'Stage: Interview' })).toBeInTheDocument();
  await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));

  refuse = true;
  await userEvent.selectOptions(within(mover).getByLabelText('Move to'), 'offer');
  await userEvent.click(within(mover).getByRole('button', { name: 'Move' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Someone changed this meanwhile.');
  expect(screen.getByRole('heading', { name: 'Stage: Interview' })).toBeInTheDocument();
});

test('says which language the application came in, and shows an Arabic cover letter right to left', async () => {
  const coverLetter =
    'عملت ست سنوات في اختبار اختراق التطبيقات للجهات الحكومية، وقدت فرق الاستجابة للحوادث، وأرغب في الانضمام إلى فريقكم في الدوحة.';
  mockFetch({ [`GET ${URL}`]: { body: makeApplication({ locale: 'ar', coverLetter }) } });
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  await screen.findByRole('heading', { level: 1, name: 'Omar Khalil' });
  expect(screen.getByText('Language', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Arabic');
  expect(screen.getByText(coverLetter)).toHaveAttribute('dir', 'auto');
});

test('says where the candidate came from: LinkedIn, with the campaign and the referring site', async () => {
  mockFetch({
    [`GET ${URL}`]: {
      body: makeApplication({
        source: {
          channel: 'linkedin',
          utmSource: 'linkedin',
          utmMedium: 'social',
          utmCampaign: 'spring-hiring',
          referrer: 'https://www.linkedin.com',
        },
      }),
    },
  });
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  await screen.findByRole('heading', { level: 1, name: 'Omar Khalil' });
  const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  expect(fact('Source')).toHaveTextContent('LinkedIn');
  expect(fact('Campaign (source / medium / name)')).toHaveTextContent('linkedin / social / spring-hiring');
  expect(fact('Came from')).toHaveTextContent('https://www.linkedin.com');
  expect(screen.queryByText('Referred by', { selector: 'dt' })).not.toBeInTheDocument();
});

test('names the staff member who referred the candidate, and says when no source was recorded', async () => {
  mockFetch({
    [`GET ${URL}`]: { body: makeApplication({ source: { channel: 'referral', referredBy: 'Sara Ahmed' } }) },
    'GET /api/staff/applications/app-2': { body: makeApplication({ id: 'app-2' }) },
  });
  const { unmount } = renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  await screen.findByRole('heading', { level: 1, name: 'Omar Khalil' });
  expect(screen.getByText('Source', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Referral');
  expect(screen.getByText('Referred by', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Sara Ahmed');
  unmount();
  renderConsole(<CandidatePage id="app-2" />, { route: '/staff/applications/app-2' });
  await screen.findByRole('heading', { level: 1, name: 'Omar Khalil' });
  expect(screen.getByText('Source', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Not recorded');
});
