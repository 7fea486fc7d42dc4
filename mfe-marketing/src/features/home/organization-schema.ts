import type { Organization, WithContext } from 'schema-dts';
import { brand } from 'shared-ui';

/**
 * The home page's JSON-LD Organization, written from the brand module, with its names in the
 * page's language (`name` from shared-ui's `useSharedName`). A page in another language than
 * English gives the English name as `alternateName`, the name the company is registered under.
 * Typed with schema-dts: a property or type schema.org lacks fails the type check.
 */
export function organizationSchema(name: (english: string) => string): WithContext<Organization> {
  const localName = name(brand.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: localName,
    ...(localName !== brand.name && { alternateName: brand.name }),
    url: brand.siteUrl,
    logo: new URL(brand.logoPath, brand.siteUrl).href,
    foundingDate: String(brand.foundedYear),
    founder: { '@type': 'Person', name: name(brand.founder.name) },
    email: brand.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.headquarters.street,
      addressLocality: name(brand.headquarters.city),
      addressRegion: brand.headquarters.region,
      postalCode: brand.headquarters.postalCode,
      addressCountry: brand.headquarters.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: brand.email,
      telephone: brand.phone,
      availableLanguage: ['English', 'Arabic'],
    },
    sameAs: brand.social.map((profile) => profile.url),
  };
}
