/**
 * The open jobs as an RSS 2.0 or Atom 1.0 feed (the `feed` package writes both), in a language:
 * its title and description in it, each job linked to its page in it. A job's own texts stay as
 * staff wrote them (English today), as the Arabic pages show them.
 */
import type { Job } from 'contracts';
import { brand } from 'contracts/brand';
import { JOB_FEEDS } from 'contracts/careers-rules';
import { jobDescriptionHtml } from 'contracts/job-posting';
import { type Locale, pathInLocale } from 'contracts/languages';
import { Feed } from 'feed';
import { xmlText } from './xml-text';

/** What a feed reads of a job: its public fields. */
export type FeedJob = Job;

const FEED_TEXTS: Record<Locale, { title: string; description: string }> = {
  en: {
    title: `Open positions at ${brand.name}`,
    description: 'The positions that take applications now, newest first.',
  },
  ar: {
    title: `الوظائف الشاغرة في ${brand.name}`,
    description: 'الوظائف التي تقبل الطلبات الآن، الأحدث أولا.',
  },
};

export const siteUrl = (path: string) => new URL(path, brand.siteUrl).href;
export const jobPageUrl = (slug: string, locale: Locale) => siteUrl(pathInLocale(`/careers/${slug}`, locale));

/** When a job last changed: its `updated`, or the day it was posted for a record without one. */
export const lastChanged = (job: Pick<Job, 'updated' | 'posted_date'>) =>
  new Date(job.updated ?? `${job.posted_date}T00:00:00.000Z`);

/** The newest change among the jobs: the feed's own date (none without jobs: the feed says the epoch). */
function newestChange(jobs: readonly FeedJob[]): Date {
  return new Date(Math.max(0, ...jobs.map((job) => lastChanged(job).getTime())));
}

export function buildJobFeed(jobs: readonly FeedJob[], locale: Locale): Feed {
  const texts = FEED_TEXTS[locale];
  const feed = new Feed({
    id: siteUrl(pathInLocale(JOB_FEEDS.atom.path, locale)),
    title: xmlText(texts.title),
    description: xmlText(texts.description),
    link: siteUrl(pathInLocale('/careers', locale)),
    language: locale,
    updated: newestChange(jobs),
    generator: brand.name,
    copyright: `© ${brand.name}`,
    favicon: siteUrl('/favicon.svg'),
    feedLinks: {
      rss: siteUrl(pathInLocale(JOB_FEEDS.rss.path, locale)),
      atom: siteUrl(pathInLocale(JOB_FEEDS.atom.path, locale)),
    },
    author: { name: brand.name, link: brand.siteUrl },
  });
  for (const job of jobs) {
    const link = jobPageUrl(job.slug, locale);
    feed.addItem({
      id: link,
      guid: link,
      link,
      title: xmlText(job.title),
      description: xmlText(`${job.location} · ${job.type} · ${job.description}`),
      content: xmlText(jobDescriptionHtml(job)),
      date: lastChanged(job),
      published: new Date(`${job.posted_date}T00:00:00.000Z`),
      category: [{ name: xmlText(job.department) }],
    });
  }
  return feed;
}

export const jobFeedRss = (jobs: readonly FeedJob[], locale: Locale) => buildJobFeed(jobs, locale).rss2();
export const jobFeedAtom = (jobs: readonly FeedJob[], locale: Locale) => buildJobFeed(jobs, locale).atom1();
