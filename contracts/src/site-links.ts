/**
 * Every link of the header, the footer and the sitemap page, written once as plain data (a
 * sitemap group is a title and its links). The shell's header and footer and
 * marketing's sitemap page render it; nothing here knows about React.
 */
import { brand } from './brand';
import { SERVICE_IDS, SERVICE_SUMMARIES, type ServiceId } from './service-ids';

/** A link with its name, its url and, for the sitemap, links under it. */
export interface SiteLink {
  name: string;
  url: string;
  sublinks?: readonly SiteLink[];
}

export interface SiteLinkGroup {
  title: string;
  links: readonly SiteLink[];
}

export const LOCATIONS_HASH = '#locations';
export const SERVICES_PATH_PREFIX = '/services/';

const servicePath = (id: ServiceId) => `${SERVICES_PATH_PREFIX}${id}`;

/** One name per service everywhere: the titles in contracts, as on the service pages. */
export const serviceLinks: readonly SiteLink[] = SERVICE_IDS.map((id) => ({
  name: SERVICE_SUMMARIES[id].title,
  url: servicePath(id),
}));

// The sitemap's anchors into each service page. The spec's sitemap pointed the AI service at
// /services/ai-llm, which is not a valid serviceId; every link here uses the ids of the route
// table (SERVICE_IDS), so the AI service is /services/ai-solutions.
const SERVICE_SECTIONS: Record<ServiceId, readonly [name: string, hash: string][]> = {
  'e-government': [
    ['Overview', 'overview'],
    ['Features', 'features'],
    ['Case Studies', 'case-studies'],
  ],
  encryption: [
    ['Solutions', 'solutions'],
    ['Implementations', 'implementations'],
  ],
  cybersecurity: [
    ['Assessments', 'assessments'],
    ['Incident Response', 'incident-response'],
  ],
  'ai-solutions': [
    ['Custom Models', 'custom-models'],
    ['Integration', 'integration'],
  ],
};

const servicesWithSections: readonly SiteLink[] = SERVICE_IDS.map((id) => ({
  name: SERVICE_SUMMARIES[id].title,
  url: servicePath(id),
  sublinks: SERVICE_SECTIONS[id].map(([name, hash]) => ({ name, url: `${servicePath(id)}#${hash}` })),
}));

// The sitemap's links to the careers list filtered by department or location, as query parameters.
const careersFilterLinks: readonly SiteLink[] = [
  { name: 'Engineering Roles', url: '/careers?category=engineering' },
  { name: 'Security Roles', url: '/careers?category=security' },
  { name: 'Product Roles', url: '/careers?category=product' },
  { name: 'Operations Roles', url: '/careers?category=operations' },
  { name: 'Jobs in Chicago', url: '/careers?location=chicago' },
  { name: 'Jobs in Doha', url: '/careers?location=doha' },
  { name: 'Jobs in Abu Dhabi', url: '/careers?location=abu-dhabi' },
  { name: 'Jobs in Riyadh', url: '/careers?location=riyadh' },
];

// Each page once, under the name its link shows; the lists below pick from these.
const home = { name: 'Home', url: '/' };
const about = { name: 'About', url: '/about' };
const aboutUs = { name: 'About Us', url: '/about' };
const careers = { name: 'Careers', url: '/careers' };
const contact = { name: 'Contact', url: '/contact' };
const culture = { name: 'Our Culture', url: '/culture' };
const news = { name: 'News', url: '/news' };
const locations = { name: 'Locations', url: `/${LOCATIONS_HASH}` };
const ourLocations = { name: 'Our Locations', url: `/${LOCATIONS_HASH}` };
const services = { name: 'Services', url: '/#services' };
const termsOfService = { name: 'Terms of Service', url: '/terms-of-service' };
const privacyPolicy = { name: 'Privacy Policy', url: '/privacy-policy' };
const cookiePolicy = { name: 'Cookie Policy', url: '/cookie-policy' };
const security = { name: 'Security', url: '/security' };
const compliance = { name: 'Compliance', url: '/compliance' };
const sitemap = { name: 'Sitemap', url: '/sitemap' };
const founder = { name: brand.founder.name, url: brand.founder.path };

/** The header's links; a link with sublinks is the Services menu. */
export const headerLinks: readonly SiteLink[] = [
  home,
  { ...services, sublinks: serviceLinks },
  about,
  locations,
  careers,
  contact,
];

export const consultationLink: SiteLink = { name: 'Get a Consultation', url: '/contact' };

/** The footer's Services, Company and Legal links. */
export const footerLinkGroups: readonly SiteLinkGroup[] = [
  { title: 'Services', links: serviceLinks },
  { title: 'Company', links: [aboutUs, careers, news, ourLocations, contact] },
  { title: 'Legal', links: [termsOfService, privacyPolicy, cookiePolicy, security, compliance, sitemap] },
];

/** The sitemap page's groups: Main Pages, Company and Legal; the Company group ends with the founder's page. */
export const sitemapLinkGroups: readonly SiteLinkGroup[] = [
  {
    title: 'Main Pages',
    links: [home, about, { ...services, sublinks: servicesWithSections }, { ...careers, sublinks: careersFilterLinks }, contact],
  },
  { title: 'Company', links: [aboutUs, culture, news, careers, locations, founder] },
  { title: 'Legal', links: [privacyPolicy, termsOfService, cookiePolicy, security, compliance, sitemap] },
];
