import type { RouteObject } from 'react-router-dom';
import { brand } from 'shared-ui';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RemotePage } from './remotes/remote-page';

/** The one route table of the site (spec §2): each path loads one page of the remote that owns it. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        path: '/',
        element: (
          <RemotePage
            remote="mfe_marketing"
            expose="./HomePage"
            props={{
              locationsSlot: <RemotePage remote="mfe_contact" expose="./LocationsSection" />,
              contactSlot: <RemotePage remote="mfe_contact" expose="./ContactSection" />,
            }}
          />
        ),
      },
      { path: '/services/:serviceId', element: <RemotePage remote="mfe_marketing" expose="./ServicePage" /> },
      { path: '/about', element: <RemotePage remote="mfe_marketing" expose="./AboutPage" /> },
      { path: brand.founder.path, element: <RemotePage remote="mfe_marketing" expose="./FounderPage" /> },
      { path: '/contact', element: <RemotePage remote="mfe_contact" expose="./ContactPage" /> },
      { path: '/careers', element: <RemotePage remote="mfe_careers" expose="./CareersPage" /> },
      { path: '/careers/:slug', element: <RemotePage remote="mfe_careers" expose="./JobPage" /> },
      { path: '/apply/:jobId', element: <RemotePage remote="mfe_careers" expose="./ApplyPage" /> },
      { path: '/culture', element: <RemotePage remote="mfe_marketing" expose="./CulturePage" /> },
      { path: '/news', element: <RemotePage remote="mfe_marketing" expose="./NewsPage" /> },
      { path: '/privacy-policy', element: <RemotePage remote="mfe_marketing" expose="./PrivacyPolicyPage" /> },
      { path: '/terms-of-service', element: <RemotePage remote="mfe_marketing" expose="./TermsOfServicePage" /> },
      { path: '/cookie-policy', element: <RemotePage remote="mfe_marketing" expose="./CookiePolicyPage" /> },
      { path: '/security', element: <RemotePage remote="mfe_marketing" expose="./SecurityPage" /> },
      { path: '/compliance', element: <RemotePage remote="mfe_marketing" expose="./CompliancePage" /> },
      { path: '/sitemap', element: <RemotePage remote="mfe_marketing" expose="./SitemapPage" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
