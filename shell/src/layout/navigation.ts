import { SERVICE_IDS, SERVICE_SUMMARIES } from 'contracts/service-ids';

/** Every link of the header and footer (spec §2 "Header and footer"), written once. */

export interface NavItem {
  label: string;
  to: string;
}

export interface LinkGroup {
  title: string;
  links: readonly NavItem[];
}

export type HeaderItem = ({ kind: 'link' } & NavItem) | { kind: 'services'; label: string; links: readonly NavItem[] };

export const LOCATIONS_HASH = '#locations';
export const SERVICES_PATH_PREFIX = '/services/';

/** One name per service everywhere: the titles in contracts, as on the service pages. */
export const serviceLinks: readonly NavItem[] = SERVICE_IDS.map((id) => ({
  label: SERVICE_SUMMARIES[id].title,
  to: `${SERVICES_PATH_PREFIX}${id}`,
}));

export const headerItems: readonly HeaderItem[] = [
  { kind: 'link', label: 'Home', to: '/' },
  { kind: 'services', label: 'Services', links: serviceLinks },
  { kind: 'link', label: 'About', to: '/about' },
  { kind: 'link', label: 'Locations', to: `/${LOCATIONS_HASH}` },
  { kind: 'link', label: 'Careers', to: '/careers' },
  { kind: 'link', label: 'Contact', to: '/contact' },
];

export const consultationLink: NavItem = { label: 'Get a Consultation', to: '/contact' };

export const footerGroups: readonly LinkGroup[] = [
  { title: 'Services', links: serviceLinks },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'News', to: '/news' },
      { label: 'Our Locations', to: `/${LOCATIONS_HASH}` },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
      { label: 'Security', to: '/security' },
      { label: 'Compliance', to: '/compliance' },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
];

interface CurrentLocation {
  pathname: string;
  hash: string;
}

/**
 * Whether a header link points at the page being shown. Hash-aware, which NavLink is not:
 * /#locations is a section of the home page, so Home and Locations must not both be current.
 */
export function isLinkActive(to: string, { pathname, hash }: CurrentLocation): boolean {
  const [path = '/', targetHash] = to.split('#');
  if (targetHash !== undefined) return pathname === path && hash === `#${targetHash}`;
  if (path === '/') return pathname === '/' && hash !== LOCATIONS_HASH;
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function isServicesActive(pathname: string): boolean {
  return pathname.startsWith(SERVICES_PATH_PREFIX);
}
