/**
 * The careers rules that need no zod, for pages that must stay light: importing a schema
 * brings zod (about 28 KB gzip) into a page's first JavaScript. The schemas are in careers.ts.
 */
export const CAREERS_STALE_MS = 5 * 60 * 1000;
export const SIMILAR_POSITIONS_MAX = 3;

export const JOB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const JOB_SLUG_MAX = 120;

/** What `jobSlugSchema` accepts: a slug some job could have. */
export function isJobSlug(value: string): boolean {
  return value.length <= JOB_SLUG_MAX && JOB_SLUG_PATTERN.test(value);
}

/**
 * The open jobs as feeds, at these paths of the site in each language (`/ar/careers/feed.xml`);
 * the shell passes each to the API's path of the same name under `/api` with the language as
 * `?lang=`. Indeed's feed is one, in English: its readers take each job once.
 */
export const JOB_FEEDS = {
  rss: { path: '/careers/feed.xml', type: 'application/rss+xml', localized: true },
  atom: { path: '/careers/feed.atom', type: 'application/atom+xml', localized: true },
  indeed: { path: '/careers/indeed.xml', type: 'application/xml', localized: false },
} as const;
export type JobFeedFormat = keyof typeof JOB_FEEDS;
