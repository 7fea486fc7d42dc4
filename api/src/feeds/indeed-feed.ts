/**
 * The open jobs in Indeed's XML feed format (a `<source>` of `<job>`s, every value in CDATA),
 * written with xmlbuilder2: the publisher, then per job its title, date, reference number, page,
 * company, place, description, employment type, and where known its closing date and pay.
 * https://docs.indeed.com/indeed-apply/xml-feed (the feed's elements)
 */
import { brand } from 'contracts/brand';
import { employmentType, jobDescriptionHtml, jobPlace } from 'contracts/job-posting';
import { DEFAULT_LOCALE } from 'contracts/languages';
import { create } from 'xmlbuilder2';
import { type FeedJob, jobPageUrl, lastChanged } from './job-feed';
import { xmlText } from './xml-text';

type XMLBuilder = ReturnType<typeof create>;

/** Indeed's job types for Google's employment types; any other type is left unsaid. */
const INDEED_JOB_TYPES: Record<string, string> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
};

const PAY_PERIODS = { year: 'per year', month: 'per month', hour: 'per hour' } as const;

/** An element holding its text as CDATA; a `]]>` in the text is split across two sections, as CDATA cannot hold it. */
function cdata(parent: XMLBuilder, name: string, text: string): void {
  const element = parent.ele(name);
  const parts = xmlText(text).split(']]>');
  parts.forEach((part, index) => {
    element.dat(`${index > 0 ? '>' : ''}${part}${index < parts.length - 1 ? ']]' : ''}`);
  });
}

function payText(pay: NonNullable<FeedJob['pay']>): string {
  const amount = (value: number) => value.toLocaleString('en-US');
  return `${amount(pay.min)} - ${amount(pay.max)} ${pay.currency} ${PAY_PERIODS[pay.period]}`;
}

function addJob(source: XMLBuilder, job: FeedJob): void {
  const element = source.ele('job');
  const place = jobPlace(job.location);
  const jobType = INDEED_JOB_TYPES[employmentType(job.type)];
  cdata(element, 'title', job.title);
  cdata(element, 'date', new Date(`${job.posted_date}T00:00:00.000Z`).toUTCString());
  cdata(element, 'referencenumber', job.id);
  cdata(element, 'requisitionid', job.id);
  cdata(element, 'url', jobPageUrl(job.slug, DEFAULT_LOCALE));
  cdata(element, 'company', brand.name);
  cdata(element, 'city', place.city);
  if (place.region) cdata(element, 'state', place.region);
  cdata(element, 'country', place.country);
  cdata(element, 'description', jobDescriptionHtml(job));
  if (jobType) cdata(element, 'jobtype', jobType);
  cdata(element, 'category', job.department);
  if (job.closing_date) cdata(element, 'expirationdate', job.closing_date);
  if (job.pay) cdata(element, 'salary', payText(job.pay));
}

export function buildIndeedFeed(jobs: readonly FeedJob[]): string {
  const source = create({ version: '1.0', encoding: 'UTF-8' }).ele('source');
  source.ele('publisher').txt(brand.name);
  source.ele('publisherurl').txt(brand.siteUrl);
  const newest = Math.max(0, ...jobs.map((job) => lastChanged(job).getTime()));
  source.ele('lastBuildDate').txt(new Date(newest).toUTCString());
  for (const job of jobs) addJob(source, job);
  return source.end({ prettyPrint: true });
}
