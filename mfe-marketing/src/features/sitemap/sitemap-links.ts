import { SERVICE_SUMMARIES } from 'contracts/service-ids';
import { brand } from 'shared-ui';

/** spec §3: sitemap link group (static): title, links (name, url, optional sublinks). */
export interface SitemapLink {
  name: string;
  url: string;
  sublinks?: SitemapLink[];
}

export interface SitemapLinkGroup {
  title: string;
  links: SitemapLink[];
}

// The spec's sitemap pointed the AI service at /services/ai-llm, which is not a valid serviceId;
// every link here uses the ids of the route table (spec §2), so the AI service is /services/ai-solutions.
const serviceLinks: SitemapLink[] = [
  {
    name: SERVICE_SUMMARIES['e-government'].title,
    url: '/services/e-government',
    sublinks: [
      { name: 'Overview', url: '/services/e-government#overview' },
      { name: 'Features', url: '/services/e-government#features' },
      { name: 'Case Studies', url: '/services/e-government#case-studies' },
    ],
  },
  {
    name: SERVICE_SUMMARIES.encryption.title,
    url: '/services/encryption',
    sublinks: [
      { name: 'Solutions', url: '/services/encryption#solutions' },
      { name: 'Implementations', url: '/services/encryption#implementations' },
    ],
  },
  {
    name: SERVICE_SUMMARIES.cybersecurity.title,
    url: '/services/cybersecurity',
    sublinks: [
      { name: 'Assessments', url: '/services/cybersecurity#assessments' },
      { name: 'Incident Response', url: '/services/cybersecurity#incident-response' },
    ],
  },
  {
    name: SERVICE_SUMMARIES['ai-solutions'].title,
    url: '/services/ai-solutions',
    sublinks: [
      { name: 'Custom Models', url: '/services/ai-solutions#custom-models' },
      { name: 'Integration', url: '/services/ai-solutions#integration' },
    ],
  },
];

// spec §2: careers filters by query parameter.
const careersFilterLinks: SitemapLink[] = [
  { name: 'Engineering Roles', url: '/careers?category=engineering' },
  { name: 'Security Roles', url: '/careers?category=security' },
  { name: 'Product Roles', url: '/careers?category=product' },
  { name: 'Operations Roles', url: '/careers?category=operations' },
  { name: 'Jobs in Chicago', url: '/careers?location=chicago' },
  { name: 'Jobs in Doha', url: '/careers?location=doha' },
  { name: 'Jobs in Abu Dhabi', url: '/careers?location=abu-dhabi' },
  { name: 'Jobs in Riyadh', url: '/careers?location=riyadh' },
];

export const sitemapLinkGroups: SitemapLinkGroup[] = [
  {
    title: 'Main Pages',
    links: [
      { name: 'Home', url: '/' },
      { name: 'About', url: '/about' },
      { name: 'Services', url: '/#services', sublinks: serviceLinks },
      { name: 'Careers', url: '/careers', sublinks: careersFilterLinks },
      { name: 'Contact', url: '/contact' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About Us', url: '/about' },
      { name: 'Our Culture', url: '/culture' },
      { name: 'News', url: '/news' },
      { name: 'Careers', url: '/careers' },
      { name: 'Locations', url: '/#locations' },
      { name: brand.founder.name, url: brand.founder.path },
    ],
  },
  {
    title: 'Legal',
    links: [
      { name: 'Privacy Policy', url: '/privacy-policy' },
      { name: 'Terms of Service', url: '/terms-of-service' },
      { name: 'Cookie Policy', url: '/cookie-policy' },
      { name: 'Security', url: '/security' },
      { name: 'Compliance', url: '/compliance' },
      { name: 'Sitemap', url: '/sitemap' },
    ],
  },
];
