import { screen, waitFor, within } from '@testing-library/react';
import type { JobDetail } from 'contracts';
import { brand } from 'shared-ui';
import { deferred, type FakeAnswer, mockFetch, renderWithProviders } from 'shared-ui/test-utils';
import { JOBS, listItem, makeJob } from '../../../test-utils';
import { JobDetailPage } from './job-detail-page';
import { SharePosition } from './share-position';

const JOB_PATH = '/api/careers/senior-cybersecurity-analyst';

function renderJob(
  job: FakeAnswer | (() => Promise<FakeAnswer>),
  list: FakeAnswer | (() => Promise<FakeAnswer>) = { body: JOBS },
) {
  const fetchMock = mockFetch({ [`GET ${JOB_PATH}`]: job, 'GET /api/careers': list });
  renderWithProviders(<JobDetailPage slug="senior-cybersecurity-analyst" SharePosition={SharePosition} />, {
    route: '/careers/senior-cybersecurity-analyst',
  });
  return fetchMock;
}

const loaded = (job: JobDetail = makeJob()) => screen.findByRole('heading', { level: 1, name: job.title });
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));

describe('JobDetailPage', () => {
  it('shows a skeleton while the job loads', () => {
    renderJob(() => deferred<FakeAnswer>().promise);
    expect(screen.getByRole('status')).toHaveTextContent('Loading job details');
  });

  it.each([
    ['an unknown slug', { status: 404, body: { message: 'Job not found' } }, false],
    ['a failed load', { status: 500, body: 'Internal Server Error' }, true],
  ])(
    "shows 'Job Not Found' for %s, with a way back to the careers page; a failed load says so",
    async (_case, answer, failed) => {
      renderJob(answer);
      expect(await screen.findByRole('heading', { level: 1, name: 'Job Not Found' })).toBeInTheDocument();
      expect(screen.getByText("The job listing you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
      expect(screen.queryAllByText('Error loading job details. Please try again later.')).toHaveLength(failed ? 1 : 0);
      expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
      await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
    },
  );

  it('shows the job: breadcrumbs, back link, title, facts, dates, description, lists and the About block', async () => {
    renderJob({ body: makeJob() });
    await loaded();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumbs).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    expect(within(breadcrumbs).getByText('Senior Cybersecurity Analyst')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.getAllByRole('list', { name: 'Position details' })[0]).toHaveTextContent('SecurityChicago, ILFull-time');
    const hero = within(screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement);
    expect(hero.getByText(/^Posted/)).toHaveTextContent('Posted November 10, 2026');
    expect(hero.getByText(/^Closing date/)).toHaveTextContent('Closing date January 31, 2027');
    expect(screen.getByText('Lead threat detection and incident response for government clients.')).toBeInTheDocument();
    for (const [heading, item] of [
      ['Key Responsibilities', 'Investigate alerts'],
      ['Requirements & Qualifications', '5+ years in security operations'],
      ['Benefits & Perks', 'Training budget'],
    ]) {
      const section = screen.getByRole('region', { name: heading });
      expect(within(section).getByRole('listitem')).toHaveTextContent(item as string);
    }
    expect(screen.getByRole('heading', { level: 2, name: `About ${brand.name}` })).toBeInTheDocument();
  });

  it('leaves out the closing date and any empty list', async () => {
    renderJob({ body: makeJob({ closing_date: undefined, benefits: [], requirements: [] }) });
    await loaded();
    expect(screen.queryByText(/Closing date/)).not.toBeInTheDocument();
    expect(screen.queryByText('Application Deadline')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Benefits & Perks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Requirements & Qualifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Key Responsibilities' })).toBeInTheDocument();
  });

  it("has the sidebar card 'Apply for this position' with dates, location, type, deadline, pay, Apply Now and Share", async () => {
    renderJob({ body: makeJob() });
    await loaded();
    const card = within(screen.getByRole('complementary', { name: 'Apply for this position' }));
    const facts = Object.fromEntries(
      card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')]),
    );
    expect(facts).toEqual({
      Posted: 'November 10, 2026',
      Location: 'Chicago, IL',
      'Employment Type': 'Full-time',
      'Application Deadline': 'January 31, 2027',
      'Pay Range': '$135,000 – $165,000 per year',
    });
    expect(card.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply/senior-cybersecurity-analyst');
    expect(card.getByRole('button', { name: 'Share Position' })).toBeInTheDocument();
  });

  it('has no pay range when the job has none', async () => {
    renderJob({ body: makeJob({ pay: undefined }) });
    await loaded();
    expect(screen.queryByText('Pay Range')).not.toBeInTheDocument();
  });

  it('says a closed job takes no more applications, without an Apply button', async () => {
    renderJob({ body: makeJob({ closing_date: '2026-10-31', accepting_applications: false }) });
    await loaded();
    expect(screen.getByText('Applications are closed')).toBeInTheDocument();
    expect(screen.getByText(/no longer accepting applications/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
    await waitFor(() => expect(jsonLd().map((graph) => graph['@type'])).toEqual(['BreadcrumbList', 'WebPage']));
  });

  it('sets title, description, canonical URL and the JobPosting and BreadcrumbList JSON-LD', async () => {
    renderJob({ body: makeJob() });
    await loaded();
    await waitFor(() => expect(document.title).toBe(`Senior Cybersecurity Analyst – Chicago, IL | ${brand.name} Careers`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Lead threat detection and incident response for government clients.',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${brand.siteUrl}/careers/senior-cybersecurity-analyst`,
    );
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', document.title);
    expect(document.querySelector('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${brand.siteUrl}/careers/feed.xml`,
    );
    const [posting, breadcrumbs] = jsonLd();
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: 'Senior Cybersecurity Analyst', directApply: true });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  describe('Similar Positions', () => {
    const security = (index: number) =>
      listItem(makeJob({ id: `S${index}`, slug: `security-role-${index}`, title: `Security Role ${index}` }));

    it('shows 3 placeholders while the list loads, then up to 3 open jobs of the same department', async () => {
      const list = deferred<FakeAnswer>();
      renderJob({ body: makeJob() }, () => list.promise);
      await loaded();
      const section = screen.getByRole('region', { name: 'Similar Positions' });
      expect(within(section).getAllByTestId('job-skeleton')).toHaveLength(3);
      list.resolve({ body: [JOBS[0], security(1), JOBS[2], security(2), security(3), security(4)] });
      const links = await within(section).findAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(['Security Role 1', 'Security Role 2', 'Security Role 3']);
      expect(links[0]).toHaveAttribute('href', '/careers/security-role-1');
    });

    it('says so when no other job of the department is open', async () => {
      renderJob({ body: makeJob() }, { body: [JOBS[0], JOBS[2]] });
      await loaded();
      const section = screen.getByRole('region', { name: 'Similar Positions' });
      expect(await within(section).findByText(/No other Security positions are open right now/)).toBeInTheDocument();
    });

    it('is left out when the list fails, leaving the job', async () => {
      renderJob({ body: makeJob() }, { status: 503, body: 'down' });
      await loaded();
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Similar Positions' })).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { level: 1, name: 'Senior Cybersecurity Analyst' })).toBeInTheDocument();
    });
  });
});
