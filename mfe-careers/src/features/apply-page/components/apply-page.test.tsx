import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand } from 'shared-ui';
import { deferred, type FakeAnswer, mockFetch, renderWithProviders } from 'shared-ui/test-utils';
import ApplicationForm from '../../../exposed/application-form';
import { makeJob } from '../../../test-utils';
import { ApplyJobPage } from './apply-page';

const JOB = 'GET /api/careers/senior-cybersecurity-analyst';

function renderApply(answer: FakeAnswer | (() => Promise<FakeAnswer>), routes: Parameters<typeof mockFetch>[0] = {}) {
  mockFetch({ [JOB]: answer, ...routes });
  return renderWithProviders(<ApplyJobPage jobId="senior-cybersecurity-analyst" ApplicationForm={ApplicationForm} />, {
    route: '/apply/senior-cybersecurity-analyst',
  });
}

describe('ApplyJobPage', () => {
  it("says 'Loading job details...' while the job loads", () => {
    renderApply(() => deferred<FakeAnswer>().promise);
    expect(screen.getByRole('status')).toHaveTextContent('Loading job details...');
  });

  it.each([
    ['a missing job', { status: 404, body: { message: 'Job not found' } }, false],
    ['a failed load', { status: 502, body: { message: 'The API could not be reached' } }, true],
  ])(
    "shows the 'Job not found' alert for %s, with a way back to the careers page; a failed load says so",
    async (_case, answer, failed) => {
      renderApply(answer);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
      expect(alert).toHaveTextContent("We couldn't find the job you're looking for. Please check the URL and try again.");
      expect(within(alert).queryAllByText('Error loading job details. Please try again later.')).toHaveLength(failed ? 1 : 0);
      expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
    },
  );

  it('shows the banner, the form, the Job Overview and the Application Tips; titled and noindex', async () => {
    renderApply({ body: makeJob() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Cybersecurity Analyst' })).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'Position details' })[0]).toHaveTextContent('SecurityChicago, ILFull-time');
    expect(screen.getByRole('form', { name: 'Job application' })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'About this position' }));
    const overview = Object.fromEntries(
      sidebar.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(overview).toEqual({
      Department: 'Security',
      Location: 'Chicago, IL',
      'Employment Type': 'Full-time',
      'Posted on': 'November 10, 2026',
    });
    expect(sidebar.getByRole('heading', { name: 'Application Tips' })).toBeInTheDocument();
    expect(sidebar.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/cover letter/),
      expect.stringMatching(/skills/),
      expect.stringMatching(/Proofread/),
      expect.stringMatching(/resume is up to date/),
      expect.stringMatching(/certifications/),
    ]);
    await waitFor(() => expect(document.title).toBe(`Apply for Senior Cybersecurity Analyst | ${brand.name} Careers`));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('says applications are closed instead of the form for a closed job', async () => {
    renderApply({ body: makeJob({ closing_date: '2026-10-31', accepting_applications: false }) });
    expect(await screen.findByRole('heading', { name: 'Applications are closed' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Job application' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Open Positions' })).toHaveAttribute('href', '/careers');
  });

  it("shows 'Application Submitted!' and what happens next once the application is stored", async () => {
    const user = userEvent.setup();
    renderApply(
      { body: makeJob() },
      { 'POST /api/apply/senior-cybersecurity-analyst': { status: 201, body: { id: '1', message: 'ok' } } },
    );
    await screen.findByRole('form', { name: 'Job application' });
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Layla Haddad');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'layla@mail.example');
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '+974 5555 0101');
    await user.type(screen.getByRole('textbox', { name: 'Resume/CV Link' }), 'https://cv.example.com/layla.pdf');
    await user.click(screen.getByRole('textbox', { name: 'Cover Letter' }));
    await user.paste(
      'I have led incident response for ministries and banks across the Gulf for eight years, and want to do it with you.',
    );
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const heading = await screen.findByRole('heading', { name: 'Application Submitted!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Thank you for applying for the Senior Cybersecurity Analyst position/)).toBeInTheDocument();
    const next = within(screen.getByRole('region', { name: 'What happens next' }));
    expect(next.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/talent team .* within 1-2 weeks/),
      expect.stringMatching(/initial interview/),
      expect.stringMatching(/technical assessment/),
      expect.stringMatching(/Final interviews/),
    ]);
    expect(screen.getByRole('link', { name: 'Explore More Opportunities' })).toHaveAttribute('href', '/careers');
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form', { name: 'Job application' })).not.toBeInTheDocument();
  });
});
