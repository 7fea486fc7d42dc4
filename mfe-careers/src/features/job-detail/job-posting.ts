/**
 * Structured data of a job page: a schema.org JobPosting with Google's required and
 * recommended properties, and the page's BreadcrumbList. Typed with schema-dts, schema.org's
 * vocabulary as TypeScript: a property or type schema.org lacks fails the type check.
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */
import type { JobDetail } from 'contracts';
import { employmentType, jobDescriptionHtml, jobPlace } from 'contracts/job-posting';
import { DEFAULT_LOCALE, type Locale, pathInLocale } from 'contracts/languages';
import type { BreadcrumbList, JobPosting, PostalAddress, WithContext } from 'schema-dts';
import { brand, canonicalUrl } from 'shared-ui';
import { CAREERS_PATH, jobPath } from '../../lib/careers-paths';

/** 'Chicago, IL' or 'Doha, Qatar' as a PostalAddress. */
export function postalAddress(location: string): PostalAddress {
  const { city, region, country } = jobPlace(location);
  return {
    '@type': 'PostalAddress',
    addressLocality: city,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: country,
  };
}

const UNIT_TEXT = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' } as const;

/**
 * The job on the page of a language (its `url`). schema.org has no `inLanguage` for a JobPosting
 * (an Intangible, not a CreativeWork): the page's WebPage (PageMeta) says the language.
 */
export function jobPostingLd(job: JobDetail, locale: Locale = DEFAULT_LOCALE): WithContext<JobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: brand.name, value: job.id },
    datePosted: job.posted_date,
    // The API takes applications through the closing date (inclusive, in UTC).
    ...(job.closing_date ? { validThrough: `${job.closing_date}T23:59:59Z` } : {}),
    employmentType: employmentType(job.type),
    hiringOrganization: { '@type': 'Organization', name: brand.name, sameAs: brand.siteUrl },
    jobLocation: { '@type': 'Place', address: postalAddress(job.location) },
    ...(job.pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.pay.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.pay.min,
              maxValue: job.pay.max,
              unitText: UNIT_TEXT[job.pay.period],
            },
          },
        }
      : {}),
    directApply: true,
    url: canonicalUrl(pathInLocale(jobPath(job.slug), locale)),
  };
}

/** The page's breadcrumbs in its language: `name` gives a site link's name in it (shared-ui's useSharedName). */
export function breadcrumbLd(
  job: Pick<JobDetail, 'slug' | 'title'>,
  { locale = DEFAULT_LOCALE, name = (english: string) => english }: { locale?: Locale; name?: (english: string) => string } = {},
): WithContext<BreadcrumbList> {
  const crumbs = [
    { name: name('Home'), path: '/' },
    { name: name('Careers'), path: CAREERS_PATH },
    { name: job.title, path: jobPath(job.slug) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(pathInLocale(crumb.path, locale)),
    })),
  };
}
