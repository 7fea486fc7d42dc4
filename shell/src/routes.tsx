import { pathInLocale } from 'contracts/languages';
import { STAFF_PATH } from 'contracts/staff-rules';
import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { brand } from 'shared-ui';
import type {
  ApplyPageProps,
  CareersPageProps,
  ContactPageProps,
  ContactSectionProps,
  InterviewPageProps,
  JobPageProps,
  NewsletterPageProps,
  NewsPageProps,
  StaffPageProps,
} from 'shared-ui/federation';
import type { HydrateWhen } from './islands/islands';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found-page';
import { type RemotePageRef, remoteModuleKey } from './remotes/load-remote-page';
import { RemotePage } from './remotes/remote-page';

/** A remote module a page shows, and whether the browser may wait to hydrate it. */
export interface PageModuleRef extends RemotePageRef {
  /**
   * Rendered by the server, its scripts left out of the page's first ones: they load once the
   * visitor reaches the module (below the fold) or uses it (a form), or the browser is idle.
   */
  hydrate?: HydrateWhen;
}

/** What the server needs to know of a route before rendering it: the remote modules it shows. */
export interface PageHandle {
  modules: readonly PageModuleRef[];
  /** The status of the page itself: 404 for the not-found page. */
  status?: 404;
  /** The browser hydrates the page's islands alone (islands/islands.ts), never the page. */
  staticPage?: boolean;
}

interface SlotRef extends PageModuleRef {
  props?: Record<string, unknown>;
}

interface PageRoute {
  path: string;
  page: RemotePageRef;
  /** Sections of other remotes the page shows, passed to it as props (the home page's slots). */
  slots?: Record<string, SlotRef>;
  /**
   * Modules passed to the page as components, which it renders with props of its own: another
   * remote's (the staff job editor's live preview through careers' job page), loaded in the
   * browser when first shown, or the page's own form, rendered by the server with the page and
   * hydrated once used (`hydrate`), so its form library is not among the page's first scripts.
   */
  parts?: Record<string, PageModuleRef>;
  /** The staff console: left out of the sitemap (the shell's server also lets no cache keep it). */
  private?: true;
  /**
   * The browser hydrates the whole page, as an app, rather than the page's islands alone: the
   * staff console, an app behind its sign-in. A page without it is static: its server's HTML is
   * the page, and only the slots and parts marked `hydrate` are hydrated, each apart.
   */
  hydratePage?: true;
}

/** The one route table of the site: each path shows one page of the remote that owns it. */
export const pageRoutes: readonly PageRoute[] = [
  {
    path: '/',
    page: { remote: 'mfe_marketing', expose: './HomePage' },
    // Both sections are below the fold: the first paint and the first scripts are the marketing page's.
    slots: {
      locationsSlot: { remote: 'mfe_contact', expose: './LocationsSection', hydrate: 'reached' },
      // The locations section above lists the offices: the contact section leaves its own list out.
      contactSlot: {
        remote: 'mfe_contact',
        expose: './ContactSection',
        props: { showOffices: false } satisfies ContactSectionProps,
        hydrate: 'reached',
      },
    },
  },
  { path: '/services/:serviceId', page: { remote: 'mfe_marketing', expose: './ServicePage' } },
  { path: '/about', page: { remote: 'mfe_marketing', expose: './AboutPage' } },
  { path: brand.founder.path, page: { remote: 'mfe_marketing', expose: './FounderPage' } },
  {
    path: '/contact',
    page: { remote: 'mfe_contact', expose: './ContactPage' },
    parts: { ContactWizard: { remote: 'mfe_contact', expose: './ContactWizard', hydrate: 'used' } } satisfies Record<
      keyof ContactPageProps,
      PageModuleRef
    >,
  },
  {
    path: '/careers',
    page: { remote: 'mfe_careers', expose: './CareersPage' },
    parts: { CareersTabs: { remote: 'mfe_careers', expose: './CareersTabs', hydrate: 'used' } } satisfies Record<
      keyof CareersPageProps,
      PageModuleRef
    >,
  },
  {
    path: '/careers/:slug',
    page: { remote: 'mfe_careers', expose: './JobPage' },
    parts: { SharePosition: { remote: 'mfe_careers', expose: './SharePosition', hydrate: 'used' } } satisfies Record<
      keyof JobPageProps,
      PageModuleRef
    >,
  },
  {
    // A candidate's own page, reached from the link a recruiter's mail holds: never in the sitemap (it has a parameter), noindex.
    path: '/careers/interview/:token',
    page: { remote: 'mfe_careers', expose: './InterviewPage' },
    parts: {
      // Hydrated once in view, not on first use: it then writes the times in the reader's own zone.
      InterviewBooking: { remote: 'mfe_careers', expose: './InterviewBooking', hydrate: 'reached' },
    } satisfies Record<keyof InterviewPageProps, PageModuleRef>,
  },
  {
    path: '/apply/:jobId',
    page: { remote: 'mfe_careers', expose: './ApplyPage' },
    parts: { ApplicationForm: { remote: 'mfe_careers', expose: './ApplicationForm', hydrate: 'used' } } satisfies Record<
      keyof ApplyPageProps,
      PageModuleRef
    >,
  },
  { path: '/culture', page: { remote: 'mfe_marketing', expose: './CulturePage' } },
  {
    path: '/news',
    page: { remote: 'mfe_marketing', expose: './NewsPage' },
    parts: { NewsletterBox: { remote: 'mfe_marketing', expose: './NewsletterBox', hydrate: 'used' } } satisfies Record<
      keyof NewsPageProps,
      PageModuleRef
    >,
  },
  { path: '/news/:slug', page: { remote: 'mfe_marketing', expose: './StoryPage' } },
  {
    // Reached from a newsletter mail's links (`?token=`): out of the sitemap (it has a parameter), noindex.
    path: '/newsletter/:action',
    page: { remote: 'mfe_marketing', expose: './NewsletterPage' },
    parts: {
      NewsletterButton: { remote: 'mfe_marketing', expose: './NewsletterButton', hydrate: 'reached' },
    } satisfies Record<keyof NewsletterPageProps, PageModuleRef>,
  },
  { path: '/privacy-policy', page: { remote: 'mfe_marketing', expose: './PrivacyPolicyPage' } },
  { path: '/terms-of-service', page: { remote: 'mfe_marketing', expose: './TermsOfServicePage' } },
  { path: '/cookie-policy', page: { remote: 'mfe_marketing', expose: './CookiePolicyPage' } },
  { path: '/security', page: { remote: 'mfe_marketing', expose: './SecurityPage' } },
  { path: '/compliance', page: { remote: 'mfe_marketing', expose: './CompliancePage' } },
  { path: '/sitemap', page: { remote: 'mfe_marketing', expose: './SitemapPage' } },
  {
    path: `${STAFF_PATH}/*`,
    page: { remote: 'mfe_staff', expose: './StaffPage' },
    // The editors' live previews are the owners' own pages: careers' job page, marketing's story page.
    parts: {
      JobPreview: { remote: 'mfe_careers', expose: './JobPreview' },
      StoryPreview: { remote: 'mfe_marketing', expose: './StoryPreview' },
    } satisfies Record<keyof StaffPageProps, RemotePageRef>,
    private: true,
    hydratePage: true,
  },
];

/** A module as a component of the page that renders it (a `part`); a slot of that page when it fails. */
function remoteComponent(ref: PageModuleRef): ComponentType<object> {
  const Part = (props: object) => <RemotePage {...ref} props={props as Record<string, unknown>} slot />;
  Part.displayName = `RemotePart(${remoteModuleKey(ref)})`;
  return Part;
}

function toRouteObject({ path, page, slots = {}, parts = {}, hydratePage }: PageRoute): RouteObject {
  const slotElements = Object.fromEntries(
    Object.entries(slots).map(([prop, slot]) => [prop, <RemotePage key={prop} {...slot} slot />]),
  );
  // Made once with the route table: a component must keep its identity from render to render.
  const partComponents = Object.fromEntries(Object.entries(parts).map(([prop, ref]) => [prop, remoteComponent(ref)]));
  // The page's own parts are rendered by the server with it, and loaded beside it by the browser.
  const ownParts = Object.values(parts).filter((part) => part.hydrate);
  const handle: PageHandle = {
    staticPage: !hydratePage,
    modules: [
      page,
      ...[...Object.values(slots), ...ownParts].map(
        ({ remote, expose, hydrate }) => ({ remote, expose, hydrate }) as PageModuleRef,
      ),
    ],
  };
  return {
    path,
    handle,
    element: <RemotePage {...page} props={{ ...slotElements, ...partComponents }} alongside={ownParts} />,
  };
}

const notFound: PageHandle = { modules: [], status: 404, staticPage: true };

/** Every public page again in Arabic, under `/ar` (`/ar/careers/:slug`); the staff console stays English. */
export const arabicPageRoutes: readonly PageRoute[] = pageRoutes
  .filter((route) => !route.private)
  .map((route) => ({ ...route, path: pathInLocale(route.path, 'ar') }));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...pageRoutes.map(toRouteObject),
      ...arabicPageRoutes.map(toRouteObject),
      { path: pathInLocale('/*', 'ar'), handle: notFound, element: <NotFoundPage /> },
      { path: '*', handle: notFound, element: <NotFoundPage /> },
    ],
  },
];

/** The pages of the site, for the browser's router and the server's alike. */
export function AppRoutes() {
  return useRoutes(routes);
}
