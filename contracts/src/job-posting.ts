/**
 * How a job is described to the places that list it beyond our pages: Google's JobPosting
 * (mfe-careers' JSON-LD) and the job feeds (the API's RSS, Atom and Indeed XML) read the same
 * employment type, place and description from here. No zod: a page's JavaScript imports it.
 */
import type { Job } from './careers';

/** Google's employmentType values (Indeed's feed takes them too); any other type is 'OTHER'. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
  volunteer: 'VOLUNTEER',
  'per-diem': 'PER_DIEM',
};

export function employmentType(type: string): string {
  return (
    EMPLOYMENT_TYPES[
      type
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-')
    ] ?? 'OTHER'
  );
}

/** ISO 3166 codes of the countries our job locations name; a US state code means the United States. */
const COUNTRY_CODES: Record<string, string> = {
  'united states': 'US',
  usa: 'US',
  qatar: 'QA',
  uae: 'AE',
  'united arab emirates': 'AE',
  'saudi arabia': 'SA',
  syria: 'SY',
};

export interface JobPlace {
  city: string;
  /** A US state's code, when the location names one. */
  region?: string;
  /** An ISO 3166 code where the country is one we know; otherwise as written. */
  country: string;
}

/** 'Chicago, IL' or 'Doha, Qatar' as a city, a region and a country. */
export function jobPlace(location: string): JobPlace {
  const [city = location, ...rest] = location.split(',').map((part) => part.trim());
  const tail = rest.join(', ');
  const isUsState = /^[A-Z]{2}$/.test(tail);
  return {
    city,
    ...(isUsState ? { region: tail } : {}),
    country: isUsState ? 'US' : (COUNTRY_CODES[tail.toLowerCase()] ?? tail),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const htmlList = (title: string, items: readonly string[]) =>
  items.length === 0
    ? ''
    : `<h3>${escapeHtml(title)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * The full description as HTML: the text and the three lists, as the job's page shows them. In
 * English whatever the reader's language, as staff wrote the job: its headings go with its text.
 */
export function jobDescriptionHtml(job: Pick<Job, 'description' | 'responsibilities' | 'requirements' | 'benefits'>): string {
  return [
    `<p>${escapeHtml(job.description)}</p>`,
    htmlList('Key Responsibilities', job.responsibilities),
    htmlList('Requirements & Qualifications', job.requirements),
    htmlList('Benefits & Perks', job.benefits),
  ].join('');
}
