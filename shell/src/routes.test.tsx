import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import type { PageLoader } from './remotes/load-remote-page';
import { createRemoteModules, RemoteModulesContext } from './remotes/remote-modules';
import { routes } from './routes';

interface FakePageProps {
  locationsSlot?: ReactNode;
  contactSlot?: ReactNode;
  JobPreview?: ComponentType<{ job: { title: string } }>;
  StoryPreview?: ComponentType<{ story: { title: string }; locale: string }>;
  job?: { title: string };
  story?: { title: string };
  locale?: string;
}

/** Fake remotes: each page names the module the route asked for (and a job it was given). */
const fakeLoader: PageLoader = async ({ remote, expose }) => ({
  default: ({ locationsSlot, contactSlot, JobPreview, StoryPreview, job, story, locale }: FakePageProps) => (
    <div>
      <h1>
        {remote} {expose}
        {job && ` of ${job.title}`}
        {story && ` of ${story.title} in ${locale}`}
      </h1>
      {locationsSlot}
      {contactSlot}
      {JobPreview && <JobPreview job={{ title: 'Penetration Tester' }} />}
      {StoryPreview && <StoryPreview story={{ title: 'Award' }} locale="ar" />}
    </div>
  ),
});

function SiteRoutes() {
  return useRoutes(routes);
}

function renderAt(path: string, loader: PageLoader = fakeLoader) {
  return render(
    <RemoteModulesContext.Provider value={createRemoteModules(loader)}>
      <MemoryRouter initialEntries={[path]}>
        <SiteRoutes />
      </MemoryRouter>
    </RemoteModulesContext.Provider>,
  );
}

test.each([
  ['/culture', 'mfe_marketing ./CulturePage'],
  ['/services/encryption', 'mfe_marketing ./ServicePage'],
  ['/contact', 'mfe_contact ./ContactPage'],
  ['/careers', 'mfe_careers ./CareersPage'],
  ['/careers/senior-cybersecurity-analyst', 'mfe_careers ./JobPage'],
  ['/apply/senior-cybersecurity-analyst', 'mfe_careers ./ApplyPage'],
  ['/careers/interview/c2lnbmVkLXRva2VuLWZvci10ZXN0', 'mfe_careers ./InterviewPage'],
  ['/newsletter/confirm?token=abc.def', 'mfe_marketing ./NewsletterPage'],
  ['/sitemap', 'mfe_marketing ./SitemapPage'],
])('%s loads %s', async (path, page) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: page })).toBeInTheDocument();
});

test("the home page gets the contact remote's sections in its locations and contact slots", async () => {
  renderAt('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'mfe_marketing ./HomePage' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'mfe_contact ./LocationsSection' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'mfe_contact ./ContactSection' })).toBeInTheDocument();
});

test.each(['/staff', '/staff/sign-in', '/staff/jobs/REQ-2026-ABC123', '/staff/stories/new'])(
  "%s loads the staff console, which renders careers' job preview and marketing's story preview with props of its own",
  async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'mfe_staff ./StaffPage' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'mfe_careers ./JobPreview of Penetration Tester' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'mfe_marketing ./StoryPreview of Award in ar' }),
    ).toBeInTheDocument();
  },
);

test('after one remote page fails, navigating to a page of another remote shows that page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/culture', async (page) => {
    if (page.remote === 'mfe_marketing') throw new Error('marketing is down');
    return fakeLoader(page);
  });
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Get a Consultation' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'mfe_contact ./ContactPage' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

// A story's page answers its own 404 for an unknown slug (mfe-marketing's StoryPage); a deeper path is the shell's.
test.each(['/no-such-page', '/news/launch-of-our-doha-office/comments'])('%s shows the not-found page', async (path) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
});
