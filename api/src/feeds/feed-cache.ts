/**
 * The feeds as last built, kept per format and language under the state of the open jobs they
 * were built from. Every request reads the jobs (one small read, as GET /api/careers does); a
 * feed is built again only when they differ from the ones its copy was made of. So any change
 * to a job (created, edited, published, closed, reopened, removed, or past its closing date),
 * made through this API replica or another one on the same database, leaves the feeds at the
 * next request: there is nothing to invalidate and nothing to miss.
 */
import { createHash } from 'node:crypto';
import type { JobFeedFormat } from 'contracts/careers-rules';
import type { Locale } from 'contracts/languages';
import { buildIndeedFeed } from './indeed-feed';
import { type FeedJob, jobFeedAtom, jobFeedRss } from './job-feed';

const BUILDERS: Record<JobFeedFormat, (jobs: readonly FeedJob[], locale: Locale) => string> = {
  rss: jobFeedRss,
  atom: jobFeedAtom,
  indeed: (jobs) => buildIndeedFeed(jobs),
};

/** The state of the jobs a feed shows: every field of every open job, in order. */
export const jobsState = (jobs: readonly FeedJob[]) => createHash('sha256').update(JSON.stringify(jobs)).digest('base64url');

export interface JobFeedCache {
  /** The feed of these open jobs: the kept copy when it was built from the same jobs. */
  feed(format: JobFeedFormat, locale: Locale, jobs: readonly FeedJob[]): string;
  /** How many feeds were built (tests: a kept copy is served, a changed job builds again). */
  builds(): number;
}

export function createJobFeedCache(): JobFeedCache {
  const kept = new Map<string, { state: string; body: string }>();
  let built = 0;
  return {
    feed(format, locale, jobs) {
      const key = `${format}:${locale}`;
      const state = jobsState(jobs);
      const copy = kept.get(key);
      if (copy?.state === state) return copy.body;
      const body = BUILDERS[format](jobs, locale);
      built += 1;
      kept.set(key, { state, body });
      return body;
    },
    builds: () => built,
  };
}
