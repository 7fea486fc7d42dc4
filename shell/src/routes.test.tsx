import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PageLoader } from './remotes/load-remote-page';
import { PageLoaderContext } from './remotes/remote-page';
import { routes } from './routes';

/** Fake remotes: each page names the module the route asked for. */
const fakeLoader: PageLoader = async ({ remote, expose }) => ({
  default: ({ contactSlot }: { contactSlot?: ReactNode }) => (
    <div>
      <h1>
        {remote} {expose}
      </h1>
      {contactSlot}
    </div>
  ),
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <PageLoaderContext.Provider value={fakeLoader}>
      <RouterProvider router={router} />
    </PageLoaderContext.Provider>,
  );
}

test.each([
  ['/culture', 'mfe_marketing ./CulturePage'],
  ['/services/encryption', 'mfe_marketing ./ServicePage'],
  ['/contact', 'mfe_contact ./ContactPage'],
  ['/careers', 'mfe_careers ./CareersPage'],
  ['/careers/senior-cybersecurity-analyst', 'mfe_careers ./JobPage'],
  ['/apply/senior-cybersecurity-analyst', 'mfe_careers ./ApplyPage'],
  ['/sitemap', 'mfe_marketing ./SitemapPage'],
])('%s loads %s', async (path, page) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: page })).toBeInTheDocument();
});

test("the home page gets the contact remote's section in its contact slot", async () => {
  renderAt('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'mfe_marketing ./HomePage' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'mfe_contact ./ContactSection' })).toBeInTheDocument();
});

test.each(['/no-such-page', '/news/launch-of-our-doha-office'])('%s shows the not-found page', async (path) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
});
