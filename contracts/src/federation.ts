/**
 * The federation contract: who the remotes are, which modules each exposes and which
 * libraries every app shares as singletons, what a page's prefetch reports and where the builds
 * put what the shell's server reads. Build configs, the shell's route table and the manifest
 * contract test all read it from here. The modules' React side (their props, `PagePrefetch`)
 * is in `shared-ui/federation`: this package imports no UI library.
 */

import type { Locale } from './languages';

export const SHELL_NAME = 'shell';

/**
 * Each remote: its package, the modules it exposes, and which of those read data with React Query
 * (`usesQueries`: all of them, or the ones listed): the shell gives such a module the page's query
 * client, and a page loads React Query, only where such a module is shown. Marketing's news, story
 * and sitemap pages read the stories on the server alone: its islands (the newsletter box) and its other
 * pages load no React Query.
 */
export const REMOTES = {
  mfe_marketing: {
    usesQueries: ['./NewsPage', './StoryPage', './SitemapPage'],
    packageName: 'mfe-marketing',
    exposes: [
      './HomePage',
      './ServicePage',
      './AboutPage',
      './FounderPage',
      './CulturePage',
      './NewsPage',
      './StoryPage',
      './StoryPreview',
      './NewsletterBox',
      './NewsletterPage',
      './NewsletterButton',
      './PrivacyPolicyPage',
      './TermsOfServicePage',
      './CookiePolicyPage',
      './SecurityPage',
      './CompliancePage',
      './SitemapPage',
    ],
  },
  mfe_careers: {
    usesQueries: true,
    packageName: 'mfe-careers',
    exposes: [
      './CareersPage',
      './CareersTabs',
      './JobPage',
      './SharePosition',
      './ApplyPage',
      './ApplicationForm',
      './JobPreview',
      './InterviewPage',
      './InterviewBooking',
    ],
  },
  mfe_contact: {
    usesQueries: true,
    packageName: 'mfe-contact',
    exposes: ['./ContactPage', './ContactWizard', './ContactSection', './LocationsSection'],
  },
  mfe_staff: {
    usesQueries: true,
    packageName: 'mfe-staff',
    exposes: ['./StaffPage'],
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type ExposedModule<R extends RemoteName> = (typeof REMOTES)[R]['exposes'][number];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Whether a module reads data with React Query: every module of a remote marked `true`, else the ones it lists. */
export function moduleUsesQueries<R extends RemoteName>(remote: R, expose: ExposedModule<R>): boolean {
  const uses: true | readonly string[] = REMOTES[remote].usesQueries;
  return uses === true || uses.includes(expose);
}

/**
 * Shared as singletons by the shell and every remote: one copy reaches the browser. React Router
 * is not among them: a shared module is never tree-shaken, so the shell bundles the part it uses
 * and provides it to the remotes through shared-ui (`Link`, `useParams`, ...), one router for all.
 * React Query is shared for the same reason as `shared-ui/query`, the names of it the site uses.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'shared-ui/query',
  'zustand',
  'shared-ui',
] as const;

/**
 * The federation packages a remote's entry takes from the shell in the browser instead of
 * bundling them again: the shell puts the copies its own runtime uses on this global before any
 * remote loads. Like the runtime core, which the remotes take from the shell too, they are of
 * the version the shell was built with. `@module-federation/runtime` stays each app's own: it
 * finds the app's federation instance by a build id compiled into it.
 */
export const FEDERATION_PACKAGES_GLOBAL = '_MERIDIAN_FEDERATION_PACKAGES';
export const FEDERATION_PACKAGES_FROM_SHELL = ['@module-federation/error-codes'] as const;
/**
 * The bundler runtime's functions, on the same global: each takes the calling app's
 * `__webpack_require__`, so a remote's entry calls the shell's, with its own runtime and share
 * scopes beside them (build-config/src/bundler-runtime-from-shell.ts).
 */
export const BUNDLER_RUNTIME_FROM_SHELL = '@module-federation/webpack-bundler-runtime';

/**
 * Shared singletons that only some pages need: the shell provides them, but the browser loads
 * them with the first module that uses them rather than with the shell on every page.
 */
export const SHARED_ON_DEMAND: readonly (typeof SHARED_SINGLETONS)[number][] = ['shared-ui/query'];

/** The registry the shell fetches at runtime: remote name -> manifest URL. */
export type RemoteRegistry = Record<RemoteName, string>;

/** What the shell's server gives an exposed page's `prefetch` (docs/server-rendering.md). */
export interface PrefetchContext {
  /** The route's params (`:slug`, `:serviceId`, ...). */
  params: Readonly<Record<string, string | undefined>>;
  /** The query of the page's URL (`?category=`, ...). */
  searchParams: URLSearchParams;
  /** Origin of the API for reads made on the server; '' in the browser, where `/api` is same-origin. */
  apiBase: string;
  /** The page's language, by its path: data written in each language is read in it (English when not given). */
  locale?: Locale;
}

/** The HTTP status a page's content calls for: 404 for a job or service that does not exist, 410 for an apply page whose job is closed. */
export interface PrefetchResult {
  status?: 200 | 404 | 410 | 503;
}

/**
 * Where the builds put what the shell's server reads. A remote publishes its server build
 * beside its browser build: `<remote origin>/ssr/remoteEntry.js`.
 */
export const SSR_BUILD_DIR = 'ssr';
export const SERVER_REMOTE_ENTRY = 'remoteEntry.js';
/** The shell's server renderer, in its dist/ssr (never served to browsers): CommonJS, whatever the package's module type. */
export const SHELL_SSR_BUNDLE = 'ssr.cjs';
/** The shell's file list for the renderer: entry script, start-up chunks, stylesheets, fonts. */
export const SHELL_ASSETS_FILE = 'ssr-assets.json';

/**
 * The server entry ends with the SHA-256 of every other file of the server build, on one line:
 * `//# serverFilesSha256={"121.ab12cd34ef.js":"<hex>",...}`. The shell's server evaluates a
 * chunk only if its bytes have the hash its release's entry lists, so pinning the entry's own
 * hash (`MFE_*_SHA256`) pins every file the server may run.
 */
export const SERVER_FILES_SHA256_MARK = '//# serverFilesSha256=';

/** The file hashes a server entry lists at its end; undefined when it lists none. */
export function serverFileHashes(entrySource: string): Record<string, string> | undefined {
  const lastLine = entrySource.trimEnd().split('\n').at(-1) ?? '';
  if (!lastLine.startsWith(SERVER_FILES_SHA256_MARK)) return undefined;
  return JSON.parse(lastLine.slice(SERVER_FILES_SHA256_MARK.length)) as Record<string, string>;
}

/** A remote's server entry, from the URL of its browser manifest. */
export function serverEntryUrl(manifestUrl: string): string {
  return new URL(`${SSR_BUILD_DIR}/${SERVER_REMOTE_ENTRY}`, manifestUrl).href;
}

/** A file of a remote's browser build (`mf-manifest.json`, a stylesheet), where its server entry is reached. */
export function browserBuildUrl(serverEntry: string, file: string): string {
  return new URL(`../${file}`, serverEntry).href;
}
