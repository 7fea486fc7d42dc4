import { brand, canonicalUrl } from 'shared-ui';
import { EDUCATION, EXPERTISE } from './founder-content';

/** The founder page's JSON-LD Person, written from the brand module and the page's content. */
export function personSchema() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: brand.founder.name,
    jobTitle: brand.founder.title,
    url: canonicalUrl(brand.founder.path),
    worksFor: { '@type': 'Organization', name: brand.name, url: brand.siteUrl },
    alumniOf: EDUCATION.map((entry) => ({ '@type': 'CollegeOrUniversity', name: entry.school })),
    knowsAbout: [...EXPERTISE],
  };
}
