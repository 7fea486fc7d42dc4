import { brand } from 'shared-ui';

/** The home page's JSON-LD Organization, written from the brand module. */
export function organizationSchema() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: brand.siteUrl,
    logo: new URL(brand.logoPath, brand.siteUrl).href,
    foundingDate: String(brand.foundedYear),
    founder: { '@type': 'Person', name: brand.founder.name },
    email: brand.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.headquarters.street,
      addressLocality: brand.headquarters.city,
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
