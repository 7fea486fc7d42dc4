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
  /** A professional network, a microblog and a social network; the footer and the contact section list these. */
  social: [
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/meridian-consulting-example' },
    { network: 'x', label: 'X', url: 'https://x.com/meridian_example' },
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/meridian.consulting.example' },
  ],
  siteUrl: 'https://www.meridian-consulting.example',
  /** The browser's colour for the site's chrome: the hero's navy. */
  themeColor: '#0d1b2e',
  /** The logo mark, served by the shell from `shell/public/`. */
  logoPath: '/logo.svg',
} as const;

export type SocialNetwork = (typeof brand.social)[number]['network'];

export const headquartersAddress = [
  brand.headquarters.street,
  `${brand.headquarters.city}, ${brand.headquarters.region} ${brand.headquarters.postalCode}`,
  brand.headquarters.country,
].join(', ');
