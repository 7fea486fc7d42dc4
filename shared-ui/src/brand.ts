/**
 * The company's identity, written once. The spec names none of it, so the defaults are
 * clearly fictional (an `.example` mail domain); every page reads it from here.
 */
export const brand = {
  name: 'Meridian Digital Consulting',
  shortName: 'Meridian',
  foundedYear: 2018,
  email: 'contact@meridian-consulting.example',
  careersEmail: 'careers@meridian-consulting.example',
  securityEmail: 'security@meridian-consulting.example',
  phone: '+1 (312) 555-0148',
  headquarters: {
    street: '233 South Wacker Drive, Suite 8400',
    city: 'Chicago',
    region: 'IL',
    postalCode: '60606',
    country: 'United States',
  },
  founder: {
    name: 'Omar Haddad',
    title: 'Founder & Chief Executive Officer',
    path: '/omar-haddad',
  },
  social: {
    linkedin: { label: 'LinkedIn', url: 'https://www.linkedin.com/company/meridian-consulting-example' },
    x: { label: 'X', url: 'https://x.com/meridian_example' },
    facebook: { label: 'Facebook', url: 'https://www.facebook.com/meridian.consulting.example' },
  },
  siteUrl: 'https://www.meridian-consulting.example',
} as const;

export const headquartersAddress = [
  brand.headquarters.street,
  `${brand.headquarters.city}, ${brand.headquarters.region} ${brand.headquarters.postalCode}`,
  brand.headquarters.country,
].join(', ');
