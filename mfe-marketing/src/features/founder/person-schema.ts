import type { Person, WithContext } from 'schema-dts';
import { brand, canonicalUrl } from 'shared-ui';
import type { FounderContent } from './founder-content';

interface PersonText {
  /** A shared name in the page's language (shared-ui's `useSharedName`). */
  name: (english: string) => string;
  /** The page's lead, which says who the founder is. */
  description: string;
  /** The canonical path of the page in its language. */
  path: string;
  content: Pick<FounderContent, 'education' | 'expertise'>;
}

/**
 * The founder page's JSON-LD Person, written from the brand module and the page's content, in the
 * page's language. Typed with schema-dts: a property or type schema.org lacks fails the type check.
 */
export function personSchema({ name, description, path, content }: PersonText): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: name(brand.founder.name),
    jobTitle: name(brand.founder.title),
    description,
    url: canonicalUrl(path),
    worksFor: { '@type': 'Organization', name: name(brand.name), url: brand.siteUrl },
    alumniOf: content.education.map((entry) => ({ '@type': 'CollegeOrUniversity', name: entry.school })),
    knowsAbout: [...content.expertise],
  };
}
