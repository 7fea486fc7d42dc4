import { jobDescriptionHtml as descriptionHtml, employmentType } from 'contracts/job-posting';
import type { JobPosting, WithContext } from 'schema-dts';
import { brand } from 'shared-ui';
import { makeJob } from '../../test-utils';
import { JOB_CONTENT } from './job-content';
import { breadcrumbLd, jobPostingLd, postalAddress } from './job-posting';
import { formatPayRange } from './pay-range';

describe('employmentType (Google values)', () => {
  it.each([
    ['Full-time', 'FULL_TIME'],
    ['full time', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Temporary', 'TEMPORARY'],
    ['Internship', 'INTERN'],
    ['Volunteer', 'VOLUNTEER'],
    ['Per diem', 'PER_DIEM'],
    ['Secondment', 'OTHER'],
  ])('%s -> %s', (type, expected) => {
    expect(employmentType(type)).toBe(expected);
  });
});

describe('postalAddress', () => {
  it.each([
    ['Chicago, IL', { addressLocality: 'Chicago', addressRegion: 'IL', addressCountry: 'US' }],
    ['Doha, Qatar', { addressLocality: 'Doha', addressCountry: 'QA' }],
    ['Abu Dhabi, UAE', { addressLocality: 'Abu Dhabi', addressCountry: 'AE' }],
    ['Riyadh, Saudi Arabia', { addressLocality: 'Riyadh', addressCountry: 'SA' }],
    ['Damascus, Syria', { addressLocality: 'Damascus', addressCountry: 'SY' }],
  ])('%s', (location, expected) => {
    expect(postalAddress(location)).toEqual({ '@type': 'PostalAddress', ...expected });
  });
});

describe('jobPostingLd', () => {
  it("has Google's required and recommended properties", () => {
    const job = makeJob();
    expect(jobPostingLd(job)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Cybersecurity Analyst',
      description: descriptionHtml(job),
      identifier: { '@type': 'PropertyValue', name: brand.name, value: 'REQ-1' },
      datePosted: '2026-11-10',
      validThrough: '2027-01-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: brand.name, sameAs: brand.siteUrl },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Chicago', addressRegion: 'IL', addressCountry: 'US' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 135_000, maxValue: 165_000, unitText: 'YEAR' },
      },
      directApply: true,
      url: `${brand.siteUrl}/careers/senior-cybersecurity-analyst`,
    });
  });

  it('leaves out validThrough without a closing date and baseSalary without a pay range', () => {
    const posting = jobPostingLd(makeJob({ closing_date: undefined, pay: undefined }));
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it("is typed with schema.org's vocabulary (schema-dts): what schema.org lacks fails the type check", () => {
    const posting = jobPostingLd(makeJob());
    // @ts-expect-error: schema.org gives a JobPosting no inLanguage (the page's WebPage says it)
    const withLanguage: WithContext<JobPosting> = { ...posting, inLanguage: 'ar' };
    // @ts-expect-error: a misspelt property
    const misspelt: WithContext<JobPosting> = { ...posting, datePostd: '2026-01-01' };
    // @ts-expect-error: a type schema.org does not have
    const unknownType: JobPosting = { '@type': 'JobPostin', title: 'Engineer' };
    expect([withLanguage, misspelt, unknownType].every(Boolean)).toBe(true);
  });

  it('gives the description as HTML with the lists, escaped', () => {
    const html = descriptionHtml(
      makeJob({ description: 'Secure <systems> & more', responsibilities: ['Lead R&D'], requirements: [], benefits: ['401(k)'] }),
    );
    expect(html).toBe(
      '<p>Secure &lt;systems&gt; &amp; more</p><h3>Key Responsibilities</h3><ul><li>Lead R&amp;D</li></ul><h3>Benefits &amp; Perks</h3><ul><li>401(k)</li></ul>',
    );
  });
});

describe('breadcrumbLd', () => {
  it('lists Home, Careers and the job with their URLs', () => {
    expect(breadcrumbLd(makeJob()).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${brand.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Careers', item: `${brand.siteUrl}/careers` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Senior Cybersecurity Analyst',
        item: `${brand.siteUrl}/careers/senior-cybersecurity-analyst`,
      },
    ]);
  });
});

describe('formatPayRange', () => {
  it.each([
    [{ min: 135_000, max: 165_000, currency: 'USD', period: 'year' as const }, '$135,000 – $165,000 per year'],
    [{ min: 30_000, max: 30_000, currency: 'QAR', period: 'month' as const }, 'QAR 30,000 per month'],
    [{ min: 60, max: 85, currency: 'USD', period: 'hour' as const }, '$60 – $85 per hour'],
  ])('%j -> %s', (pay, text) => {
    expect(formatPayRange(pay, 'en-US', JOB_CONTENT.payPeriods).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
