import { brand } from './brand';
import { footerLinkGroups, headerLinks, type SiteLink, sitemapLinkGroups } from './site-links';

const urls = (links: readonly SiteLink[]) => links.map((link) => link.url);
const SERVICE_URLS = ['/services/e-government', '/services/encryption', '/services/cybersecurity', '/services/ai-solutions'];

test('the header lists Home, Services, About, Locations, Careers and Contact in order, services under Services', () => {
  expect(headerLinks.map((link) => link.name)).toEqual(['Home', 'Services', 'About', 'Locations', 'Careers', 'Contact']);
  expect(urls(headerLinks.find((link) => link.name === 'Services')?.sublinks ?? [])).toEqual(SERVICE_URLS);
});

test('the footer lists the spec links of Services, Company and Legal in order', () => {
  expect(footerLinkGroups.map((group) => [group.title, urls(group.links)])).toEqual([
    ['Services', SERVICE_URLS],
    ['Company', ['/about', '/careers', '/news', '/#locations', '/contact']],
    ['Legal', ['/terms-of-service', '/privacy-policy', '/cookie-policy', '/security', '/compliance', '/sitemap']],
  ]);
});

test('the sitemap lists Main Pages, Company and Legal, the founder last under Company', () => {
  expect(sitemapLinkGroups.map((group) => [group.title, urls(group.links)])).toEqual([
    ['Main Pages', ['/', '/about', '/#services', '/careers', '/contact']],
    ['Company', ['/about', '/culture', '/news', '/careers', '/#locations', brand.founder.path]],
    ['Legal', ['/privacy-policy', '/terms-of-service', '/cookie-policy', '/security', '/compliance', '/sitemap']],
  ]);
});
