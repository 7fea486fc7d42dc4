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
