import { pathWithoutLocale } from 'contracts/languages';
import { LOCATIONS_HASH, SERVICES_PATH_PREFIX } from 'contracts/site-links';

interface CurrentLocation {
  pathname: string;
  hash: string;
}

/**
 * Whether a header link points at the page being shown. Hash-aware, which NavLink is not:
 * /#locations is a section of the home page, so Home and Locations must not both be current.
 */
export function isLinkActive(to: string, location: CurrentLocation): boolean {
  const { hash } = location;
  const pathname = pathWithoutLocale(location.pathname);
  const [path = '/', targetHash] = to.split('#');
  if (targetHash !== undefined) return pathname === path && hash === `#${targetHash}`;
  if (path === '/') return pathname === '/' && hash !== LOCATIONS_HASH;
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function isServicesActive(pathname: string): boolean {
  return pathWithoutLocale(pathname).startsWith(SERVICES_PATH_PREFIX);
}
