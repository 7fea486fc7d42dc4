/**
 * The federation contract: who the remotes are, which modules each exposes and which
 * libraries every app shares as singletons. Build configs, the shell's route table and the
 * manifest contract test all read it from here.
 */
export const SHELL_NAME = 'shell';

export const REMOTES = {
  mfe_marketing: {
    packageName: 'mfe-marketing',
    exposes: [
      './HomePage',
      './ServicePage',
      './AboutPage',
      './FounderPage',
      './CulturePage',
      './NewsPage',
      './PrivacyPolicyPage',
      './TermsOfServicePage',
      './CookiePolicyPage',
      './SecurityPage',
      './CompliancePage',
      './SitemapPage',
    ],
  },
  mfe_careers: {
    packageName: 'mfe-careers',
    exposes: ['./CareersPage', './JobPage', './ApplyPage'],
  },
  mfe_contact: {
    packageName: 'mfe-contact',
    exposes: ['./ContactPage', './ContactSection'],
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type ExposedModule<R extends RemoteName> = (typeof REMOTES)[R]['exposes'][number];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Shared as singletons by the shell and every remote: one copy reaches the browser. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'shared-ui',
] as const;

/** The registry the shell fetches at runtime: remote name -> manifest URL. */
export type RemoteRegistry = Record<RemoteName, string>;

/** Props of the home page's slots, filled by the shell with other remotes' sections. */
export interface HomePageProps {
  contactSlot?: import('react').ReactNode;
}
